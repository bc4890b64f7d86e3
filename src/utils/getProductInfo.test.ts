import {getProductInfo} from './getProductInfo';

describe('getProductInfo', () => {
  it.each([
    ['/material-ui/react-button/', 'material-ui', 'core'],
    ['/joy-ui/getting-started/', 'joy-ui', 'core'],
    ['/base-ui/react-menu/', 'base-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    ['/zh/material-ui/react-button/', 'material-ui', 'core'],
    ['/toolpad/studio/', 'toolpad', 'toolpad'],
    ['/docs/', 'docs', 'docs'],
    ['/versions/', 'docs', 'docs'],
    ['/production-error/', 'docs', 'docs'],
    ['/x/versions/', 'docs', 'docs'],
    ['/x/production-error/?code=1', 'docs', 'docs'],
    ['/x/zh/versions/', 'docs', 'docs'],
  ])('%s is %s in %s', (pathname, productId, productCategoryId) => {
    expect(getProductInfo(pathname)).toEqual({productId, productCategoryId});
  });

  it.each([
    ['/x/react-data-grid/', 'x-data-grid'],
    ['/x/react-data-grid/column-pinning/', 'x-data-grid'],
    ['/x/react-date-pickers/date-picker/', 'x-date-pickers'],
    ['/x/react-charts/bars/', 'x-charts'],
    ['/x/react-tree-view/rich-tree-view/items/', 'x-tree-view'],
    ['/x/api/data-grid/data-grid-pro/', 'x-data-grid'],
    ['/x/api/date-pickers/date-picker/', 'x-date-pickers'],
    ['/x/api/charts/bar-chart/', 'x-charts'],
    ['/x/api/tree-view/rich-tree-view/', 'x-tree-view'],
    ['/x/react-data-grid', 'x-data-grid'],
  ])('%s is %s', (pathname, productId) => {
    expect(getProductInfo(pathname)).toEqual({productId, productCategoryId: 'x'});
  });

  it.each([
    ['/x/zh/react-charts/bars/', 'x-charts'],
    ['/x/pt/react-tree-view/', 'x-tree-view'],
    ['/x/v8/react-data-grid/sorting/', 'x-data-grid'],
    ['/x/v6/api/date-pickers/date-picker/', 'x-date-pickers'],
    ['/x/v5/react-date-pickers/', 'x-date-pickers'],
    ['/x/v4/react-data-grid/', 'x-data-grid'],
    ['/x/zh/v6/api/tree-view/tree-item/', 'x-tree-view'],
    ['/x/react-charts/axis/#ticks', 'x-charts'],
  ])('strips the locale, version, query and hash of %s', (pathname, productId) => {
    expect(getProductInfo(pathname)).toEqual({productId, productCategoryId: 'x'});
  });

  it.each([
    '/x/',
    '/x',
    '/x/introduction/',
    '/x/migration/migration-data-grid-v6/',
    '/x/common-concepts/custom-components/',
    '/x/api/',
    '/x/api/unknown/',
    '/x/react-data-gridiron/',
    '/x/zh/v6/',
  ])('%s is an X page of no single product', (pathname) => {
    expect(getProductInfo(pathname)).toEqual({productId: 'null', productCategoryId: 'x'});
  });

  it.each(['', '/', '/unknown/', '/zh/', 'not a path'])('%j has no product', (pathname) => {
    expect(getProductInfo(pathname)).toEqual({productId: 'null', productCategoryId: 'null'});
  });

  it('treats a non-string value as no product', () => {
    expect(getProductInfo(undefined as unknown as string)).toEqual({productId: 'null', productCategoryId: 'null'});
  });
});
