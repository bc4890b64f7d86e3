import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {adClickAttributes} from '@site/src/ads/adEvents';
import type {AdShape} from '@site/src/ads/adShape';
import {AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH} from '@site/src/ads/constants';
import styles from './styles.module.css';

export type DisplayedAd = {
  /** An http(s) URL, or null: then the ad is not a link. */
  link: string | null;
  /** Image URL, shown in the image shape only. */
  img: string | null;
  name: string;
  description: string;
  poweredby: string;
  /** Click label; the network's ads have none of their own. */
  label: string | null;
};

/** One ad; every field is rendered as text, never as HTML. */
export default function AdDisplay({ad, shape, className}: {ad: DisplayedAd; shape: AdShape; className?: string}) {
  const body: ReactNode = (
    <>
      {shape === 'image' && ad.img ? (
        <img className={styles.image} src={ad.img} alt={ad.name} width={AD_IMAGE_WIDTH} height={AD_IMAGE_HEIGHT} />
      ) : null}
      <span className={styles.text}>
        {ad.name ? <strong>{ad.name}</strong> : null}
        {ad.name && ad.description ? ' – ' : null}
        {ad.description}
      </span>
    </>
  );
  return (
    <span className={clsx(styles.display, shape === 'image' ? styles.imageShape : styles.inlineShape, className)}>
      {ad.link ? (
        <a
          className={styles.link}
          href={ad.link}
          target="_blank"
          rel="noopener sponsored"
          {...(ad.label ? adClickAttributes(ad.label) : {})}
        >
          {body}
        </a>
      ) : (
        <span className={styles.link}>{body}</span>
      )}
      <span className={styles.poweredby}>
        {translate({id: 'ads.poweredBy', message: 'ad by {poweredby}'}, {poweredby: ad.poweredby})}
      </span>
    </span>
  );
}
