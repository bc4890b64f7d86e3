import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import ts from 'typescript';
import type {PackageRef, ProductConfig} from '../products';

export type LoadedPackage = {ref: PackageRef; dir: string; version: string; module: ts.Symbol};

export type ProductProgram = {checker: ts.TypeChecker; packages: LoadedPackage[]};

/** The package's manifest: resolved as Node would, or at its folder when its `exports` hide it. */
function manifestOf(siteDir: string, installedAs: string): string | null {
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(`${installedAs}/package.json`);
  } catch {
    const direct = path.join(siteDir, 'node_modules', installedAs, 'package.json');
    return fs.existsSync(direct) ? direct : null;
  }
}

/** Directory and version of an installed package, or null when it is not installed. */
export function locatePackage(siteDir: string, installedAs: string): {dir: string; version: string} | null {
  const manifest = manifestOf(siteDir, installedAs);
  if (!manifest) return null;
  try {
    const {version} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string};
    return {dir: path.dirname(manifest), version};
  } catch {
    return null;
  }
}

/** A package's declarations entry: its manifest's `types` (v4 had `dist/data-grid.d.ts`), else `index.d.ts`. */
function typesEntry(dir: string): string {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      types?: string;
      typings?: string;
    };
    const declared = manifest.types ?? manifest.typings;
    if (declared && fs.existsSync(path.join(dir, declared))) return path.join(dir, declared);
  } catch {
    // An unreadable manifest: the conventional entry below.
  }
  return path.join(dir, 'index.d.ts');
}

/** One TypeScript program over all packages of a product, so shared types are read once. */
export function createProductProgram(siteDir: string, product: ProductConfig): ProductProgram {
  const located = product.packages
    .map((ref) => ({ref, found: locatePackage(siteDir, ref.installedAs)}))
    .filter((entry): entry is {ref: PackageRef; found: {dir: string; version: string}} => entry.found !== null);
  const roots = located.map(({found}) => typesEntry(found.dir));
  const program = ts.createProgram(roots, {
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    target: ts.ScriptTarget.ES2022,
    types: [],
  });
  const checker = program.getTypeChecker();
  const packages: LoadedPackage[] = [];
  located.forEach(({ref, found}, index) => {
    const source = program.getSourceFile(roots[index]);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (moduleSymbol) packages.push({ref, dir: found.dir, version: found.version, module: moduleSymbol});
  });
  return {checker, packages};
}

/** The symbol an export points at (through `export { X } from` re-exports). */
export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}
