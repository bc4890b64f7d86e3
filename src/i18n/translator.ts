import {DEFAULT_LOCALE, LOCALES} from '../config/registry';

/** Where problems are reported, once each; the site passes `console`, tests pass spies. */
export type TranslatorReporter = {
  warn: (message: string) => void;
  error: (message: string) => void;
};

/** Shown instead of any text when the site runs in a language it does not know. */
export const UNKNOWN_LANGUAGE_TEXT = '…';

const reported = new Set<string>();

/** Forgets which problems were already reported (tests start from a clean slate). */
export function resetTranslatorReports(): void {
  reported.clear();
}

function reportOnce(key: string, report: () => void): void {
  if (reported.has(key)) return;
  reported.add(key);
  report();
}

/**
 * The message of `id` in `locale`. English strings live at the call site (Docusaurus's
 * `translate()` and `<Translate>`); other languages read them from the locale's messages
 * (`code.json`). A missing key falls back to the English text with one warning per language and
 * key, so translators see what is missing without the page breaking; a language the site does not
 * know shows an ellipsis, with one error.
 */
export function lookupMessage(
  locale: string,
  id: string,
  english: string,
  messages: Readonly<Record<string, string>>,
  reporter: TranslatorReporter,
): string {
  if (!(LOCALES as readonly string[]).includes(locale)) {
    reportOnce(`language:${locale}`, () =>
      reporter.error(`[i18n] The language "${locale}" is not one of ${LOCALES.join(', ')}; its texts are missing.`),
    );
    return UNKNOWN_LANGUAGE_TEXT;
  }
  const translated = messages[id];
  if (translated !== undefined) return translated;
  if (locale !== DEFAULT_LOCALE) {
    reportOnce(`${locale}:${id}`, () =>
      reporter.warn(`[i18n] Missing ${locale} translation for "${id}"; showing the English text.`),
    );
  }
  return english;
}
