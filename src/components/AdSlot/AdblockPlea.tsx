import React from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Shown instead of some fallbacks: asks readers whose blocker hides the network's ad to allow it. */
export default function AdblockPlea() {
  return (
    <span className={styles.plea}>
      <strong>{translate({id: 'ads.plea.title', message: 'Like MUI X?'})}</strong>{' '}
      {translate({
        id: 'ads.plea.body',
        message:
          "If you don't mind tech-related ads (no tracking or remarketing) and want to keep us running, please allow them in your blocker.",
      })}{' '}
      {translate({id: 'ads.plea.thanks', message: 'Thank you!'})}{' '}
      <span role="img" aria-label={translate({id: 'ads.plea.love', message: 'love'})}>
        ❤️
      </span>
    </span>
  );
}
