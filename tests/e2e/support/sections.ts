import {translatedLocales, versionByPath} from '../../../src/config/lookups';
import {editionOf, hash} from './pageSample';

/**
 * The section of a page inside its edition: the first segment after the locale and version
 * (`react-data-grid`, `introduction`, `home` for the edition's home), with the API reference split
 * by product (`api/charts`), as each product's API pages share their own template.
 */
export function sectionOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean).slice(1);
  if ((translatedLocales() as string[]).includes(segments[0] ?? '')) segments.shift();
  if (segments[0] && versionByPath(segments[0])) segments.shift();
  if (segments[0] === 'api' && segments[1]) return `api/${segments[1]}`;
  return segments[0] ?? 'home';
}

/**
 * One page of every section of every edition: the section's first page in the order of a stable
 * hash of the paths (so the choice is deterministic and spreads over the pages of a section,
 * rather than always the overview). Sorted by edition and section.
 */
export function onePagePerSection(paths: string[]): {edition: string; section: string; path: string}[] {
  const chosen = new Map<string, {edition: string; section: string; path: string}>();
  const ordered = [...new Set(paths)].sort((a, b) => hash(a) - hash(b) || a.localeCompare(b));
  for (const pathname of ordered) {
    const edition = editionOf(pathname);
    const section = sectionOf(pathname);
    const key = `${edition} ${section}`;
    if (!chosen.has(key)) chosen.set(key, {edition, section, path: pathname});
  }
  return [...chosen.values()].sort((a, b) => `${a.edition} ${a.section}`.localeCompare(`${b.edition} ${b.section}`));
}
