import {translate} from '@docusaurus/Translate';
import type {EditProblem} from './problem';

function describe(problem: EditProblem): string {
  switch (problem.kind) {
    case 'syntax':
      return translate({id: 'editor.problem.syntax', message: 'Syntax error: {message}'}, {message: problem.message});
    case 'import':
      return problem.name === undefined
        ? translate(
            {
              id: 'editor.problem.import',
              message: '"{specifier}" is not loaded on this page, so an edit cannot import it. StackBlitz can run it.',
            },
            {specifier: problem.specifier},
          )
        : translate(
            {
              id: 'editor.problem.importName',
              message:
                '"{name}" from "{specifier}" is not loaded on this page, so an edit cannot import it. StackBlitz can run it.',
            },
            {name: problem.name, specifier: problem.specifier},
          );
    case 'export':
      return translate({
        id: 'editor.problem.export',
        message: 'The code has no default export of a component to render.',
      });
    case 'runtime':
      return translate(
        {id: 'editor.problem.runtime', message: 'Error while running: {message}'},
        {message: problem.message},
      );
    case 'load':
      return translate({
        id: 'editor.problem.load',
        message: 'The compiler could not be loaded. Check the connection and edit again.',
      });
  }
}

/** The message shown under the editor for a problem: what went wrong, on which line, and that the demo is kept. */
export function problemText(problem: EditProblem): string {
  const text = describe(problem);
  const line = 'line' in problem ? problem.line : undefined;
  const located =
    line === undefined
      ? text
      : translate(
          {id: 'editor.problem.atLine', message: 'Line {line}: {problem}'},
          {line: String(line), problem: text},
        );
  return `${located} ${translate({id: 'editor.problem.kept', message: 'The demo shows the last version that ran.'})}`;
}
