import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {translatedLocales, versionPathSegments} from '../../../src/config/lookups';
import {DEFAULT_LOCALE} from '../../../src/config/registry';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The build under test: `build/` unless E2E_BUILD_DIR names another folder. */
export const E2E_BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

export const buildDir = path.resolve(__dirname, '..', '..', '..', E2E_BUILD_DIR);

/** The locales the build under test contains (a BUILD_FAST build has English only). */
export function builtLocales(): string[] {
  const others = translatedLocales().filter((locale) => existsSync(path.join(buildDir, locale)));
  return [DEFAULT_LOCALE, ...others];
}

/** The archived versions the build under test contains, by their URL segment. */
export function builtVersionPaths(): string[] {
  if (!existsSync(buildDir)) return [];
  const entries = new Set(readdirSync(buildDir));
  return versionPathSegments().filter((segment) => entries.has(segment));
}

/** The URL prefix of a locale: English is served at the root of the base URL. */
export function localePrefix(locale: string): string {
  return locale === DEFAULT_LOCALE ? '/x' : `/x/${locale}`;
}
