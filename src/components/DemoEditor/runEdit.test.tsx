import * as React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {runEdit, type EditOutcome} from './runEdit';

function Grid({label}: {label: string}) {
  return <p>grid {label}</p>;
}
const imports = {own: [], page: [['./grid', {__esModule: true, Grid}]] as [string, Record<string, unknown>][]};

function componentOf(outcome: EditOutcome) {
  if (!('component' in outcome)) throw new Error(`expected a component, got ${JSON.stringify(outcome.problem)}`);
  return outcome;
}

describe('runEdit', () => {
  it("renders an edit on the page's modules", () => {
    const source =
      'import {Grid} from \'./grid\';\nexport default function Demo() {\n  return <Grid label="edited" />;\n}\n';
    const {component} = componentOf(runEdit({demoName: 'Demo', source, language: 'TS', imports}));
    expect(renderToStaticMarkup(React.createElement(component))).toBe('<p>grid edited</p>');
  });

  it('names the import the page does not load, with its line', () => {
    const source =
      "import * as React from 'react';\nimport {chunk} from 'lodash';\nexport default function Demo() {\n  return null;\n}\n";
    expect(runEdit({demoName: 'Demo', source, language: 'JS', imports})).toEqual({
      problem: {kind: 'import', specifier: 'lodash', line: 2},
    });
    const unknownName = "import {Chart} from './grid';\nexport default function Demo() {\n  return <Chart />;\n}\n";
    expect(runEdit({demoName: 'Demo', source: unknownName, language: 'TS', imports})).toEqual({
      problem: {kind: 'import', specifier: './grid', name: 'Chart', line: 1},
    });
  });

  it('explains an error thrown while rendering with the line that threw', () => {
    const source = 'export default function Demo() {\n  const rows = undefined;\n  return <p>{rows.length}</p>;\n}\n';
    const {component, explain} = componentOf(runEdit({demoName: 'Demo', source, language: 'TS', imports}));
    let thrown: unknown;
    try {
      renderToStaticMarkup(React.createElement(component));
    } catch (error) {
      thrown = error;
    }
    expect(explain(thrown)).toEqual({kind: 'runtime', message: expect.stringMatching(/^TypeError: /), line: 3});
  });

  it('reports a syntax error and a missing default export', () => {
    expect(
      runEdit({demoName: 'Demo', source: 'export default function Demo( {', language: 'TS', imports}),
    ).toMatchObject({
      problem: {kind: 'syntax', line: 1},
    });
    expect(runEdit({demoName: 'Demo', source: 'export const a = 1;', language: 'TS', imports})).toEqual({
      problem: {kind: 'export'},
    });
  });
});
