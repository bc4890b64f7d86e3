import {createSandboxProject, stackBlitzFields} from '@site/src/utils/sandbox';
import {sandboxInputOf, shownSourceOf} from './shownSource';
import type {DemoData, DemoVariant} from './types';

const variant: DemoVariant = {
  component: () => null,
  ts: "import { DataGrid } from '@mui/x-data-grid';\nexport default function Grid() {\n  return <DataGrid rows={[]} columns={[{ field: 'a', headerName: 'Name' }]} />;\n}\n",
  js: 'export default function Grid() {\n  return null;\n}\n',
  files: {'Grid.module.css': '.root {}'},
};
const demo: DemoData = {name: 'Grid', docsVersion: '7.29.0', variants: {system: variant}};
const state = {codeVariant: 'TS', styling: 'system', variant, code: variant.ts} as const;

describe('shownSource', () => {
  it("sends the reader's edit of the shown variant to the sandboxes", () => {
    const edited = variant.ts.replace("headerName: 'Name'", "headerName: 'Edited name'");
    const project = createSandboxProject(sandboxInputOf(demo, state, {code: edited, problem: null}))!;
    expect(project.files['src/Grid.tsx']).toBe(edited);
    expect(stackBlitzFields(project)['project[files][src/Grid.tsx]']).toContain("headerName: 'Edited name'");
    expect(project.files['src/Grid.module.css']).toBe('.root {}');
  });

  it('sends the original code when the variant has no edit', () => {
    expect(shownSourceOf(state, undefined)).toBe(variant.ts);
    expect(createSandboxProject(sandboxInputOf(demo, state, undefined))!.files['src/Grid.tsx']).toBe(variant.ts);
  });
});
