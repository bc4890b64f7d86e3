/** The state of each translated page against its English source: present, current, and its demos. */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {locateContent, productOfDocPath} from '../../src/config/lookups';
import {DEFAULT_LOCALE} from '../../src/config/registry';
import {demoFilesOf, frontMatterOf, pagesOf, sandboxListingsOf} from '../content/pages';

/** The front matter key of a translated page that records which English text it translates. */
export const SOURCE_HASH_KEY = 'source_hash';

/** A short hash of an English page's text (line endings normalized). */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex').slice(0, 12);
}

export function readSourceHash(translated: string): string | undefined {
  return new RegExp(`^${SOURCE_HASH_KEY}:\\s*['"]?([0-9a-f]+)['"]?\\s*$`, 'm').exec(frontMatterOf(translated))?.[1];
}

/** The translated page with `source_hash` set to `hash` (added at the end of its front matter). */
export function stampSourceHash(translated: string, hash: string): string {
  const frontMatter = frontMatterOf(translated);
  if (!translated.startsWith('---\n')) return `---\n${SOURCE_HASH_KEY}: ${hash}\n---\n\n${translated}`;
  const line = new RegExp(`^${SOURCE_HASH_KEY}:.*$`, 'm');
  const updated = line.test(frontMatter)
    ? frontMatter.replace(line, `${SOURCE_HASH_KEY}: ${hash}`)
    : `${frontMatter}\n${SOURCE_HASH_KEY}: ${hash}`;
  return translated.replace(`---\n${frontMatter}\n---`, `---\n${updated}\n---`);
}

/** What differs between the demos and listings of an English page and of its translation, in order. */
export function demoDifferences(english: string, translated: string): string[] {
  const problems: string[] = [];
  const compare = (kind: string, source: string[], target: string[]) => {
    if (source.join('\n') === target.join('\n')) return;
    const missing = source.filter((item) => !target.includes(item));
    const extra = target.filter((item) => !source.includes(item));
    if (missing.length > 0) problems.push(`missing ${kind}: ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`${kind} not in the English page: ${extra.join(', ')}`);
    if (missing.length === 0 && extra.length === 0) problems.push(`${kind} in another order than the English page`);
  };
  compare('demo', demoFilesOf(english), demoFilesOf(translated));
  compare('sandbox listing', sandboxListingsOf(english), sandboxListingsOf(translated));
  return problems;
}

export type PageState = 'current' | 'outdated' | 'unstamped' | 'missing';

export type PageStatus = {
  docPath: string;
  /** The product section (`data-grid`…), or `site` for the introduction, migration and the rest. */
  section: string;
  state: PageState;
  /** Demo or listing differences from the English page (translated pages only). */
  demoProblems: string[];
};

/** Every English page of a version, with the state of its translation in `locale`. */
export function pageStatuses(siteDir: string, versionName: string, locale: string): PageStatus[] {
  const translated = new Map([...pagesOf(siteDir, versionName, locale).values()].map((page) => [page.docPath, page]));
  return [...pagesOf(siteDir, versionName).values()]
    .sort((a, b) => a.docPath.localeCompare(b.docPath))
    .map((english) => {
      const section = productOfDocPath(english.docPath)?.id ?? 'site';
      const page = translated.get(english.docPath);
      if (!page) return {docPath: english.docPath, section, state: 'missing', demoProblems: []};
      const recorded = readSourceHash(page.source);
      const state: PageState =
        recorded === undefined ? 'unstamped' : recorded === sourceHash(english.source) ? 'current' : 'outdated';
      return {docPath: english.docPath, section, state, demoProblems: demoDifferences(english.source, page.source)};
    });
}

/** The English page a translated file translates (same path in the English folder). */
export function englishFileOf(siteDir: string, translatedFile: string): string | undefined {
  const location = locateContent(path.relative(siteDir, translatedFile));
  if (!location || location.locale === DEFAULT_LOCALE) return undefined;
  return path.join(siteDir, location.version.contentDir, location.docPath);
}
