import type {VersionOptions} from '@docusaurus/plugin-content-docs';
import {docusaurusVersionOptions, isVersionName, rootVersion, VERSION_NAMES} from './lookups';
import {LOCALES, VERSIONS, type SiteLocale, type VersionName} from './registry';

export type {SiteLocale, VersionName};

/** The Docusaurus options of every version, from the registry. */
export const VERSION_OPTIONS = Object.fromEntries(
  VERSIONS.map((version) => [version.name, docusaurusVersionOptions(version) satisfies VersionOptions]),
) as Record<VersionName, VersionOptions>;

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
 * setting is ignored, and the root release is always kept because Docusaurus serves it at `/x/`.
 *
 * `releasedVersions` is `versions.json`: a version of the registry that Docusaurus does not know
 * yet (no snapshot) is left out rather than failing the build.
 */
export function getBuildProfile(env: Record<string, string | undefined>, releasedVersions: string[]): BuildProfile {
  const fast = env.BUILD_FAST === '1' || env.BUILD_FAST === 'true';
  const all = VERSION_NAMES.filter((name) => name === 'current' || releasedVersions.includes(name));
  let versions = fast ? all.slice(0, 2) : all;
  const requested = (env.BUILD_VERSIONS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => isVersionName(name) && all.includes(name));
  if (requested.length > 0) {
    const root = rootVersion().name;
    versions = all.filter((name) => requested.includes(name) || name === root);
  }
  return {locales: fast ? ['en'] : [...LOCALES], versions};
}
