import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';

/** The styling variants a demo may have, as sibling files of `Foo.tsx`. */
export const STYLING_SUFFIXES = {system: '', tailwind: '.tailwind', css: '.css'} as const;
export type StylingName = keyof typeof STYLING_SUFFIXES;

export type DemoVariantFiles = {styling: StylingName; path: string};

const TRANSLATED_DOC = /^(.*)\/i18n\/[^/]+\/docusaurus-plugin-content-docs\/(current|version-[^/]+)\/(.*)$/;

/** The docs version a page belongs to: `current` (v8 under `docs/`) or a released version's name. */
export function docsVersionOf(mdxPath: string): string {
  const normalized = mdxPath.split(path.sep).join('/');
  const match = /\/(?:versioned_docs|docusaurus-plugin-content-docs)\/version-([^/]+)\//.exec(normalized);
  return match ? match[1] : 'current';
}

/** Where a translated page's demo lives: beside the English page it translates. */
function untranslatedDirectory(mdxPath: string): string | undefined {
  const match = TRANSLATED_DOC.exec(mdxPath.split(path.sep).join('/'));
  if (!match) return undefined;
  const [, siteDir, version, rest] = match;
  const docsDir = version === 'current' ? 'docs' : `versioned_docs/${version}`;
  return path.dirname(path.join(siteDir, docsDir, rest));
}

/** The absolute path of a demo named in a page, looked up beside the page, then beside its source. */
export function resolveDemoFile(mdxPath: string, file: string): string {
  if (!/^\.{1,2}\/.*\.tsx$/.test(file)) {
    throw new Error(`<Demo file="${file}"> in ${mdxPath}: give a relative path to a .tsx file, like "./Foo.tsx".`);
  }
  const directories = [path.dirname(mdxPath), untranslatedDirectory(mdxPath)];
  for (const directory of directories) {
    const candidate = directory && path.resolve(directory, file);
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error(`<Demo file="${file}"> in ${mdxPath}: the file does not exist.`);
}

/** `Foo.tsx` and its `Foo.tailwind.tsx` / `Foo.css.tsx` siblings that exist. */
export function findVariantFiles(demoPath: string): DemoVariantFiles[] {
  const base = demoPath.slice(0, -'.tsx'.length);
  return (Object.keys(STYLING_SUFFIXES) as StylingName[])
    .map((styling) => ({styling, path: `${base}${STYLING_SUFFIXES[styling]}.tsx`}))
    .filter((variant) => existsSync(variant.path));
}

/** The demo's name, from its file name: `./BasicGrid.tsx` is `BasicGrid`. */
export function demoNameOf(demoPath: string): string {
  const name = path.basename(demoPath, '.tsx');
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) {
    throw new Error(`Demo file ${demoPath}: name it like a component (letters and digits, e.g. BasicGrid.tsx).`);
  }
  return name;
}

/** The stylesheets a demo imports from its own folder, by file name, for the sandboxes. */
export async function readLocalStylesheets(demoPath: string, source: string): Promise<Record<string, string>> {
  const stylesheets: Record<string, string> = {};
  for (const match of source.matchAll(/^import\s+(?:[\w{}\s,*]+\s+from\s+)?['"](\.\/[^'"]+\.css)['"]/gm)) {
    const name = match[1].slice(2);
    stylesheets[name] = await readFile(path.join(path.dirname(demoPath), name), 'utf8');
  }
  return stylesheets;
}
