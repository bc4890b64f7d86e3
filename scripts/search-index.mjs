// Builds the Pagefind indexes of one locale's build (run by plugins/search after that locale's
// build): one index per documentation version, written to `<outDir>/<version path>/pagefind/`
// (`build/pagefind/` for the root release, `build/v8/pagefind/`, `build/zh/v6/pagefind/`…), so a
// reader's first query loads only the version being read. Each index holds the pages that mark
// their content with `data-pagefind-body` (guide and API pages, see src/search/indexAttributes.ts)
// and one record per prop, slot and CSS class of the version's API pages, linking to its row.
//
//   node scripts/search-index.mjs --out build/zh --base /x/zh/ --locale zh --api .docusaurus/api-docs/default
//        [--skip zh,pt]   folders of the out dir that belong to other locales
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {close, createIndex} from 'pagefind';
import {apiRecords} from './search/apiRecords.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {versionPathSegments} = jiti('../src/config/lookups.ts');

function option(args, name, fallback) {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
}

function htmlFiles(root, dir, skip) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const relative = path.relative(root, full);
    if (statSync(full).isDirectory()) return skip.has(relative) ? [] : htmlFiles(root, full, skip);
    return name.endsWith('.html') ? [relative] : [];
  });
}

/** The version path a built file belongs to: its first folder when it is a version's (`v8`), else ''. */
export function versionPathOf(relative, segments) {
  const first = relative.split(path.sep)[0];
  return segments.includes(first) ? first : '';
}

async function writeIndex({outDir, versionPath, locale, files, records}) {
  // Code blocks stay out of the index: their identifiers would double its size, and the API rows
  // (one per prop, slot and class) are where a name typed in the search box leads.
  const {errors, index} = await createIndex({forceLanguage: locale, excludeSelectors: ['pre']});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  for (const {url, content} of files) {
    const result = await index.addHTMLFile({url, content});
    if (result.errors.length > 0) throw new Error(`Pagefind, ${url}: ${result.errors.join('; ')}`);
  }
  for (const record of records) {
    const result = await index.addCustomRecord(record);
    if (result.errors.length > 0) throw new Error(`Pagefind, ${record.url}: ${result.errors.join('; ')}`);
  }
  const written = await index.writeFiles({outputPath: path.join(outDir, versionPath, 'pagefind')});
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
}

export async function buildSearchIndexes({outDir, baseUrl, locale, apiDir, skip = []}) {
  const started = Date.now();
  const segments = versionPathSegments();
  const skipped = new Set([...skip, 'pagefind', ...segments.map((segment) => path.join(segment, 'pagefind'))]);
  const groups = new Map();
  const group = (versionPath) => {
    if (!groups.has(versionPath)) groups.set(versionPath, {files: [], records: []});
    return groups.get(versionPath);
  };
  for (const relative of htmlFiles(outDir, outDir, skipped)) {
    const url = `${baseUrl}${relative.split(path.sep).join('/')}`.replace(/index\.html$/, '');
    group(versionPathOf(relative, segments)).files.push({
      url,
      content: readFileSync(path.join(outDir, relative), 'utf8'),
    });
  }
  if (existsSync(apiDir)) {
    // Only the rows of API pages this build has (the generated folder may hold other builds' pages).
    const built = (url) => existsSync(path.join(outDir, url.slice(baseUrl.length).split('#')[0], 'index.html'));
    for (const {versionPath, records} of apiRecords(apiDir, baseUrl, locale)) {
      group(versionPath).records.push(...records.filter((record) => built(record.url)));
    }
  }
  for (const [versionPath, {files, records}] of groups) {
    if (files.length === 0 && records.length === 0) continue;
    await writeIndex({outDir, versionPath, locale, files, records});
  }
  await close();
  const count = (key) => [...groups.values()].reduce((sum, item) => sum + item[key].length, 0);
  return {
    indexes: groups.size,
    pages: count('files'),
    records: count('records'),
    seconds: (Date.now() - started) / 1000,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  buildSearchIndexes({
    outDir: path.resolve(option(args, '--out', 'build')),
    baseUrl: option(args, '--base', '/x/'),
    locale: option(args, '--locale', 'en'),
    apiDir: path.resolve(option(args, '--api', '.docusaurus/api-docs/default')),
    skip: (option(args, '--skip', '') || '').split(',').filter(Boolean),
  }).then(
    ({indexes, pages, records, seconds}) =>
      console.log(
        `[search] ${indexes} indexes: ${pages} HTML files and ${records} API rows in ${seconds.toFixed(1)} s`,
      ),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
