import {apiSidebarItems} from './sidebar';
import type {ApiPageData} from './types';

const page = (name: string, slug: string, extra: Partial<ApiPageData> = {}): ApiPageData => ({
  kind: 'component',
  name,
  slug,
  product: 'data-grid',
  plan: 'community',
  imports: [],
  description: '',
  props: [],
  slots: [],
  classes: [],
  inheritedNativeProps: 0,
  demos: [],
  ...extra,
});

describe('apiSidebarItems', () => {
  const pages = [
    page('DataGrid', 'data-grid'),
    page('DataGridPro', 'data-grid-pro', {plan: 'pro'}),
    page('GridColDef', 'grid-col-def', {kind: 'interface'}),
    page('BarChart', 'bar-chart', {product: 'charts'}),
  ];

  it('links components and interfaces of one product under subheaders, with plan markers', () => {
    const [components, interfaces] = apiSidebarItems(pages, 'data-grid', 'v8') as {label: string; items: unknown[]}[];
    expect(components.label).toBe('Components');
    expect(components.items).toEqual([
      {type: 'link', key: 'api:data-grid:DataGrid', label: 'DataGrid', href: '/v8/api/data-grid/data-grid/'},
      {
        type: 'link',
        key: 'api:data-grid:DataGridPro',
        label: 'DataGridPro',
        href: '/v8/api/data-grid/data-grid-pro/',
        customProps: {plan: 'pro'},
      },
    ]);
    expect(interfaces.items).toHaveLength(1);
  });

  it('lists a product without interfaces flat, and marks deprecated pages', () => {
    const items = apiSidebarItems(
      [page('TreeView', 'tree-view', {product: 'tree-view', deprecated: ''})],
      'tree-view',
      '',
    );
    expect(items).toEqual([
      {
        type: 'link',
        key: 'api:tree-view:TreeView',
        label: 'TreeView',
        href: '/api/tree-view/tree-view/',
        customProps: {deprecated: true},
      },
    ]);
  });
});
