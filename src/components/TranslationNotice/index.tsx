import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {isUntranslatedDoc} from './isUntranslatedDoc';
import styles from './styles.module.css';

/** A short note, in the reader's language, on pages that are still shown in English. */
export default function TranslationNotice(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {metadata} = useDoc();
  if (!isUntranslatedDoc(i18n.currentLocale, i18n.defaultLocale, metadata.source)) return null;
  return (
    <aside
      className={styles.notice}
      role="note"
      data-pagefind-ignore
      lang={i18n.localeConfigs[i18n.currentLocale]?.htmlLang}
    >
      <Translate id="translationNotice.untranslated" description="Shown above a page that is not translated yet">
        This page is not translated yet, so it is shown in English.
      </Translate>
    </aside>
  );
}
