/**
 * Why an edit of a demo does not run; shown under the editor, while the demo keeps its last
 * working render. Lines count from 1 in the code the reader edits.
 */
export type EditProblem =
  /** The code does not parse, or its types cannot be stripped (the compiler's own message). */
  | {kind: 'syntax'; message: string; line?: number}
  /** The code imports a module, or a name of one, that the page's demos do not load. */
  | {kind: 'import'; specifier: string; name?: string; line?: number}
  /** The module has no default export that is a component. */
  | {kind: 'export'}
  /** The code threw while it ran or rendered. */
  | {kind: 'runtime'; message: string; line?: number}
  /** The editor's compiler could not be loaded (offline, a failed request). */
  | {kind: 'load'};

/** Thrown by the steps of an edit's run (import check, evaluation) to stop it with a problem. */
export class EditError extends Error {
  constructor(readonly problem: EditProblem) {
    super(problem.kind);
    this.name = 'EditError';
  }
}

/** The line of the code as the reader sees it, from an offset in text whose lines are the same. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index += 1) if (text[index] === '\n') line += 1;
  return line;
}
