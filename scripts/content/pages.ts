/** Reading the documentation's content folders: pages, their routes, their demos and listings. */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {contentDirOf, versionByName, versionRoutePrefix} from '../../src/config/lookups';

export type DocPage = {
  /** Route below the site, with the `/x` base and a trailing slash: `/x/v6/react-data-grid/sorting/`. */
  route: string;
  /** Path inside the content folder: `react-data-grid/sorting.mdx`. */
  docPath: string;
  file: string;
  source: string;
};

export function walkMarkdown(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : walkMarkdown(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** The front matter block of a page, or '' when it has none. */
export function frontMatterOf(source: string): string {
  return /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
}

/** The route of a doc file: its `slug`, or its path with `index` dropped, always with a trailing slash. */
export function routeOf(docPath: string, source: string, prefix: string): string {
  const slug = /^slug:\s*(\S+)\s*$/m.exec(frontMatterOf(source))?.[1];
  const id = docPath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  const route = slug ?? `/${id}`;
  return `/x${prefix}${route}`.replace(/\/+$/, '') + '/';
}

/** Every page of a version in a locale ('en' for the English folder), by route. */
export function pagesOf(siteDir: string, versionName: string, locale = 'en'): Map<string, DocPage> {
  const version = versionByName(versionName);
  if (!version) throw new Error(`unknown version ${versionName}`);
  const dir = path.join(siteDir, contentDirOf(version, locale));
  const prefix = versionRoutePrefix(version);
  const pages = new Map<string, DocPage>();
  for (const file of walkMarkdown(dir)) {
    const source = readFileSync(file, 'utf8');
    const docPath = path.relative(dir, file).split(path.sep).join('/');
    const route = routeOf(docPath, source, prefix);
    pages.set(route, {route, docPath, file, source});
  }
  return pages;
}

/** The demo files a page shows, in order: `<Demo file="./X.tsx" />`. */
export function demoFilesOf(source: string): string[] {
  return [...source.matchAll(/<Demo\s[^>]*?file="([^"]+)"/g)].map(([, file]) => file);
}

/** The complete sandbox listings of a page (```tsx sandbox), by their component name, in order. */
export function sandboxListingsOf(source: string): string[] {
  return [...source.matchAll(/^(`{3,})[jt]sx?[^\n]*\bsandbox\b[^\n]*\n([\s\S]*?)^\1/gm)].map(
    ([, , code]) => /export default function (\w+)/.exec(code)?.[1] ?? '?',
  );
}
