import {LOCALES} from '../config/registry';

/** Reports problems once; the hook passes `console`, tests pass spies. */
export type TranslatorReporter = {
  warn: (message: string) => void;
  error: (message: string) => void;
};

export type Translator = (id: string, englishMessage: string, values?: Record<string, string | number>) => string;

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

function interpolate(text: string, values: Record<string, string | number> | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * Builds the translate function of one language. English strings live at the call site (as with
 * Docusaurus's `translate()`); other languages read them from the locale's `code.json` messages.
 * A missing key falls back to English with one warning per language and key, so translators see
 * what is missing without the page breaking.
 */
export function createTranslator(
  locale: string,
  messages: Readonly<Record<string, string>>,
  reporter: TranslatorReporter,
): Translator {
  if (!(LOCALES as readonly string[]).includes(locale)) {
    return () => {
      reportOnce(`language:${locale}`, () =>
        reporter.error(`[i18n] The language "${locale}" is not one of ${LOCALES.join(', ')}; its texts are missing.`),
      );
      return UNKNOWN_LANGUAGE_TEXT;
    };
  }
  return (id, englishMessage, values) => {
    if (locale === 'en') return interpolate(messages[id] ?? englishMessage, values);
    const translated = messages[id];
    if (translated === undefined) {
      reportOnce(`${locale}:${id}`, () =>
        reporter.warn(`[i18n] Missing ${locale} translation for "${id}"; showing the English text.`),
      );
      return interpolate(englishMessage, values);
    }
    return interpolate(translated, values);
  };
}
