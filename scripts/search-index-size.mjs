// Prints the size of the offline search index per locale (and per version) of a build folder.
// Usage: node scripts/search-index-size.mjs [buildDir=build] [--json]
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const OTHER_LOCALES = ['zh', 'pt'];
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const buildDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');

/** Every search index file below a folder, skipping the folders of other locales. */
function indexFiles(dir, skip) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (skip.has(full)) return [];
    if (statSync(full).isDirectory()) return indexFiles(full, skip);
    return /^search-index.*\.json$/.test(name) ? [full] : [];
  });
}

function measure(locale, root) {
  const skip = new Set(locale === 'en' ? OTHER_LOCALES.map((name) => path.join(buildDir, name)) : []);
  const versions = indexFiles(root, skip).map((file) => {
    const content = readFileSync(file);
    const folder = path.relative(root, path.dirname(file));
    return {version: folder === '' ? 'root' : folder, bytes: content.length, gzipBytes: gzipSync(content).length};
  });
  const total = (key) => versions.reduce((sum, item) => sum + item[key], 0);
  return {locale, bytes: total('bytes'), gzipBytes: total('gzipBytes'), versions};
}

if (!existsSync(buildDir)) {
  console.error(`No build folder at ${buildDir}: run a build first.`);
  process.exit(1);
}
const locales = ['en', ...OTHER_LOCALES.filter((name) => existsSync(path.join(buildDir, name)))];
const report = locales.map((locale) => measure(locale, locale === 'en' ? buildDir : path.join(buildDir, locale)));

if (asJson) {
  console.log(JSON.stringify({buildDir, locales: report}, null, 2));
} else {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('locale  version  raw          gzip');
  for (const {locale, bytes, gzipBytes, versions} of report) {
    for (const item of versions) {
      console.log(`${locale.padEnd(8)}${item.version.padEnd(9)}${kb(item.bytes).padEnd(13)}${kb(item.gzipBytes)}`);
    }
    console.log(`${locale.padEnd(8)}${'total'.padEnd(9)}${kb(bytes).padEnd(13)}${kb(gzipBytes)}`);
  }
}
