import {markdownLabels, translatorOf} from './labels';
import type {SidebarItem} from './sidebarOrder';
import {versionLlms} from './versionLlms';
import {docKey, linkKey, type MarkdownPage} from './versionPages';

function page(key: string, title: string, routePath: string, unlisted = false): MarkdownPage {
  const pageUrl = `https://mui.com/x/v8/${routePath}`;
  return {
    key,
    routePath: `v8/${routePath}`,
    title,
    description: `About ${title.toLowerCase()}.`,
    pageUrl,
    markdownUrl: `${pageUrl}index.md`,
    markdown: `# ${title}\n\nBody of ${title}.\n`,
    unlisted,
  };
}

const SIDEBARS: Record<string, SidebarItem[]> = {
  docs: [
    {type: 'doc', id: 'index'},
    {
      type: 'category',
      label: 'Data Grid',
      link: {type: 'doc', id: 'react-data-grid/index'},
      items: [
        {type: 'doc', id: 'react-data-grid/sorting'},
        {type: 'category', label: 'API', items: [{type: 'link', href: '/x/v8/api/data-grid/data-grid/'}]},
      ],
    },
  ],
};

const PAGES = [
  page(docKey('react-data-grid/sorting'), 'Sorting [beta]', 'react-data-grid/sorting/'),
  page(linkKey('/v8/api/data-grid/data-grid/', '/x/'), 'DataGrid API', 'api/data-grid/data-grid/'),
  page(docKey('index'), 'Home', ''),
  page(docKey('react-data-grid/index'), 'Data Grid', 'react-data-grid/'),
  page(docKey('react-data-grid/hidden'), 'Hidden', 'react-data-grid/hidden/', true),
  page(docKey('react-data-grid/orphan'), 'Orphan', 'react-data-grid/orphan/'),
];

function build(translations: Record<string, string> = {}, language = 'en') {
  return versionLlms({
    versionLabel: 'v8',
    products: ['data-grid', 'charts'],
    baseUrl: '/x/',
    sidebars: SIDEBARS,
    pages: PAGES,
    fullUrl: 'https://mui.com/x/v8/llms-full.txt',
    labels: markdownLabels(translatorOf(translations), language).llms,
  });
}

describe("a version's llms.txt", () => {
  const {llmsTxt, llmsFull} = build();

  it('starts with the title, the summary quote, the details and the top-level pages', () => {
    expect(llmsTxt.startsWith('# MUI X v8\n\n> The documentation of MUI X v8, advanced React components: ')).toBe(true);
    expect(llmsTxt).toContain('Data Grid and Charts.');
    expect(llmsTxt).toContain(
      'is in https://mui.com/x/v8/llms-full.txt.\n\n- [Home](https://mui.com/x/v8/index.md): About home.\n\n## Data Grid',
    );
  });

  it('lists the pages in navigation order, one section per category, unlisted pages left out', () => {
    const sections = llmsTxt.split('\n## ').slice(1);
    expect(sections).toEqual([
      'Data Grid\n\n' +
        '- [Data Grid](https://mui.com/x/v8/react-data-grid/index.md): About data grid.\n' +
        '- [Sorting \\[beta\\]](https://mui.com/x/v8/react-data-grid/sorting/index.md): About sorting [beta].\n' +
        '- [DataGrid API](https://mui.com/x/v8/api/data-grid/data-grid/index.md): About datagrid api.\n',
      'Other pages\n\n- [Orphan](https://mui.com/x/v8/react-data-grid/orphan/index.md): About orphan.\n',
    ]);
    expect(llmsTxt).not.toContain('Hidden');
  });

  it('puts every listed page in llms-full.txt, in the same order, each with its source', () => {
    const order = ['Home', 'Data Grid', 'Sorting [beta]', 'DataGrid API', 'Orphan'].map((title) =>
      llmsFull.indexOf(`\n# ${title}\n`),
    );
    expect(order.every((position, index) => position > (order[index - 1] ?? 0))).toBe(true);
    expect(llmsFull).toContain('Source: https://mui.com/x/v8/react-data-grid/sorting/index.md\n\n# Sorting [beta]');
    expect(llmsFull).not.toContain('Hidden');
  });

  it('is written in the language of the locale', () => {
    const chinese = build(
      {
        'markdown.llms.summary': 'MUI X {version} 的文档，高级 React 组件：{products}。',
        'markdown.llms.otherPages': '其他页面',
        'search.product.dataGrid': '数据表格',
        'search.product.charts': '图表',
      },
      'zh-CN',
    ).llmsTxt;
    expect(chinese).toContain('> MUI X v8 的文档，高级 React 组件：数据表格和图表。');
    expect(chinese).toContain('\n## 其他页面\n');
  });
});
