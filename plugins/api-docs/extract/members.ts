import ts from 'typescript';
import type {PropDoc, SlotDoc} from '../types';
import {descriptionOf, hasTag, tagText} from './jsdoc';

const MAX_EXPANDED_TYPE = 4000;

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** True when a member is declared by an MUI X package (not React, the DOM or Material UI). */
export function isOwnMember(symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations ?? [];
  // MUI X packages: `@mui/x-*`, and the v4 grids of the `@material-ui` scope.
  return declarations.some((declaration) =>
    /[\\/](@mui[\\/]x-|@material-ui[\\/](data-grid|x-grid)[\\/])/.test(declaration.getSourceFile().fileName),
  );
}

function methodText(declaration: ts.MethodSignature | ts.MethodDeclaration): string {
  const params = declaration.parameters.map((param) => param.getText()).join(', ');
  const returns = declaration.type ? declaration.type.getText() : 'void';
  return `(${params}) => ${returns}`;
}

function aliasDefinition(checker: ts.TypeChecker, typeNode: ts.TypeNode): string | undefined {
  const alias = checker.getTypeAtLocation(typeNode).aliasSymbol;
  const declaration = alias?.declarations?.find(ts.isTypeAliasDeclaration);
  if (!declaration) return undefined;
  const text = oneLine(declaration.type.getText());
  return text.length > MAX_EXPANDED_TYPE ? `${text.slice(0, MAX_EXPANDED_TYPE)}…` : text;
}

/** The type as written in the source, plus the alias it names expanded one level. */
function typesOf(checker: ts.TypeChecker, symbol: ts.Symbol): {type: string; expandedType?: string} {
  const declaration = symbol.declarations?.[0];
  if (declaration && (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration))) {
    return {type: oneLine(methodText(declaration))};
  }
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
    declaration.type
  ) {
    const type = oneLine(declaration.type.getText());
    const expanded = aliasDefinition(checker, declaration.type);
    return expanded && expanded !== type ? {type, expandedType: expanded} : {type};
  }
  const resolved = declaration
    ? checker.getTypeOfSymbolAtLocation(symbol, declaration)
    : checker.getTypeOfSymbol(symbol);
  return {type: oneLine(checker.typeToString(resolved, undefined, ts.TypeFormatFlags.NoTruncation))};
}

export function toPropDoc(checker: ts.TypeChecker, symbol: ts.Symbol): PropDoc {
  const doc: PropDoc = {
    name: symbol.getName(),
    ...typesOf(checker, symbol),
    required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
    description: descriptionOf(checker, symbol),
  };
  const defaultValue = tagText(checker, symbol, 'default');
  if (defaultValue !== undefined) doc.default = defaultValue;
  const deprecated = tagText(checker, symbol, 'deprecated');
  if (deprecated !== undefined) doc.deprecated = deprecated;
  return doc;
}

/** The documented members of an object type, sorted by name, and how many foreign ones were left out. */
export function membersOf(checker: ts.TypeChecker, type: ts.Type): {props: PropDoc[]; foreign: number} {
  const props: PropDoc[] = [];
  let foreign = 0;
  for (const symbol of checker.getPropertiesOfType(checker.getApparentType(type))) {
    if (symbol.getName().startsWith('__') || hasTag(checker, symbol, 'ignore')) continue;
    if (!isOwnMember(symbol)) {
      foreign += 1;
      continue;
    }
    props.push(toPropDoc(checker, symbol));
  }
  props.sort((a, b) => a.name.localeCompare(b.name));
  return {props, foreign};
}

/**
 * The entries of a `slots` prop: each slot's name, description and default component. Releases
 * before v6 called the prop `components` (and its props `componentsProps`).
 */
export function slotsOf(checker: ts.TypeChecker, propsType: ts.Type): SlotDoc[] {
  const apparent = checker.getApparentType(propsType);
  const slotsProp = checker.getPropertyOfType(apparent, 'slots') ?? checker.getPropertyOfType(apparent, 'components');
  if (!slotsProp || !isOwnMember(slotsProp)) return [];
  const slotsType = checker.getNonNullableType(checker.getTypeOfSymbol(slotsProp));
  return checker
    .getPropertiesOfType(checker.getApparentType(slotsType))
    .filter((slot) => !hasTag(checker, slot, 'ignore'))
    .map((slot) => {
      const doc: SlotDoc = {name: slot.getName(), description: descriptionOf(checker, slot)};
      const defaultValue = tagText(checker, slot, 'default');
      if (defaultValue !== undefined) doc.default = defaultValue;
      return doc;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
