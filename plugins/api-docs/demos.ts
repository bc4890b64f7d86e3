import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type DemoPage = {title: string; path: string};

const CODE_FENCE = /^```\s*(tsx|jsx|ts|js)\b/;

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names a piece of code imports from MUI X packages, read with the TypeScript parser. */
export function importedMuiXNames(code: string): string[] {
  const source = ts.createSourceFile('demo.tsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!statement.moduleSpecifier.text.startsWith('@mui/x-')) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      names.push(...bindings.elements.map((element) => (element.propertyName ?? element.name).text));
    }
  }
  return names;
}

/** The code of a page: its ESM import lines, its fenced code blocks and the demo files it names. */
export function codeOfPage(file: string, text: string): string[] {
  const chunks: string[] = [];
  const imports: string[] = [];
  let block: string[] | null = null;
  for (const line of text.split('\n')) {
    if (block) {
      if (line.startsWith('```')) {
        chunks.push(block.join('\n'));
        block = null;
      } else block.push(line);
    } else if (CODE_FENCE.test(line)) block = [];
    else if (line.startsWith('import ')) imports.push(line);
  }
  chunks.push(imports.join('\n'));
  const dir = path.dirname(file);
  for (const demo of fs.readdirSync(dir)) {
    if (/\.(tsx|jsx)$/.test(demo) && text.includes(demo)) chunks.push(fs.readFileSync(path.join(dir, demo), 'utf8'));
  }
  return chunks;
}

function titleOf(text: string, fallback: string): string {
  const frontMatter = text.startsWith('---') ? text.slice(3, text.indexOf('\n---', 3)) : '';
  const line = frontMatter.split('\n').find((candidate) => candidate.startsWith('title:'));
  return line
    ? line
        .slice('title:'.length)
        .trim()
        .replace(/^['"]|['"]$/g, '')
    : fallback;
}

/**
 * For each imported name, the guide pages of a docs version whose examples import it.
 * `routePrefix` is the version's URL prefix below the base URL ('' or 'v8/').
 */
export function findDemoPages(docsDir: string, routePrefix: string): Map<string, DemoPage[]> {
  const pagesByName = new Map<string, DemoPage[]>();
  for (const file of walk(docsDir)) {
    const text = fs.readFileSync(file, 'utf8');
    const relative = path
      .relative(docsDir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, '');
    const route = `/${routePrefix}${relative.replace(/(^|\/)index$/, '')}/`.replace(/\/+/g, '/');
    const page = {title: titleOf(text, relative), path: route};
    const names = new Set(codeOfPage(file, text).flatMap(importedMuiXNames));
    for (const name of names) pagesByName.set(name, [...(pagesByName.get(name) ?? []), page]);
  }
  for (const pages of pagesByName.values()) pages.sort((a, b) => a.title.localeCompare(b.title));
  return pagesByName;
}
