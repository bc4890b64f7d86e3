import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE} from '../../../src/config/registry';
import {buildDir, builtLocales} from './env';
import {pathsFromSitemap} from './pageSample';

/** The paths of every page the sitemaps of the build under test list, in every built locale. */
export function builtSitemapPaths(): string[] {
  return builtLocales().flatMap((locale) => {
    const file = path.join(buildDir, locale === DEFAULT_LOCALE ? '' : locale, 'sitemap.xml');
    return existsSync(file) ? pathsFromSitemap(readFileSync(file, 'utf8')) : [];
  });
}
