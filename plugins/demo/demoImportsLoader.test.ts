// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as the bundler loads it
const loader = require('./demoImportsLoader.cjs') as {
  (source: string): string;
  runtimeImports: (source: string) => Array<{
    specifier: string;
    defaultImport: boolean;
    namespace: boolean;
    names: string[];
  }>;
};

const DEMO = `import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridColDef, type GridRowsProp} from '@mui/x-data-grid';
import type {Dayjs} from 'dayjs';
import {EMPLOYEES} from '@site/src/demo-data/employees';
import styles from './Grid.module.css';
import './global.css';

const columns: GridColDef[] = [{field: 'name'}];
const rows: GridRowsProp = EMPLOYEES;

export default function Grid() {
  const [day] = React.useState<Dayjs | null>(null);
  return <Box className={styles.root}><DataGrid rows={rows} columns={columns} />{String(day)}</Box>;
}
`;

describe('demoImportsLoader', () => {
  it('lists the imports a demo keeps at run time, without those used only as types', () => {
    expect(loader.runtimeImports(DEMO)).toEqual([
      {specifier: 'react', defaultImport: false, namespace: true, names: []},
      {specifier: '@mui/material/Box', defaultImport: true, namespace: false, names: []},
      {specifier: '@mui/x-data-grid', defaultImport: false, namespace: false, names: ['DataGrid']},
      {specifier: '@site/src/demo-data/employees', defaultImport: false, namespace: false, names: ['EMPLOYEES']},
      {specifier: './Grid.module.css', defaultImport: true, namespace: false, names: []},
      {specifier: './global.css', defaultImport: false, namespace: false, names: []},
    ]);
  });

  it('writes a module that imports the same modules and exports them by the specifiers readers see', () => {
    expect(loader(DEMO).split('\n')).toEqual([
      'import * as m0 from "react";',
      'import m1_default from "@mui/material/Box";',
      'import {DataGrid as m2_0} from "@mui/x-data-grid";',
      'import {EMPLOYEES as m3_0} from "@site/src/demo-data/employees";',
      'import m4_default from "./Grid.module.css";',
      'import "./global.css";',
      'export default [["react", m0], ["@mui/material/Box", {__esModule: true, default: m1_default}], ' +
        '["@mui/x-data-grid", {__esModule: true, "DataGrid": m2_0}], ' +
        '["./data/employees", {__esModule: true, "EMPLOYEES": m3_0}], ' +
        '["./Grid.module.css", {__esModule: true, default: m4_default}], ["./global.css", {__esModule: true}]];',
      '',
    ]);
  });

  it('keeps a default and named imports of one statement, and renamed imports by their exported name', () => {
    const source =
      "import dayjs, {extend as grow} from 'dayjs';\nexport default function A() {\n  grow(dayjs);\n  return null;\n}\n";
    expect(loader(source)).toContain('import m0_default, {extend as m0_0} from "dayjs";');
    expect(loader(source)).toContain('["dayjs", {__esModule: true, default: m0_default, "extend": m0_0}]');
  });

  it('gives an empty list for a demo without imports', () => {
    expect(loader('export default function A() {\n  return null;\n}\n')).toBe('\nexport default [];\n');
  });
});
