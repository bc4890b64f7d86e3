import type {ApiPageData} from '../api-docs/types';
import {apiPageToMarkdown, type ApiPageContext} from './apiMarkdown';
import {markdownLabels, translatorOf} from './labels';

const PAGE: ApiPageData = {
  kind: 'component',
  name: 'DataGridPro',
  slug: 'data-grid-pro',
  product: 'data-grid',
  plan: 'pro',
  imports: ["import { DataGridPro } from '@mui/x-data-grid-pro';"],
  description:
    'Demos:\n\n- [Data Grid](/x/react-data-grid/)\n\nAPI:\n\n- [InputBase API](/material-ui/api/input-base/)',
  props: [
    {name: 'rows', type: 'GridRowsProp', required: true, description: 'Set of rows of type `GridRowsProp`.'},
    {
      name: 'getRowId',
      type: '(row: R) => GridRowId | string',
      default: 'undefined',
      required: false,
      description: 'Return the id of a given row.\n\nUse it when the rows have no `id`.',
      deprecated: 'Use `rowId` instead.',
    },
  ],
  slots: [{name: 'toolbar', default: 'null', description: 'Component rendered above the rows.'}],
  classes: [{key: 'root', className: 'MuiDataGrid-root', description: 'Styles applied to the root element.'}],
  inheritsFrom: 'DataGrid',
  inheritedNativeProps: 3,
  demos: [{title: 'Sorting', path: '/react-data-grid/sorting/'}],
};

function context(translations: Record<string, string> = {}): ApiPageContext {
  return {
    labels: markdownLabels(translatorOf(translations)).api,
    originUrl: (path) => `https://mui.com${path}`,
    siteUrl: (path) => `https://mui.com/x/${path.replace(/^\//, '')}`,
    apiPageUrl: (product, name) => `https://mui.com/x/api/${product}/${name.toLowerCase()}/`,
  };
}

describe('an API page as Markdown', () => {
  const markdown = apiPageToMarkdown(PAGE, context());

  it('starts with the title, the summary and the description with absolute links', () => {
    expect(markdown.startsWith('# DataGridPro API\n\n> API reference of DataGridPro')).toBe(true);
    expect(markdown).toContain('- [InputBase API](https://mui.com/material-ui/api/input-base/)');
    expect(markdown).toContain('## Demos\n\n- [Sorting](https://mui.com/x/react-data-grid/sorting/)');
    expect(markdown).toContain("## Import\n\n```jsx\nimport { DataGridPro } from '@mui/x-data-grid-pro';\n```");
  });

  it('lists the props as a table, one line per prop, pipes escaped', () => {
    expect(markdown).toContain(
      '## Props\n\n| Name | Type | Default | Description |\n| --- | --- | --- | --- |\n' +
        '| `rows` (Required) | `GridRowsProp` |  | Set of rows of type `GridRowsProp`. |\n' +
        '| `getRowId` | `(row: R) => GridRowId \\| string` | `undefined` | ' +
        '**Deprecated**: Use `rowId` instead. Return the id of a given row.<br><br>Use it when the rows have no `id`. |',
    );
    expect(markdown).toContain('The props of the [DataGrid](https://mui.com/x/api/data-grid/datagrid/) component');
    expect(markdown).toContain('It also accepts 3 props');
  });

  it('lists slots and CSS classes as tables', () => {
    expect(markdown).toContain(
      '## Slots\n\n| Slot name | Default | Description |\n| --- | --- | --- |\n| `toolbar` | `null` | Component rendered above the rows. |',
    );
    expect(markdown).toContain(
      '## CSS classes\n\n| Class name | Rule name | Description |\n| --- | --- | --- |\n' +
        '| `.MuiDataGrid-root` | `root` | Styles applied to the root element. |',
    );
  });

  it('writes the headings of the locale and leaves out empty sections', () => {
    const page = {...PAGE, slots: [], classes: [], demos: []};
    const chinese = apiPageToMarkdown(
      page,
      context({'api.section.props': '属性', 'api.props.name': '名称', 'api.section.slots': '插槽'}),
    );
    expect(chinese).toContain('## 属性\n\n| 名称 |');
    expect(chinese).not.toMatch(/## (插槽|CSS classes|Demos)/);
  });
});
