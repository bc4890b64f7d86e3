import {translatedLocales, versionPathSegments} from '../../../src/config/lookups';

export type SampleSize = {
  /** How many pages to open in all, at least. */
  total: number;
  /** How many pages of other versions and locales to open even when English 7.29.0 fills `total`. */
  minOthers: number;
};

/**
 * Which built pages the whole-site check opens. Every English 7.29.0 page is always included;
 * the rest (other versions and locales) are ordered by a stable hash of their path and taken
 * until the sample reaches its size, so a run is deterministic and spreads over every version
 * and locale.
 */
export function selectPages(paths: string[], size: SampleSize): string[] {
  const unique = [...new Set(paths)];
  const always = unique.filter(isEnglishLatest).sort();
  const others = unique.filter((p) => !isEnglishLatest(p)).sort((a, b) => hash(a) - hash(b) || a.localeCompare(b));
  const extra = Math.max(size.minOthers, size.total - always.length, 0);
  return [...always, ...others.slice(0, extra)];
}

/** `/x/...` paths that are neither under a locale prefix nor under an archived/next version. */
export function isEnglishLatest(pathname: string): boolean {
  const first = pathname.split('/')[2] ?? '';
  return !(translatedLocales() as string[]).includes(first) && !versionPathSegments().includes(first);
}

/** FNV-1a: small, stable across runs and machines. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The paths listed in a sitemap.xml, made relative to the site's origin. */
export function pathsFromSitemap(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}
