import path from 'node:path';
import fs from 'node:fs';
import ts from 'typescript';
import type {ProductConfig} from '../products';
import {toSlug} from '../routes';
import type {ApiPageData} from '../types';
import {classesExportCandidates, classesOf} from './classes';
import {collectExports, isDocumentedComponent, propsTypeOf, type FoundExport} from './exports';
import {descriptionOf, tagText} from './jsdoc';
import {membersOf, slotsOf} from './members';
import {createProductProgram, type LoadedPackage} from './program';

/** `@mui/x-charts/BarChart` when the declaration sits in a folder the package exposes as a path import. */
function pathImport(entry: FoundExport): string | undefined {
  const file = entry.symbol.declarations?.[0]?.getSourceFile().fileName;
  if (!file) return undefined;
  const relative = path.relative(entry.owner.dir, file);
  const [folder] = relative.split(path.sep);
  if (!folder || relative.startsWith('..') || folder === relative) return undefined;
  if (!fs.existsSync(path.join(entry.owner.dir, folder, 'index.d.ts'))) return undefined;
  return `${entry.owner.ref.name}/${folder}`;
}

function importLines(entry: FoundExport): string[] {
  const statement = (from: string) => `import { ${entry.name} } from '${from}';`;
  const lines = entry.exportedBy.map((pkg) => statement(pkg.ref.name));
  const folder = pathImport(entry);
  if (folder) lines.unshift(statement(folder));
  return lines;
}

/** The documented component whose props this component's props extend (`ScatterChartProProps extends ScatterChartProps`). */
function inheritedComponent(checker: ts.TypeChecker, entry: FoundExport, documented: Set<string>): string | undefined {
  const propsType = propsTypeOf(checker, entry.symbol);
  const declarations = [
    ...(propsType?.aliasSymbol?.declarations ?? []),
    ...(propsType?.getSymbol()?.declarations ?? []),
    ...(propsType?.isIntersection() ? propsType.types.flatMap((part) => part.getSymbol()?.declarations ?? []) : []),
  ];
  let found: string | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
      const name = (ts.isTypeReferenceNode(node) ? node.typeName : node.expression).getText();
      const base = name.replace(/Props$/, '');
      if (name.endsWith('Props') && base !== entry.name && documented.has(base)) found = base;
    }
    ts.forEachChild(node, visit);
  };
  for (const declaration of declarations) {
    if (ts.isInterfaceDeclaration(declaration)) declaration.heritageClauses?.forEach(visit);
    else if (ts.isTypeAliasDeclaration(declaration)) visit(declaration.type);
  }
  return found;
}

function basePage(entry: FoundExport, product: ProductConfig, kind: ApiPageData['kind']): ApiPageData {
  return {
    kind,
    name: entry.name,
    slug: toSlug(entry.name),
    product: product.id,
    plan: entry.owner.ref.plan,
    imports: importLines(entry),
    description: '',
    props: [],
    slots: [],
    classes: [],
    inheritedNativeProps: 0,
    demos: [],
  };
}

function sharedClassesOf(product: ProductConfig, name: string): string | undefined {
  const shared = product.sharedClasses;
  return shared?.components.includes(name) ? shared.exportName : undefined;
}

function componentPage(
  checker: ts.TypeChecker,
  entry: FoundExport,
  product: ProductConfig,
  exportsByName: Map<string, FoundExport>,
  documented: Set<string>,
): ApiPageData {
  const page = basePage(entry, product, 'component');
  const propsType = propsTypeOf(checker, entry.symbol);
  page.description = descriptionOf(checker, entry.symbol);
  const deprecated = tagText(checker, entry.symbol, 'deprecated');
  if (deprecated !== undefined) page.deprecated = deprecated;
  if (propsType) {
    const {props, foreign} = membersOf(checker, propsType);
    page.props = props;
    page.inheritedNativeProps = foreign;
    page.slots = slotsOf(checker, propsType);
  }
  const classesExport = classesExportCandidates(entry.name, sharedClassesOf(product, entry.name))
    .map((name) => exportsByName.get(name))
    .find((candidate) => candidate !== undefined);
  if (classesExport) page.classes = classesOf(checker, classesExport.symbol);
  page.inheritsFrom = inheritedComponent(checker, entry, documented);
  return page;
}

function interfacePage(checker: ts.TypeChecker, entry: FoundExport, product: ProductConfig): ApiPageData {
  const page = basePage(entry, product, 'interface');
  page.description = descriptionOf(checker, entry.symbol);
  page.props = membersOf(checker, checker.getDeclaredTypeOfSymbol(entry.symbol)).props;
  return page;
}

export type ProductExtraction = {pages: ApiPageData[]; packageVersions: Record<string, string>};

/** Reads one product's installed packages and returns one page per documented component and interface. */
export function extractProduct(siteDir: string, product: ProductConfig): ProductExtraction {
  const {checker, packages} = createProductProgram(siteDir, product);
  const exportsByName = collectExports(checker, packages);
  const skip = new Set(product.skipComponents ?? []);
  const candidates = [...exportsByName.values()].filter((entry) =>
    product.components
      ? product.components.includes(entry.name)
      : !skip.has(entry.name) && isDocumentedComponent(checker, entry),
  );
  const names = new Set(candidates.map((entry) => entry.name));
  // v8 keeps `Unstable_FunnelChart` as an alias of the stable `FunnelChart`: document it once.
  const components = candidates.filter(
    (entry) => !(entry.name.startsWith('Unstable_') && names.has(entry.name.slice('Unstable_'.length))),
  );
  const documented = new Set(components.map((entry) => entry.name));
  const pages = components.map((entry) => componentPage(checker, entry, product, exportsByName, documented));
  for (const name of product.interfaces) {
    const entry = exportsByName.get(name);
    if (entry && entry.symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
      pages.push(interfacePage(checker, entry, product));
    }
  }
  const packageVersions = Object.fromEntries(packages.map((pkg: LoadedPackage) => [pkg.ref.name, pkg.version]));
  return {pages: pages.sort((a, b) => a.name.localeCompare(b.name)), packageVersions};
}
