import type {VersionOptions} from '@docusaurus/plugin-content-docs';

/** The documentation versions, newest first, with the Docusaurus options each one needs. */
export type VersionName = 'current' | '7.29.0' | '6' | '5' | '4';

export const LOCALES = ['en', 'zh', 'pt'] as const;
export type SiteLocale = (typeof LOCALES)[number];

export const LOCALE_CONFIGS: Record<SiteLocale, {label: string; htmlLang: string}> = {
  en: {label: 'English', htmlLang: 'en'},
  zh: {label: '中文', htmlLang: 'zh-CN'},
  pt: {label: 'Português', htmlLang: 'pt-BR'},
};

export const VERSION_OPTIONS: Record<VersionName, VersionOptions> = {
  current: {label: 'v8', path: 'v8', banner: 'unreleased', className: 'docs-version-v8'},
  '7.29.0': {label: '7.29.0', path: '', banner: 'none', className: 'docs-version-v7'},
  '6': {label: 'v6', path: 'v6', banner: 'unmaintained', className: 'docs-version-v6'},
  '5': {label: 'v5', path: 'v5', banner: 'unmaintained', className: 'docs-version-v5'},
  '4': {label: 'v4', path: 'v4', banner: 'unmaintained', className: 'docs-version-v4'},
};

export type BuildProfile = {
  /** Locales this build renders. */
  locales: SiteLocale[];
  /** Versions this build renders (Docusaurus names: 'current' is v8). */
  versions: VersionName[];
};

/**
 * Reads the build profile from the environment. BUILD_FAST=1 is the local loop: English and
 * the two newest versions. Anything else in BUILD_FAST is treated as off, so a stray value in
 * CI never silently produces a partial site.
 *
 * BUILD_VERSIONS (comma-separated Docusaurus names, e.g. `7.29.0` or `current,6`) narrows the
 * versions further for quick loops. Unknown names are ignored; if nothing valid remains the
 * setting is ignored, and the newest released version is always kept because Docusaurus serves
 * it at the root.
 */
export function getBuildProfile(env: Record<string, string | undefined>, releasedVersions: string[]): BuildProfile {
  const fast = env.BUILD_FAST === '1' || env.BUILD_FAST === 'true';
  const known = releasedVersions.filter((v): v is VersionName => v in VERSION_OPTIONS);
  const all: VersionName[] = ['current', ...known];
  let versions = fast ? all.slice(0, 2) : all;
  const requested = (env.BUILD_VERSIONS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is VersionName => (all as string[]).includes(name));
  if (requested.length > 0) {
    const root = known[0];
    versions = all.filter((name) => requested.includes(name) || name === root);
  }
  return {locales: fast ? ['en'] : [...LOCALES], versions};
}
