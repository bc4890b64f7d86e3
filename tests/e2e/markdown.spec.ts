import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {APIRequestContext} from '@playwright/test';
import {test, expect} from './support/fixtures';
import {builtLocales, builtVersionPaths, localePrefix} from './support/env';
import {toReaderSpecifiers} from '../../plugins/demo/demoFiles';
import {DEFAULT_LOCALE, VERSIONS} from '../../src/config/registry';
import {contentDirOf} from '../../src/config/lookups';

// Every page's Markdown is its URL followed by `index.md`; llms.txt sits at each version's home (plugins/markdown).
const SORTING = '/x/react-data-grid/sorting/';
const SITE_ORIGIN = 'https://mui.com';
const siteDir = path.resolve(__dirname, '..', '..');

/** The demos a page shows, in order, read from its MDX source. */
function demoFiles(mdxPath: string): string[] {
  const source = readFileSync(path.join(siteDir, mdxPath), 'utf8');
  return [...source.matchAll(/<Demo file="\.\/([^"]+)"/g)].map((match) => match[1]);
}

/** The llms.txt of every version in the build, in English and in each locale that translates pages of it. */
function llmsFiles(): string[] {
  const built = VERSIONS.filter((version) => version.path === '' || builtVersionPaths().includes(version.path));
  return builtLocales().flatMap((locale) =>
    built
      .filter((version) => locale === DEFAULT_LOCALE || existsSync(path.join(siteDir, contentDirOf(version, locale))))
      .map((version) => `${localePrefix(locale)}/${version.path ? `${version.path}/` : ''}llms.txt`),
  );
}

async function statusOf(request: APIRequestContext, url: string): Promise<number> {
  const response = await request.get(url, {maxRedirects: 0});
  return response.status();
}

test("a guide page's Markdown holds each demo's full TypeScript source, in order", async ({request}) => {
  const response = await request.get(`${SORTING}index.md`);
  expect(response.status()).toBe(200);
  const markdown = await response.text();
  expect(markdown.startsWith('# Sorting\n')).toBe(true);
  // The page's own imports, JSX and directives are gone (the demos' imports stay, inside their code).
  expect(markdown).not.toMatch(/^import .* from '@theme\/|<Demo|^:::/m);

  const demos = demoFiles('versioned_docs/version-7.29.0/react-data-grid/sorting.mdx');
  expect(demos.length).toBeGreaterThan(1);
  let previous = -1;
  for (const file of demos) {
    const source = readFileSync(path.join(siteDir, 'versioned_docs/version-7.29.0/react-data-grid', file), 'utf8');
    const block = `\`\`\`tsx title="${file}"\n${toReaderSpecifiers(source).trimEnd()}\n\`\`\``;
    const position = markdown.indexOf(block);
    expect(position, `${file} is in the Markdown after the demo before it`).toBeGreaterThan(previous);
    previous = position;
  }
  // Links are absolute, to the same version.
  expect(markdown).toMatch(/\]\(https:\/\/mui\.com\/x\/react-data-grid\/[a-z-]+\/(#[\w-]+)?\)/);
});

test("an API page's Markdown lists its props, slots and CSS classes as tables", async ({request}) => {
  const markdown = await (await request.get('/x/api/data-grid/data-grid/index.md')).text();
  expect(markdown.startsWith('# DataGrid API\n')).toBe(true);
  expect(markdown).toContain('| Name | Type | Default | Description |');
  expect(markdown).toMatch(/^\| `getRowId` \| `GridRowIdGetter<R>` \|/m);
  expect(markdown).toContain('| `.MuiDataGrid-root` | `root` |');
});

test('every URL listed in each llms.txt answers 200, and llms-full.txt holds every page', async ({request}) => {
  test.setTimeout(300_000);
  for (const llms of llmsFiles()) {
    const response = await request.get(llms);
    expect(response.status(), llms).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^# MUI X \S+\n\n> .+\n/);
    const urls = [...text.matchAll(/^- \[.+?\]\((https:\/\/mui\.com\/[^)]+)\)/gm)].map((match) => match[1]);
    expect(urls.length, llms).toBeGreaterThan(10);
    const local = urls.map((url) => url.slice(SITE_ORIGIN.length));
    expect(local.every((url) => url.startsWith(llms.replace(/llms\.txt$/, '')) && url.endsWith('/index.md'))).toBe(
      true,
    );
    // A few requests at a time: the suite's other workers share the server.
    for (let index = 0; index < local.length; index += 8) {
      const batch = local.slice(index, index + 8);
      const statuses = await Promise.all(batch.map((url) => statusOf(request, url)));
      expect(Object.fromEntries(batch.map((url, at) => [url, statuses[at]]))).toEqual(
        Object.fromEntries(batch.map((url) => [url, 200])),
      );
    }
    const full = await (await request.get(llms.replace(/llms\.txt$/, 'llms-full.txt'))).text();
    for (const url of urls) expect(full, `${url} in llms-full.txt`).toContain(`: ${url}\n`);
  }
});

// A Pro feature page: it has demos and no ad slot, whose network the suite's build stubs.
const PINNING = '/x/react-data-grid/column-pinning/';

test('"Copy page" copies the Markdown of the page', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  const markdownRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.md')) markdownRequests.push(request.url());
  });
  await page.goto(PINNING);
  const control = page.locator('article header [data-copy-page]');
  const copy = control.getByRole('button', {name: 'Copy page'});
  await expect(copy).toBeVisible();
  expect(markdownRequests, 'nothing is fetched before the reader copies').toEqual([]);

  await copy.click();
  await expect(control.getByRole('button').first()).toHaveText('Copied');
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(await (await page.request.get(`${PINNING}index.md`)).text());
  expect(clipboard).toContain('```tsx title="ColumnPinningInitial.tsx"');
  expect(markdownRequests).toEqual([`${baseURL}${PINNING}index.md`]);
});

test('the menu opens the Markdown and works from the keyboard', async ({page}) => {
  await page.goto('/x/api/data-grid/data-grid/');
  const toggle = page.getByRole('button', {name: 'More Markdown options'});
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', {name: 'More Markdown options'});
  await expect(menu.getByRole('menuitem', {name: 'Copy page as Markdown'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const open = menu.getByRole('menuitem', {name: 'Open as Markdown'});
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute('href', '/x/api/data-grid/data-grid/index.md');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

if (builtLocales().includes('zh')) {
  test('the control and the Markdown follow the locale', async ({page, request}) => {
    await page.goto('/x/zh/react-data-grid/sorting/');
    await expect(page.locator('article header').getByRole('button', {name: '复制页面'})).toBeVisible();
    const markdown = await (await request.get('/x/zh/react-data-grid/sorting/index.md')).text();
    expect(markdown.startsWith('# 排序\n')).toBe(true);
    expect(markdown).toContain('```tsx title="SortingMultiColumn.tsx"');
    const llms = await (await request.get('/x/zh/llms.txt')).text();
    expect(llms).toContain('](https://mui.com/x/zh/react-data-grid/sorting/index.md)');
  });
}
