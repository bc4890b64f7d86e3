import {apiRoute, toSlug} from './routes';

describe('toSlug', () => {
  it.each([
    ['DataGridPro', 'data-grid-pro'],
    ['TreeItem2', 'tree-item-2'],
    ['Unstable_PickersSectionList', 'pickers-section-list'],
    ['GridColDef', 'grid-col-def'],
    ['SparkLineChart', 'spark-line-chart'],
  ])('%s → %s', (name, slug) => expect(toSlug(name)).toBe(slug));
});

describe('apiRoute', () => {
  it('builds routes below the version path', () => {
    expect(apiRoute('', 'charts', 'bar-chart')).toBe('/api/charts/bar-chart/');
    expect(apiRoute('v8', 'data-grid', 'data-grid')).toBe('/v8/api/data-grid/data-grid/');
    expect(apiRoute('', 'tree-view')).toBe('/api/tree-view/');
  });
});
