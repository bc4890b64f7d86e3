import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {contentDirOf, versionByName, versionRoutePrefix} from '../../../src/config/lookups';

export const siteDir = path.resolve(__dirname, '..', '..', '..');

/** A page of a version's content folder: its route below `/x/`, and its file. */
export type DocPage = {route: string; file: string; source: string};

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** The route of a doc file: its `slug`, or its path with `index` dropped, always with a trailing slash. */
export function routeOf(docPath: string, source: string, prefix: string): string {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const slug = /^slug:\s*(\S+)\s*$/m.exec(frontMatter)?.[1];
  const id = docPath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  const route = slug ?? `/${id}`;
  return `/x${prefix}${route}`.replace(/\/+$/, '') + '/';
}

/** Every page of a version in a locale ('en' for the English folder), by route. */
export function pagesOf(versionName: string, locale = 'en'): Map<string, DocPage> {
  const version = versionByName(versionName);
  if (!version) throw new Error(`unknown version ${versionName}`);
  const dir = path.join(siteDir, contentDirOf(version, locale));
  const prefix = versionRoutePrefix(version);
  const pages = new Map<string, DocPage>();
  for (const file of walk(dir)) {
    const source = readFileSync(file, 'utf8');
    const docPath = path.relative(dir, file).split(path.sep).join('/');
    pages.set(routeOf(docPath, source, prefix), {route: routeOf(docPath, source, prefix), file, source});
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

/** The routes of the original documentation, per version key of the reference file. */
export function referenceRoutes(key: string): string[] {
  const routes = JSON.parse(readFileSync(path.join(siteDir, 'tests/reference/original-routes.json'), 'utf8'));
  return routes[key] ?? [];
}

export function referenceDemoCounts(key: string): Record<string, number> {
  const counts = JSON.parse(readFileSync(path.join(siteDir, 'tests/reference/original-demo-counts.json'), 'utf8'));
  return counts[key] ?? {};
}
