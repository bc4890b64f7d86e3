import ts from 'typescript';
import {hasTag} from './jsdoc';
import type {LoadedPackage} from './program';
import {resolveAlias} from './program';

export type FoundExport = {name: string; symbol: ts.Symbol; owner: LoadedPackage; exportedBy: LoadedPackage[]};

/** A placeholder like Pro's `DataGridPremium(): null`, exported only to point users at another package. */
function isPlaceholder(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  const signatures = checker.getTypeOfSymbol(symbol).getCallSignatures();
  return (
    signatures.length > 0 &&
    signatures.every((signature) => signature.getParameters().length === 0) &&
    signatures.every((signature) => signature.getReturnType().flags & ts.TypeFlags.Null)
  );
}

/** Every export name with the packages exporting it; the first package (community first) owns it. */
export function collectExports(checker: ts.TypeChecker, packages: LoadedPackage[]): Map<string, FoundExport> {
  const found = new Map<string, FoundExport>();
  for (const pkg of packages) {
    for (const exported of checker.getExportsOfModule(pkg.module)) {
      const name = exported.getName();
      const symbol = resolveAlias(checker, exported);
      if (isPlaceholder(checker, symbol)) continue;
      const entry = found.get(name);
      if (entry) entry.exportedBy.push(pkg);
      else found.set(name, {name, symbol, owner: pkg, exportedBy: [pkg]});
    }
  }
  return found;
}

/** The props type of a component: the first parameter of its first call signature. */
export function propsTypeOf(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Type | undefined {
  const [signature] = checker.getTypeOfSymbol(symbol).getCallSignatures();
  const [param] = signature?.getParameters() ?? [];
  return param && checker.getTypeOfSymbol(param);
}

/**
 * Whether an export is a documented React component: a PascalCase callable value taking props,
 * not marked `@ignore`, not a context, a styled building block or an icon.
 */
export function isDocumentedComponent(checker: ts.TypeChecker, entry: FoundExport): boolean {
  const {name, symbol} = entry;
  if (!/^[A-Z]/.test(name) || !(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) return false;
  if (/Context$/.test(name) || hasTag(checker, symbol, 'ignore')) return false;
  const declarationFile = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
  if (/[\\/]context[\\/]/.test(declarationFile)) return false;
  const type = checker.getTypeOfSymbol(symbol);
  if (checker.typeToString(type).startsWith('StyledComponent') || checker.getPropertyOfType(type, 'muiName')) {
    return false;
  }
  return propsTypeOf(checker, symbol) !== undefined;
}
