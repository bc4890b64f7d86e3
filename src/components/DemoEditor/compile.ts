import {transform, type Transform} from 'sucrase';
import {listImports, type ImportUse} from './importList';
import {EditError} from './problem';

/** The language of the code a reader edits: the demo's TypeScript, or the JavaScript derived from it. */
export type EditLanguage = 'TS' | 'JS';

export type CompiledEdit = {
  /** CommonJS code, line for line the edited code, that evaluateEdit runs. */
  code: string;
  imports: ImportUse[];
};

type SyntaxErrorWithLocation = Error & {loc?: {line: number; column: number}};

function compileStep(code: string, transforms: Transform[]): string {
  try {
    return transform(code, {transforms, jsxRuntime: 'automatic', production: true}).code;
  } catch (error) {
    const {message, loc} = error as SyntaxErrorWithLocation;
    // The compiler appends "(line:column)" to its message; the line is shown apart.
    const text = String(message).replace(/\s*\(\d+:\d+\)$/, '');
    throw new EditError(loc ? {kind: 'syntax', message: text, line: loc.line} : {kind: 'syntax', message: text});
  }
}

/**
 * Compiles an edit with Sucrase, in two steps that keep every line where it was: types and JSX
 * first (imports used only as types go), so the imports left are those the code needs at run
 * time; then the ES module to CommonJS, whose `require` calls the page's modules answer.
 * Throws an EditError with a syntax problem.
 */
export function compileEdit(source: string, language: EditLanguage): CompiledEdit {
  const module = compileStep(source, language === 'TS' ? ['typescript', 'jsx'] : ['jsx']);
  return {code: compileStep(module, ['imports']), imports: listImports(module)};
}
