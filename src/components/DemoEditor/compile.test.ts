import {compileEdit} from './compile';
import {EditError} from './problem';

const GRID = `import * as React from 'react';
import {DataGrid, type GridColDef, GridRowsProp} from '@mui/x-data-grid';
import type {Dayjs} from 'dayjs';

const rows: GridRowsProp = [{id: 1, name: 'Ada'}];
const columns: GridColDef[] = [{field: 'name', headerName: 'Name'}];

export default function Grid() {
  const [day] = React.useState<Dayjs | null>(null);
  return <DataGrid rows={rows} columns={columns} aria-label={String(day)} />;
}
`;

function problemOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof EditError) return error.problem;
    throw error;
  }
  throw new Error('expected the compile to fail');
}

describe('compileEdit', () => {
  it('strips the types and keeps only the imports needed at run time, with their lines', () => {
    const {code, imports} = compileEdit(GRID, 'TS');
    expect(imports).toEqual([
      {specifier: 'react/jsx-runtime', names: ['jsx'], line: 1},
      {specifier: 'react', names: [], line: 1},
      {specifier: '@mui/x-data-grid', names: ['DataGrid'], line: 2},
    ]);
    expect(code).not.toContain('GridColDef');
    expect(code).toContain("require('@mui/x-data-grid')");
    expect(code).not.toContain("require('dayjs')");
    // Line for line: the component is still declared on line 8.
    expect(code.split('\n')[7]).toContain('function Grid()');
    expect(code).toContain('exports.default = Grid');
  });

  it('compiles the JavaScript variant', () => {
    const js =
      "import {DataGrid} from '@mui/x-data-grid';\nexport default function A() {\n  return <DataGrid rows={[]} columns={[]} />;\n}\n";
    expect(compileEdit(js, 'JS').imports.map((use) => use.specifier)).toEqual([
      'react/jsx-runtime',
      '@mui/x-data-grid',
    ]);
  });

  it('reports a syntax error with its line and without the position in the message', () => {
    const broken = GRID.replace('return <DataGrid', 'return <DataGrid <');
    expect(problemOf(() => compileEdit(broken, 'TS'))).toEqual({kind: 'syntax', message: expect.any(String), line: 10});
    const problem = problemOf(() => compileEdit('const a = ;', 'TS'));
    expect(problem).toEqual({kind: 'syntax', message: 'Unexpected token', line: 1});
  });

  it('refuses TypeScript in the JavaScript variant as a syntax error', () => {
    expect(problemOf(() => compileEdit('const a: number = 1;\nexport default a;', 'JS'))).toMatchObject({
      kind: 'syntax',
      line: 1,
    });
  });
});
