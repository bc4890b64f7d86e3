import {filterByProduct, parseProductFilter, productOfUrl} from './products';

describe('parseProductFilter', () => {
  it('accepts the four products', () => {
    expect(parseProductFilter('data-grid')).toBe('data-grid');
    expect(parseProductFilter('date-pickers')).toBe('date-pickers');
    expect(parseProductFilter('charts')).toBe('charts');
    expect(parseProductFilter('tree-view')).toBe('tree-view');
  });

  it('treats a missing, empty or unknown value as every product', () => {
    expect(parseProductFilter(null)).toBe('all');
    expect(parseProductFilter(undefined)).toBe('all');
    expect(parseProductFilter('')).toBe('all');
    expect(parseProductFilter('material-ui')).toBe('all');
    expect(parseProductFilter('<script>')).toBe('all');
  });
});

describe('productOfUrl', () => {
  it('reads guide pages of every version and locale', () => {
    expect(productOfUrl('/x/react-data-grid/sorting/')).toBe('data-grid');
    expect(productOfUrl('/x/v6/react-charts/bars/')).toBe('charts');
    expect(productOfUrl('/x/zh/v8/react-tree-view/')).toBe('tree-view');
    expect(productOfUrl('/x/pt/react-date-pickers/date-picker/')).toBe('date-pickers');
  });

  it('reads API pages', () => {
    expect(productOfUrl('/x/api/data-grid/data-grid/')).toBe('data-grid');
    expect(productOfUrl('/x/v8/api/charts/bar-chart/')).toBe('charts');
  });

  it('finds no product on shared pages', () => {
    expect(productOfUrl('/x/introduction/installation/')).toBeUndefined();
    expect(productOfUrl('/x/migration/migration-data-grid-v6/')).toBeUndefined();
    expect(productOfUrl('/x/')).toBeUndefined();
  });
});

describe('filterByProduct', () => {
  const results = [
    {document: {u: '/x/react-data-grid/sorting/'}},
    {document: {u: '/x/react-charts/tooltip/'}},
    {document: {u: '/x/introduction/'}},
    {document: {u: '/x/api/charts/bar-chart/'}},
  ];

  it('keeps the results of one product in their order', () => {
    expect(filterByProduct(results, 'charts').map((result) => result.document.u)).toEqual([
      '/x/react-charts/tooltip/',
      '/x/api/charts/bar-chart/',
    ]);
  });

  it('keeps every result for all products', () => {
    expect(filterByProduct(results, 'all')).toEqual(results);
  });
});
