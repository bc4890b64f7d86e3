import ts from 'typescript';
import type {Plugin} from 'prettier';
import * as prettier from 'prettier/standalone';
import * as babelPlugin from 'prettier/plugins/babel';
import * as estreePlugin from 'prettier/plugins/estree';
import * as typescriptPlugin from 'prettier/plugins/typescript';

/** A demo's JSX is shown as a collapsed preview only when it is this short. */
export const PREVIEW_MAX_LINES = 16;

// Readers see the code as MUI's own demos print it, whatever the repository's prettier settings.
const DEMO_FORMAT = {singleQuote: true, printWidth: 85, trailingComma: 'all'} as const;
// The estree plugin's type declarations are empty, though it is the printer the parsers need.
const PLUGINS: Plugin[] = [babelPlugin, estreePlugin as Plugin, typescriptPlugin];
// TypeScript drops blank lines when it prints; a comment holds each one through the transpile.
const BLANK_MARKER = '//__demo_blank_line__';

export type DemoCode = {ts: string; js: string; tsPreview?: string; jsPreview?: string};

export function formatTypeScript(source: string): Promise<string> {
  return prettier.format(source, {...DEMO_FORMAT, parser: 'typescript', plugins: PLUGINS});
}

/** TypeScript in, JavaScript out: types removed, blank lines and comments kept, then prettier. */
export async function toJavaScript(tsSource: string): Promise<string> {
  const marked = tsSource.replace(/^[ \t]*$/gm, BLANK_MARKER);
  const {outputText} = ts.transpileModule(marked, {
    compilerOptions: {
      jsx: ts.JsxEmit.Preserve,
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      removeComments: false,
    },
  });
  const restored = outputText.replace(new RegExp(`^[ \\t]*${BLANK_MARKER}[ \\t]*$`, 'gm'), '');
  return prettier.format(restored, {...DEMO_FORMAT, parser: 'babel', plugins: PLUGINS});
}

function unwrapParentheses(expression: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(expression) ? unwrapParentheses(expression.expression) : expression;
}

function isJsx(node: ts.Node): boolean {
  return ts.isJsxElement(node) || ts.isJsxFragment(node) || ts.isJsxSelfClosingElement(node);
}

function defaultExportedBody(file: ts.SourceFile): ts.Block | undefined {
  let exportedName: string | undefined;
  for (const statement of file.statements) {
    if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      exportedName = statement.expression.text;
    }
  }
  for (const statement of file.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.body) continue;
    const modifiers = ts.getModifiers(statement) ?? [];
    const isDefault = modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
    if (isDefault || (exportedName !== undefined && statement.name?.text === exportedName)) return statement.body;
  }
  return undefined;
}

/** The JSX the default-exported component returns, dedented, when it fits in the preview. */
export function extractPreview(code: string): string | undefined {
  const file = ts.createSourceFile('Demo.tsx', code, ts.ScriptTarget.ESNext, true, ts.ScriptKind.TSX);
  const body = defaultExportedBody(file);
  const returned = body?.statements.filter(ts.isReturnStatement).at(-1)?.expression;
  if (!returned) return undefined;
  const jsx = unwrapParentheses(returned);
  if (!isJsx(jsx)) return undefined;
  const start = file.getLineAndCharacterOfPosition(jsx.getStart(file));
  const end = file.getLineAndCharacterOfPosition(jsx.getEnd());
  if (end.line - start.line + 1 > PREVIEW_MAX_LINES) return undefined;
  const indent = ' '.repeat(start.character);
  return code
    .slice(jsx.getStart(file), jsx.getEnd())
    .split('\n')
    .map((line, index) => (index === 0 || !line.startsWith(indent) ? line : line.slice(indent.length)))
    .join('\n');
}

/** Everything a demo block shows of one TSX file: the TS and JS code and their previews. */
export async function deriveDemoCode(tsSource: string): Promise<DemoCode> {
  const [tsCode, jsCode] = await Promise.all([formatTypeScript(tsSource), toJavaScript(tsSource)]);
  const code: DemoCode = {ts: tsCode, js: jsCode};
  const tsPreview = extractPreview(tsCode);
  const jsPreview = extractPreview(jsCode);
  if (tsPreview !== undefined) code.tsPreview = tsPreview;
  if (jsPreview !== undefined) code.jsPreview = jsPreview;
  return code;
}
