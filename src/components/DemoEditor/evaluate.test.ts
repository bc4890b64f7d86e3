import {evaluateEdit, FUNCTION_HEADER_LINES, lineOfError, problemOfError} from './evaluate';
import {EditError} from './problem';

const noModules = (specifier: string) => {
  throw new EditError({kind: 'import', specifier});
};

function problemOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return (error as EditError).problem;
  }
  throw new Error('expected the run to fail');
}

describe('evaluateEdit', () => {
  it("returns the module's default export when it is a component", () => {
    const Demo = evaluateEdit(
      'function Demo() { return null; }\nexports.default = Demo;',
      noModules,
      'Demo.edit-1.tsx',
    );
    expect(typeof Demo).toBe('function');
    const memo = evaluateEdit("exports.default = {$$typeof: Symbol.for('react.memo')};", noModules, 'a.tsx');
    expect(memo).toHaveProperty('$$typeof');
  });

  it('stops with an export problem when there is no component to render', () => {
    expect(problemOf(() => evaluateEdit('exports.value = 1;', noModules, 'a.tsx'))).toEqual({kind: 'export'});
  });

  it('stops with the import problem of a missing module, and with the line of an error thrown while running', () => {
    expect(problemOf(() => evaluateEdit("require('lodash');", noModules, 'a.tsx'))).toEqual({
      kind: 'import',
      specifier: 'lodash',
    });
    expect(problemOf(() => evaluateEdit('const a = 1;\n\nnull.boom;\n', noModules, 'Grid.edit-2.tsx'))).toEqual({
      kind: 'runtime',
      message: expect.stringMatching(/^TypeError: /),
      line: 3,
    });
  });
});

describe('lineOfError', () => {
  it('reads the line from a stack that names the code, and nothing from other stacks', () => {
    const error = new Error('x');
    error.stack = 'Error: x\n    at Demo (Demo.edit-3.tsx:7:12)\n    at renderWithHooks (react-dom.js:1:1)';
    // V8 (Node here, Chromium in the browser) puts two lines before the body of a Function.
    expect(FUNCTION_HEADER_LINES).toBe(2);
    expect(lineOfError(error, 'Demo.edit-3.tsx')).toBe(5);
    expect(lineOfError(error, 'Other.edit-1.tsx')).toBeUndefined();
    expect(lineOfError('not an error', 'Demo.edit-3.tsx')).toBeUndefined();
  });

  it('turns a thrown value that is not an Error into a runtime problem', () => {
    expect(problemOfError('plain text', 'a.tsx')).toEqual({kind: 'runtime', message: 'plain text'});
  });
});
