import path from 'node:path';
import {versionByName} from '../../../src/config/lookups';
import {getProducts} from '../products';
import type {ApiPageData} from '../types';
import {extractProduct} from './product';

// These tests read the real installed 7.29 packages with the TypeScript compiler.
jest.setTimeout(180_000);

const siteDir = path.resolve(__dirname, '../../..');
const products = getProducts(versionByName('7.29.0')!);
const extracted = new Map<string, ApiPageData[]>();

function pagesOf(id: string): ApiPageData[] {
  if (!extracted.has(id)) {
    const product = products.find((candidate) => candidate.id === id);
    if (!product) throw new Error(`unknown product ${id}`);
    extracted.set(id, extractProduct(siteDir, product).pages);
  }
  return extracted.get(id) ?? [];
}

function pageOf(id: string, name: string): ApiPageData {
  const page = pagesOf(id).find((candidate) => candidate.name === name);
  if (!page) throw new Error(`${name} missing`);
  return page;
}

describe('extractor on DataGrid', () => {
  it('reads props with types, defaults, required flags and deprecation reasons', () => {
    const page = pageOf('data-grid', 'DataGrid');
    const prop = (name: string) => page.props.find((candidate) => candidate.name === name);
    expect(prop('getRowId')).toMatchObject({
      type: 'GridRowIdGetter<R>',
      expandedType: '(row: R) => GridRowId',
      required: false,
    });
    expect(prop('getRowId')?.description).toMatch(/Return the id of a given/);
    expect(prop('rows')).toMatchObject({type: 'GridRowsProp<R>', default: '[]'});
    expect(prop('columns')?.required).toBe(true);
    expect(prop('autoHeight')?.deprecated).toMatch(/flex parent container/);
    expect(prop('density')?.default).toBe('"standard"');
  });

  it('reads slots and the CSS classes of gridClasses with their real prefix', () => {
    const page = pageOf('data-grid', 'DataGrid');
    expect(page.slots.find((slot) => slot.name === 'toolbar')).toBeDefined();
    expect(page.classes.find((cls) => cls.key === 'root')?.className).toBe('MuiDataGrid-root');
  });

  it('gives package and path imports and the plan of the owning package', () => {
    const page = pageOf('data-grid', 'DataGrid');
    expect(page.imports).toEqual([
      "import { DataGrid } from '@mui/x-data-grid/DataGrid';",
      "import { DataGrid } from '@mui/x-data-grid';",
    ]);
    expect(page.plan).toBe('community');
    expect(pageOf('data-grid', 'DataGridPremium').plan).toBe('premium');
    expect(pageOf('data-grid', 'DataGridPremium').props.length).toBeGreaterThan(
      pageOf('data-grid', 'DataGrid').props.length,
    );
  });
});

describe('extractor on BarChart', () => {
  it('reads the required series prop, a deprecated prop, slots and inheritance', () => {
    const page = pageOf('charts', 'BarChart');
    expect(page.props.find((prop) => prop.name === 'series')).toMatchObject({
      type: "MakeOptional<BarSeriesType, 'type'>[]",
      required: true,
    });
    expect(page.props.find((prop) => prop.name === 'legend')?.deprecated).toMatch(/slotProps\.legend/);
    expect(page.slots.map((slot) => slot.name)).toContain('bar');
    expect(page.inheritsFrom).toBe('ResponsiveChartContainer');
    expect(pageOf('charts', 'BarChartPro')).toMatchObject({plan: 'pro', inheritsFrom: 'BarChart'});
  });

  it('reads classes from a component classes export', () => {
    expect(pageOf('charts', 'BarElement').classes.map((cls) => cls.className)).toEqual(['MuiBarElement-root']);
  });
});

describe('coverage of the 7.29 reference', () => {
  it.each([
    ['data-grid', 6, 17],
    ['date-pickers', 53, 0],
    ['charts', 55, 5],
    ['tree-view', 6, 0],
  ])('%s has %i components and %i interfaces', (id, components, interfaces) => {
    const pages = pagesOf(id);
    expect(pages.filter((page) => page.kind === 'component')).toHaveLength(components);
    expect(pages.filter((page) => page.kind === 'interface')).toHaveLength(interfaces);
    expect(new Set(pages.map((page) => page.slug)).size).toBe(pages.length);
  });

  it('marks the 19 range components of Pickers and 8 Charts components as pro', () => {
    expect(pagesOf('date-pickers').filter((page) => page.plan === 'pro')).toHaveLength(19);
    expect(pagesOf('charts').filter((page) => page.plan === 'pro' && page.kind === 'component')).toHaveLength(8);
  });

  it('marks TreeView deprecated and keeps the description saying why, without the Demos and API lists', () => {
    const page = pageOf('tree-view', 'TreeView');
    expect(page.deprecated).toBe('');
    expect(page.description).toMatch(/deprecated in favor of the new Simple Tree View/);
    expect(page.description).not.toMatch(/Demos:|API:/);
  });
});
