import {translatedLocales, versionByPath, rootVersion} from '../../../src/config/lookups';
import {DEFAULT_LOCALE} from '../../../src/config/registry';

export type SampleSize = {
  /** How many pages to open in all: the editions share it in proportion to their size. */
  total: number;
  /** The fewest pages of one edition to open (all of them when it has fewer). */
  perEdition: number;
};

/** An edition of the site: one documentation version in one locale (`en 7.29.0`, `zh v6`). */
export function editionOf(pathname: string): string {
  const segments = pathname.split('/').slice(2);
  const locale = (translatedLocales() as string[]).includes(segments[0] ?? '') ? segments.shift()! : DEFAULT_LOCALE;
  const version = versionByPath(segments[0] ?? '') ?? rootVersion();
  return `${locale} ${version.label}`;
}

/**
 * Which built pages the whole-site check opens: every edition (version × locale, as the registry
 * defines them) gets its share of `total` in proportion to its pages, and never fewer than
 * `perEdition` (or all its pages). Within an edition, pages are taken in the order of a stable
 * hash of their path, so a run is deterministic and spread over every section. The total stays
 * the same as pages are added, which keeps CI's time; each new edition adds `perEdition` at most.
 */
export function selectPages(paths: string[], size: SampleSize): string[] {
  const editions = new Map<string, string[]>();
  for (const pathname of new Set(paths)) {
    const edition = editionOf(pathname);
    editions.set(edition, [...(editions.get(edition) ?? []), pathname]);
  }
  const count = editions.size === 0 ? 0 : [...editions.values()].reduce((sum, list) => sum + list.length, 0);
  const total = Math.max(size.total, 0);
  const picked: string[] = [];
  for (const list of editions.values()) {
    const share = Math.round((total * list.length) / count);
    const take = Math.min(list.length, Math.max(share, size.perEdition, 0));
    const ordered = [...list].sort((a, b) => hash(a) - hash(b) || a.localeCompare(b));
    picked.push(...ordered.slice(0, take));
  }
  return picked.sort();
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
