/**
 * Docusaurus falls back to the English file when a locale has no translation of a doc; the
 * doc's `source` then points outside `i18n/`. English pages are never "untranslated".
 */
export function isUntranslatedDoc(locale: string, defaultLocale: string, source: string): boolean {
  if (locale === defaultLocale) return false;
  return !source.startsWith(`@site/i18n/${locale}/`);
}
