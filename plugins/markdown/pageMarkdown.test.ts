import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {markdownLabels, translatorOf} from './labels';
import type {DocLocator} from './links';
import {guidePageToMarkdown} from './pageMarkdown';

const DEMO = `import * as React from 'react';
import {rows} from '@site/src/demo-data/employees';

export default function SortedGrid() {
  return <div>{rows.length}</div>;
}
`;
const CSS_DEMO = `import * as React from 'react';
import styles from './SortedGrid.module.css';

export default function SortedGrid() {
  return <div className={styles.grid} />;
}
`;

const PAGE = `---
title: Sorting
description: Sort the rows.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Press <kbd>Ctrl</kbd>+<kbd>{'*'}</kbd> to sort. See [pagination](./pagination.mdx#pages), [this part](#models), [the grid](/react-data-grid/) and [GitHub](https://github.com/mui/mui-x).

## The sort model {#models}

| Type | Comparator |
| --- | --- |
| \`string\` | \`gridStringOrNumberComparator\` |

<Demo file="./SortedGrid.tsx" />

:::warning
Sorting is done on the client.
:::

:::note[Server side]
Set \`sortingMode="server"\`.
:::

:::info Old-style title
Kept.
:::

## API {/* #api */}

<Tabs groupId="package-manager">
<TabItem value="npm" label="npm">

\`\`\`bash
npm install @mui/x-data-grid
\`\`\`

</TabItem>
</Tabs>

\`\`\`tsx sandbox
export default function Listing() {
  return null;
}
\`\`\`
`;

const TRANSLATED_PAGE = `---
title: 排序
description: 对行进行排序。
---

排序，参见[分页](./pagination.mdx)。

<Demo file="./SortedGrid.tsx" />

:::warning
排序在客户端完成。
:::
`;

let site: string;
let english: string;
let chinese: string;

// The pages only read the demo files: one site for the whole file.
beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'markdown-page-'));
  english = path.join(site, 'versioned_docs', 'version-7.29.0');
  chinese = path.join(site, 'i18n', 'zh', 'docusaurus-plugin-content-docs', 'version-7.29.0');
  const grid = path.join(english, 'react-data-grid');
  mkdirSync(grid, {recursive: true});
  mkdirSync(path.join(chinese, 'react-data-grid'), {recursive: true});
  writeFileSync(path.join(grid, 'SortedGrid.tsx'), DEMO);
  writeFileSync(path.join(grid, 'SortedGrid.tailwind.tsx'), DEMO.replace('<div>', '<div className="p-2">'));
  writeFileSync(path.join(grid, 'SortedGrid.css.tsx'), CSS_DEMO);
  writeFileSync(path.join(grid, 'SortedGrid.module.css'), '.grid { padding: 8px; }\n');
});

afterAll(() => rmSync(site, {recursive: true, force: true}));

function locator(urlPrefix: string, localized: string): DocLocator {
  return {
    contentPath: english,
    contentPathLocalized: localized,
    urlByDocPath: new Map([
      ['react-data-grid/sorting.mdx', `${urlPrefix}react-data-grid/sorting/`],
      ['react-data-grid/pagination.mdx', `${urlPrefix}react-data-grid/pagination/`],
    ]),
  };
}

function convert(source: string, sourcePath: string, baseUrl: string, localized: string, locale = {}) {
  const prefix = `https://mui.com${baseUrl}`;
  const links = {
    siteUrl: 'https://mui.com',
    baseUrl,
    pageUrl: `${prefix}react-data-grid/sorting/`,
    sourcePath,
    docs: locator(prefix, localized),
  };
  const labels = markdownLabels(translatorOf(locale)).page;
  const [, title, description] = /title: (.*)\ndescription: (.*)\n/.exec(source) ?? [];
  return guidePageToMarkdown({title, description, source, links}, site, labels);
}

describe('a guide page as Markdown', () => {
  let markdown: string;
  // The first conversion loads the remark packages, which takes a few seconds on a busy machine.
  beforeAll(async () => {
    markdown = await convert(PAGE, path.join(english, 'react-data-grid', 'sorting.mdx'), '/x/', english);
  }, 30_000);

  it('starts with the title and description, without front matter or imports', () => {
    expect(markdown.startsWith('# Sorting\n\n> Sort the rows.\n\nPress Ctrl+\\* to sort.')).toBe(true);
    expect(markdown).not.toMatch(/^title:|import Tabs|<kbd>/m);
  });

  it('keeps headings without their ids, and tables', () => {
    expect(markdown).toContain('\n## The sort model\n');
    expect(markdown).toContain('\n## API\n');
    expect(markdown).toContain('| Type | Comparator |\n| - | - |\n| `string` | `gridStringOrNumberComparator` |');
  });

  it('makes every link absolute in the same version and locale', () => {
    expect(markdown).toContain('[pagination](https://mui.com/x/react-data-grid/pagination/#pages)');
    expect(markdown).toContain('[this part](https://mui.com/x/react-data-grid/sorting/#models)');
    expect(markdown).toContain('[the grid](https://mui.com/x/react-data-grid/)');
    expect(markdown).toContain('[GitHub](https://github.com/mui/mui-x)');
  });

  it('writes a demo as a titled TypeScript block with its full source, then its styling variants', () => {
    const demo = markdown.indexOf('**Demo: SortedGrid**\n\n```tsx title="SortedGrid.tsx"\n');
    const tailwind = markdown.indexOf('**SortedGrid (Tailwind CSS)**\n\n```tsx title="SortedGrid.tailwind.tsx"');
    const css = markdown.indexOf('**SortedGrid (Plain CSS)**\n\n```tsx title="SortedGrid.css.tsx"');
    expect(demo).toBeGreaterThan(0);
    expect(tailwind).toBeGreaterThan(demo);
    expect(css).toBeGreaterThan(tailwind);
    expect(markdown).toContain("import {rows} from './data/employees';\n\nexport default function SortedGrid() {");
    expect(markdown).toContain('```css title="SortedGrid.module.css"\n.grid { padding: 8px; }\n```');
  });

  it('turns admonitions into quotes with a bold label or their own title', () => {
    expect(markdown).toContain('> **Warning**\n>\n> Sorting is done on the client.');
    expect(markdown).toContain('> **Server side**\n>\n> Set `sortingMode="server"`.');
    expect(markdown).toContain('> **Old-style title**\n>\n> Kept.');
    expect(markdown).not.toContain(':::');
  });

  it('flattens tabs to labelled blocks and keeps sandbox listings as plain code', () => {
    expect(markdown).toContain('**npm**\n\n```bash\nnpm install @mui/x-data-grid\n```');
    expect(markdown).toContain('```tsx\nexport default function Listing() {');
    expect(markdown).not.toMatch(/<\/?Tab|sandbox/);
  });
});

describe('a translated page as Markdown', () => {
  it('keeps the translation, finds the demo beside the English page and links inside the locale', async () => {
    const markdown = await convert(
      TRANSLATED_PAGE,
      path.join(chinese, 'react-data-grid', 'sorting.mdx'),
      '/x/zh/',
      chinese,
      {'theme.admonition.warning': '注意', 'markdown.demo': '演示'},
    );
    expect(
      markdown.startsWith(
        '# 排序\n\n> 对行进行排序。\n\n排序，参见[分页](https://mui.com/x/zh/react-data-grid/pagination/)。',
      ),
    ).toBe(true);
    expect(markdown).toContain('**演示: SortedGrid**\n\n```tsx title="SortedGrid.tsx"\n');
    expect(markdown).toContain('> **注意**\n>\n> 排序在客户端完成。');
  });
});

describe('a page that cannot be fully converted', () => {
  it('keeps a note in place of a demo whose file is missing', async () => {
    const source = '---\ntitle: Missing\ndescription: x\n---\n\n<Demo file="./Nowhere.tsx" />\n';
    const markdown = await convert(source, path.join(english, 'react-data-grid', 'sorting.mdx'), '/x/', english);
    expect(markdown).toContain(
      '**Demo: Nowhere** (\\<Demo file="./Nowhere.tsx"> in versioned_docs/version-7.29.0/react-data-grid/sorting.mdx: the file does not exist.)',
    );
  });

  it('throws a parse error with its place for malformed MDX', async () => {
    const source = '---\ntitle: Broken\ndescription: x\n---\n\n<Demo file="./SortedGrid.tsx"\n';
    await expect(
      convert(source, path.join(english, 'react-data-grid', 'sorting.mdx'), '/x/', english),
    ).rejects.toThrow();
  });
});
