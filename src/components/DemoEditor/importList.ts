import {lineAt, type EditProblem} from './problem';

/** One import statement of an edit: what it takes from which module, and on which line. */
export type ImportUse = {
  specifier: string;
  /** Imported names; `default` for a default import. Empty for `import * as` and `import 'x'`. */
  names: string[];
  line: number;
};

// An import statement at the start of a line or after `;` (the compiler puts its own JSX runtime
// import before the first line's): a clause and `from`, or a bare module for its side effects.
const IMPORT_STATEMENT = /(?:^|[;\n])[ \t]*(import\b\s*(?:([\w$\s{},*]*?)\s*\bfrom\s*)?(['"])([^'"\n]+)\3)/g;

function namesOf(clause: string): string[] {
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = (braces ? clause.replace(braces[0], '') : clause).split(',').map((part) => part.trim());
  if (outside.some((part) => /^[\w$]+$/.test(part))) names.push('default');
  for (const part of braces?.[1].split(',') ?? []) {
    const imported = part.trim().split(/\s+as\s+/)[0];
    if (imported) names.push(imported);
  }
  return names;
}

/**
 * The import statements of compiled ES module code whose types are already stripped (the
 * compiler keeps every statement on its line). Statements are read with a pattern, not a parser:
 * import declarations have a small grammar, and the evaluated code is checked again (see
 * createEditRequire) for anything this misses.
 */
export function listImports(code: string): ImportUse[] {
  const uses: ImportUse[] = [];
  for (const match of code.matchAll(IMPORT_STATEMENT)) {
    const offset = (match.index ?? 0) + match[0].indexOf(match[1]);
    uses.push({specifier: match[4], names: match[2] ? namesOf(match[2]) : [], line: lineAt(code, offset)});
  }
  return uses;
}

/** The first import that the available modules cannot give, as a problem; undefined when all resolve. */
export function findMissingImport(
  uses: ImportUse[],
  modules: ReadonlyMap<string, Record<string, unknown>>,
): EditProblem | undefined {
  for (const {specifier, names, line} of uses) {
    const module = modules.get(specifier);
    if (module === undefined) return {kind: 'import', specifier, line};
    const name = names.find((item) => !(item in module));
    if (name !== undefined) return {kind: 'import', specifier, name, line};
  }
  return undefined;
}
