import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import codeTranslations from '@generated/codeTranslations';
import {createTranslator, type Translator} from './translator';

/**
 * The site's UI strings in the reader's language: `t('demo.copy', 'Copy the source')`.
 * Keys are the ones of `i18n/<locale>/code.json`.
 */
export function useTranslate(): Translator {
  const {currentLocale} = useDocusaurusContext().i18n;
  return useMemo(() => createTranslator(currentLocale, codeTranslations, console), [currentLocale]);
}
