import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pagesOf as pagesIn} from '../../../scripts/content/pages';

export {demoFilesOf, sandboxListingsOf, type DocPage} from '../../../scripts/content/pages';

export const siteDir = path.resolve(__dirname, '..', '..', '..');

/** Every page of a version in a locale ('en' for the English folder), by route. */
export const pagesOf = (versionName: string, locale = 'en') => pagesIn(siteDir, versionName, locale);

/** The routes of the original documentation, per version key of the reference file. */
export function referenceRoutes(key: string): string[] {
  const routes = JSON.parse(readFileSync(path.join(siteDir, 'tests/reference/original-routes.json'), 'utf8'));
  return routes[key] ?? [];
}

export function referenceDemoCounts(key: string): Record<string, number> {
  const counts = JSON.parse(readFileSync(path.join(siteDir, 'tests/reference/original-demo-counts.json'), 'utf8'));
  return counts[key] ?? {};
}
