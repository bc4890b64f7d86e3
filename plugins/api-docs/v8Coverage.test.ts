import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {installedName, versionByName} from '../../src/config/lookups';
import {getProducts} from './products';
import {loadApiVersion} from './versions';

// The v8 reference against what the v8 packages export at runtime, read independently of the
// extractor: every component with a declared `<Name>Props` type, and every series type.
const siteDir = path.resolve(__dirname, '../..');
const v8 = versionByName('current')!;
const modulesDir = path.join(siteDir, 'node_modules');

/** Every `.d.ts` text of an installed package (with `nested`, also the packages installed inside it). */
function declarations(dir: string, nested = false): string {
  const texts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      if (entry.name === 'node_modules' && !nested) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.d.ts')) texts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return texts.join('\n');
}

const isComponentValue = (value: unknown) =>
  typeof value === 'function' ||
  (typeof value === 'object' &&
    value !== null &&
    String((value as {$$typeof?: symbol}).$$typeof).match(/forward_ref|memo/));

// Building blocks rather than components: Emotion styled parts and inputs marked for Material UI's
// FormControl (`muiName`); and what the package itself tags `@ignore` (internal).
const isBuildingBlock = (value: unknown) =>
  Boolean((value as {__emotion_base?: unknown}).__emotion_base || (value as {muiName?: unknown}).muiName);
const ignoredIn = (text: string) =>
  new Set(
    [...text.matchAll(/@ignore(?:(?!\*\/)[\s\S])*\*\/\s*(?:export )?declare (?:const|function) (\w+)/g)].map(
      ([, name]) => name,
    ),
  );

/** Every name a package exports for the same runtime value (`ChartZoomSlider` is `ChartsZoomSlider`). */
function aliasesIn(installedAs: string): Map<string, string[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const runtime = require(path.join(modulesDir, installedAs)) as Record<string, unknown>;
  const byValue = new Map<unknown, string[]>();
  for (const [name, value] of Object.entries(runtime)) byValue.set(value, [...(byValue.get(value) ?? []), name]);
  return new Map(Object.entries(runtime).map(([name, value]) => [name, byValue.get(value) ?? [name]]));
}

/** Runtime component exports of a package that declare a props type of their own name. */
function exportedComponents(installedAs: string): string[] {
  const dir = path.join(modulesDir, installedAs);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const runtime = require(dir) as Record<string, unknown>;
  const text = declarations(dir, true);
  const ignored = ignoredIn(text);
  return (
    Object.entries(runtime)
      .filter(([name, value]) => /^[A-Z][A-Za-z0-9]+$/.test(name) && isComponentValue(value) && !isBuildingBlock(value))
      .filter(([name]) => !/(Root|Context|Provider|Icon)$/.test(name) && !ignored.has(name))
      // An exported props type: a component without one (`ChartsZoomSlider()`) takes no props to document.
      .filter(([name]) =>
        new RegExp(`export (declare )?(interface|type) ${name}Props\\b|export (type )?\\{[^}]*\\b${name}Props\\b`).test(
          text,
        ),
      )
      .map(([name]) => name)
  );
}

describe('the v8 API reference', () => {
  let cacheDir: string;
  let names: Set<string>;
  beforeAll(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-v8-'));
    names = new Set((loadApiVersion(siteDir, 'current', cacheDir)?.pages ?? []).map((page) => page.name));
  });
  afterAll(() => fs.rmSync(cacheDir, {recursive: true, force: true}));

  it.each([
    ['date-pickers', 40],
    ['charts', 40],
    ['tree-view', 4],
  ] as const)('documents every %s component the v8 packages export', (id, atLeast) => {
    const product = getProducts(v8).find((candidate) => candidate.id === id)!;
    const skip = new Set(product.skipComponents ?? []);
    const expected = new Set(
      product.packages.flatMap((ref) => exportedComponents(ref.installedAs)).filter((name) => !skip.has(name)),
    );
    expect(expected.size).toBeGreaterThanOrEqual(atLeast);
    const aliases = new Map(product.packages.flatMap((ref) => [...aliasesIn(ref.installedAs)]));
    const documented = (name: string) =>
      (aliases.get(name) ?? [name]).some((alias) => names.has(alias) || names.has(alias.replace(/^Unstable_/, '')));
    expect([...expected].filter((name) => !documented(name))).toEqual([]);
  });

  it('documents the Data Grid toolbar, quick filter, export, prompt field and panel trigger parts', () => {
    const premium = installedName(v8, '@mui/x-data-grid-premium');
    const parts = exportedComponents(premium).filter((name) =>
      /^(Toolbar\w*|QuickFilter\w*|PromptField\w*|Export(Csv|Print|Excel)|\w+PanelTrigger)$/.test(name),
    );
    expect(parts.length).toBeGreaterThanOrEqual(15);
    expect(parts.filter((name) => !names.has(name))).toEqual([]);
  });

  it('documents every chart series type of the v8 packages', () => {
    const text = ['@mui/x-charts', '@mui/x-charts-pro']
      .map((name) => declarations(path.join(modulesDir, installedName(v8, name))))
      .join('\n');
    const series = [
      ...new Set([...text.matchAll(/export interface ([A-Z]\w*SeriesType)\b/g)].map(([, name]) => name)),
    ].filter((name) => !/^(Defaultized|Common)/.test(name));
    expect(series.length).toBeGreaterThanOrEqual(8);
    expect(series.filter((name) => !names.has(name))).toEqual([]);
  });
});
