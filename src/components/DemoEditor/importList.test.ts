import {findMissingImport, listImports} from './importList';

describe('listImports', () => {
  it('reads default, namespace, named and bare imports with their lines', () => {
    const code = [
      'import {jsx as _jsx} from "react/jsx-runtime";import * as React from \'react\';',
      "import Box from '@mui/material/Box';",
      'import {',
      '  DataGrid,',
      '  useGridApiRef as useApi,',
      "} from '@mui/x-data-grid';",
      "import dayjs, {extend} from 'dayjs';",
      "import './styles.css';",
      '',
      'export default function Demo() {',
      "  const text = 'import nothing from here';",
      "  return import('lazy-module');",
      '}',
    ].join('\n');
    expect(listImports(code)).toEqual([
      {specifier: 'react/jsx-runtime', names: ['jsx'], line: 1},
      {specifier: 'react', names: [], line: 1},
      {specifier: '@mui/material/Box', names: ['default'], line: 2},
      {specifier: '@mui/x-data-grid', names: ['DataGrid', 'useGridApiRef'], line: 3},
      {specifier: 'dayjs', names: ['default', 'extend'], line: 7},
      {specifier: './styles.css', names: [], line: 8},
    ]);
  });

  it('skips what the compiler leaves of a type-only named import', () => {
    expect(listImports("import {DataGrid,} from '@mui/x-data-grid';")).toEqual([
      {specifier: '@mui/x-data-grid', names: ['DataGrid'], line: 1},
    ]);
  });
});

describe('findMissingImport', () => {
  const modules = new Map<string, Record<string, unknown>>([
    ['react', {useState: () => undefined}],
    ['@mui/x-data-grid', {__esModule: true, DataGrid: () => null}],
  ]);

  it('accepts imports the page loads', () => {
    expect(findMissingImport(listImports("import {DataGrid} from '@mui/x-data-grid';"), modules)).toBeUndefined();
  });

  it('names a module the page does not load, and a name the page does not import from a module', () => {
    expect(findMissingImport(listImports("import {useState} from 'react';\nimport _ from 'lodash';"), modules)).toEqual(
      {
        kind: 'import',
        specifier: 'lodash',
        line: 2,
      },
    );
    expect(findMissingImport(listImports("import {DataGrid, GridToolbar} from '@mui/x-data-grid';"), modules)).toEqual({
      kind: 'import',
      specifier: '@mui/x-data-grid',
      name: 'GridToolbar',
      line: 1,
    });
  });
});
