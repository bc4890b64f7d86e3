import fs from 'node:fs';
import ts from 'typescript';
import type {CssClassDoc} from '../types';
import {descriptionOf} from './jsdoc';
import {resolveAlias} from './program';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** `dateCalendarClasses` for DateCalendar; `barChartClasses` for BarChartPro when Pro has none of its own. */
export function classesExportCandidates(componentName: string, fallback?: string): string[] {
  const base = componentName.replace(/^Unstable_/, '');
  const withoutPlan = base.replace(/(Pro|Premium)$/, '');
  const names = [`${lowerFirst(base)}Classes`, `${lowerFirst(withoutPlan)}Classes`];
  if (fallback) names.push(fallback);
  return [...new Set(names)];
}

/**
 * The class-name prefix passed to `generateUtilityClasses('MuiDataGrid', [...])` in the compiled
 * JavaScript beside the declaration; the declarations only carry the keys.
 */
export function readClassPrefix(jsFile: string, exportName: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(jsFile, 'utf8');
  } catch {
    return undefined;
  }
  const source = ts.createSourceFile(jsFile, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  let prefix: string | undefined;
  const visit = (node: ts.Node): void => {
    if (prefix) return;
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === exportName &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      const [first] = node.initializer.arguments;
      if (first && ts.isStringLiteral(first)) prefix = first.text;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return prefix;
}

/** The CSS classes of a `*Classes` export: key, global class name and description. */
export function classesOf(checker: ts.TypeChecker, exportSymbol: ts.Symbol): CssClassDoc[] {
  const symbol = resolveAlias(checker, exportSymbol);
  const declaration = symbol.declarations?.[0];
  if (!declaration) return [];
  const jsFile = declaration.getSourceFile().fileName.replace(/\.d\.m?ts$/, '.js');
  const exportName = symbol.getName();
  const fallbackPrefix = `Mui${exportName.charAt(0).toUpperCase()}${exportName.slice(1).replace(/Classes$/, '')}`;
  const prefix = readClassPrefix(jsFile, exportName) ?? fallbackPrefix;
  return checker
    .getPropertiesOfType(checker.getTypeOfSymbol(symbol))
    .map((key) => ({
      key: key.getName(),
      className: `${prefix}-${key.getName()}`,
      description: descriptionOf(checker, key),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}
