// Both builds: a demo file's import map, for the edits readers make in the page
// (src/components/DemoEditor resolves an edit's imports with it). The demo group modules
// (remarkDemo.ts) apply this loader inline to the demo file itself (`!!loader!Foo.tsx`), so the
// map's imports resolve exactly as the demo's own do (under docs/, to the v8 packages: see
// plugins/v8-packages) and name the very modules the demo's chunk already holds.
'use strict';

const ts = require('typescript');

// Shared data sets are shown, and so edited, as `./data/<name>` (see demoFiles.ts).
const DEMO_DATA_SPECIFIER = '@site/src/demo-data/';
const READER_DATA_SPECIFIER = './data/';

/**
 * The imports a demo keeps at run time, in source order: what TypeScript keeps when it emits
 * JavaScript (imports used only as types are dropped, as they have no module value).
 * Each is `{specifier, defaultImport, namespace, names}`.
 */
function runtimeImports(source) {
  const {outputText} = ts.transpileModule(source, {
    fileName: 'Demo.tsx',
    compilerOptions: {jsx: ts.JsxEmit.Preserve, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext},
  });
  const file = ts.createSourceFile('Demo.jsx', outputText, ts.ScriptTarget.ESNext, false, ts.ScriptKind.JSX);
  const imports = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    const bindings = clause && clause.namedBindings;
    imports.push({
      specifier: statement.moduleSpecifier.text,
      defaultImport: Boolean(clause && clause.name),
      namespace: Boolean(bindings && ts.isNamespaceImport(bindings)),
      names:
        bindings && ts.isNamedImports(bindings)
          ? bindings.elements.map((item) => (item.propertyName || item.name).text)
          : [],
    });
  }
  return imports;
}

/** The specifier an edit uses for an import: the one the reader sees in the shown code. */
function readerSpecifier(specifier) {
  return specifier.startsWith(DEMO_DATA_SPECIFIER)
    ? READER_DATA_SPECIFIER + specifier.slice(DEMO_DATA_SPECIFIER.length)
    : specifier;
}

/**
 * The module: each import of the demo again (the same modules, so nothing new is bundled) and, as
 * its default export, a list of `[specifier, module]` pairs, a module being the namespace for
 * `import * as`, otherwise an object with the imported names (`default` for a default import).
 */
function importsModule(imports) {
  const lines = [];
  const pairs = imports.map((entry, index) => {
    const specifier = JSON.stringify(entry.specifier);
    const key = JSON.stringify(readerSpecifier(entry.specifier));
    if (entry.namespace) {
      lines.push(`import * as m${index} from ${specifier};`);
      return `[${key}, m${index}]`;
    }
    const locals = entry.names.map((name, position) => [name, `m${index}_${position}`]);
    const clause = [
      ...(entry.defaultImport ? [`m${index}_default`] : []),
      ...(locals.length > 0 ? [`{${locals.map(([name, local]) => `${name} as ${local}`).join(', ')}}`] : []),
    ];
    lines.push(clause.length > 0 ? `import ${clause.join(', ')} from ${specifier};` : `import ${specifier};`);
    const fields = [
      '__esModule: true',
      ...(entry.defaultImport ? [`default: m${index}_default`] : []),
      ...locals.map(([name, local]) => `${JSON.stringify(name)}: ${local}`),
    ];
    return `[${key}, {${fields.join(', ')}}]`;
  });
  return `${lines.join('\n')}\nexport default [${pairs.join(', ')}];\n`;
}

module.exports = function demoImportsLoader(source) {
  return importsModule(runtimeImports(source));
};
module.exports.runtimeImports = runtimeImports;
module.exports.importsModule = importsModule;
