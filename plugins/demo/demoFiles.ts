import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {locateContent, type ContentLocation} from '../../src/config/lookups';
import {DEFAULT_LOCALE} from '../../src/config/registry';

/** The styling variants a demo may have, as sibling files of `Foo.tsx`. */
export const STYLING_SUFFIXES = {system: '', tailwind: '.tailwind', css: '.css'} as const;
export type StylingName = keyof typeof STYLING_SUFFIXES;

export type DemoVariantFiles = {styling: StylingName; path: string};

/** The site folder that holds a content file, and the file's place in the registry's folders. */
function locate(mdxPath: string, siteDir: string): ContentLocation | undefined {
  return locateContent(path.relative(siteDir, mdxPath));
}

/** The docs version a page belongs to (a registry name: `current` for `docs/`), or `current` outside them. */
export function docsVersionOf(mdxPath: string, siteDir: string = process.cwd()): string {
  return locate(mdxPath, siteDir)?.version.name ?? 'current';
}

/** Where a translated page's demo lives: beside the English page it translates. */
function untranslatedDirectory(mdxPath: string, siteDir: string): string | undefined {
  const location = locate(mdxPath, siteDir);
  if (!location || location.locale === DEFAULT_LOCALE) return undefined;
  return path.dirname(path.join(siteDir, location.version.contentDir, location.docPath));
}

/** The absolute path of a demo named in a page, looked up beside the page, then beside its source. */
export function resolveDemoFile(mdxPath: string, file: string, siteDir: string = process.cwd()): string {
  if (!/^\.{1,2}\/.*\.tsx$/.test(file)) {
    throw new Error(`<Demo file="${file}"> in ${mdxPath}: give a relative path to a .tsx file, like "./Foo.tsx".`);
  }
  const directories = [path.dirname(mdxPath), untranslatedDirectory(mdxPath, siteDir)];
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

/** Where demos import shared data sets from (`src/demo-data/`), and where readers and sandboxes see them. */
export const DEMO_DATA_SPECIFIER = '@site/src/demo-data/';
export const READER_DATA_SPECIFIER = './data/';

/** The code as readers see it: shared data sets are imported from `./data/…`, as in the sandbox. */
export function toReaderSpecifiers(code: string): string {
  return code.split(`'${DEMO_DATA_SPECIFIER}`).join(`'${READER_DATA_SPECIFIER}`);
}

const dataModuleCache = new Map<string, Promise<Record<string, string>>>();

async function readDataModule(
  siteDir: string,
  name: string,
  toJavaScript: (ts: string) => Promise<string>,
): Promise<Record<string, string>> {
  const file = path.join(siteDir, 'src', 'demo-data', `${name}.ts`);
  if (!existsSync(file)) throw new Error(`A demo imports ${DEMO_DATA_SPECIFIER}${name}, but ${file} does not exist.`);
  const source = await readFile(file, 'utf8');
  // A sandbox gets this one file: it may import types, nothing else.
  const imports = [...source.matchAll(/^import\s+(?!type\b)[^;]*from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]);
  if (imports.length > 0) {
    throw new Error(`${file} imports ${imports.join(', ')}: a shared data set may import types only.`);
  }
  return {[`data/${name}.ts`]: source, [`data/${name}.js`]: await toJavaScript(source)};
}

/**
 * The shared data sets a demo imports, as sandbox files (`data/<name>.ts` and `.js`; the sandbox
 * keeps the one of the reader's code variant). Each set is read and transpiled once per build.
 */
export async function readDataModules(
  source: string,
  siteDir: string,
  toJavaScript: (ts: string) => Promise<string>,
): Promise<Record<string, string>> {
  const pattern = new RegExp(`from\\s+['"]${DEMO_DATA_SPECIFIER.replace(/[/.]/g, '\\$&')}([\\w-]+)['"]`, 'g');
  const files: Record<string, string> = {};
  for (const [, name] of source.matchAll(pattern)) {
    const key = `${siteDir}|${name}`;
    if (!dataModuleCache.has(key)) dataModuleCache.set(key, readDataModule(siteDir, name, toJavaScript));
    Object.assign(files, await dataModuleCache.get(key));
  }
  return files;
}
