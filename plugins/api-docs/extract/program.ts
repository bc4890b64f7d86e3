import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import ts from 'typescript';
import type {PackageRef, ProductConfig} from '../products';

export type LoadedPackage = {ref: PackageRef; dir: string; version: string; module: ts.Symbol};

export type ProductProgram = {checker: ts.TypeChecker; packages: LoadedPackage[]};

/** Directory and version of an installed package, or null when it is not installed. */
export function locatePackage(siteDir: string, installedAs: string): {dir: string; version: string} | null {
  try {
    const manifest = createRequire(path.join(siteDir, 'package.json')).resolve(`${installedAs}/package.json`);
    const {version} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string};
    return {dir: path.dirname(manifest), version};
  } catch {
    return null;
  }
}

/** One TypeScript program over all packages of a product, so shared types are read once. */
export function createProductProgram(siteDir: string, product: ProductConfig): ProductProgram {
  const located = product.packages
    .map((ref) => ({ref, found: locatePackage(siteDir, ref.installedAs)}))
    .filter((entry): entry is {ref: PackageRef; found: {dir: string; version: string}} => entry.found !== null);
  const roots = located.map(({found}) => path.join(found.dir, 'index.d.ts'));
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
