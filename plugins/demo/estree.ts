/** A node of the ESTree that MDX compiles to JavaScript (only the shapes this plugin builds). */
export type EstreeNode = {type: string; [key: string]: unknown};

/** Marks a value that must be compiled as a reference to an imported binding, not as data. */
export class Binding {
  constructor(readonly name: string) {}
}

export type EstreeValue = string | number | boolean | null | Binding | EstreeValue[] | {[key: string]: EstreeValue};

function identifier(name: string): EstreeNode {
  return {type: 'Identifier', name};
}

function literal(value: string | number | boolean | null): EstreeNode {
  return {type: 'Literal', value, raw: JSON.stringify(value)};
}

/** The expression that evaluates to `value`. */
export function toExpression(value: EstreeValue): EstreeNode {
  if (value instanceof Binding) return identifier(value.name);
  if (Array.isArray(value)) return {type: 'ArrayExpression', elements: value.map(toExpression)};
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: literal(key),
        value: toExpression(item),
      })),
    };
  }
  return literal(value);
}

export function expressionProgram(value: EstreeValue): EstreeNode {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: toExpression(value)}],
  };
}

/** `import local from 'source';` */
export function defaultImportProgram(local: string, source: string): EstreeNode {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: identifier(local)}],
        source: literal(source),
      },
    ],
  };
}

/** `import {imported as local} from 'source';` */
export function namedImportProgram(imported: string, local: string, source: string): EstreeNode {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportSpecifier', imported: identifier(imported), local: identifier(local)}],
        source: literal(source),
      },
    ],
  };
}

/**
 * `const local = lazy(() => import('source'), 'exportName');` (the name only when given): the module
 * loads the first time `local` renders.
 */
export function lazyImportProgram(local: string, lazy: string, source: string, exportName?: string): EstreeNode {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [
          {
            type: 'VariableDeclarator',
            id: identifier(local),
            init: {
              type: 'CallExpression',
              optional: false,
              callee: identifier(lazy),
              arguments: [
                {
                  type: 'ArrowFunctionExpression',
                  params: [],
                  async: false,
                  generator: false,
                  expression: true,
                  body: {type: 'ImportExpression', source: literal(source)},
                },
                ...(exportName === undefined ? [] : [literal(exportName)]),
              ],
            },
          },
        ],
      },
    ],
  };
}
