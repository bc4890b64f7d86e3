import type {Page} from '@playwright/test';
import {test, expect} from './support/fixtures';
import {recordLayoutShifts, recordedLayoutShifts} from './support/layoutShifts';

const INSTALLATION = '/x/introduction/installation/';
const GRID = '/x/react-data-grid/getting-started/';
const LICENSING = '/x/introduction/licensing/';

// The colours of src/config/codeThemes.ts for functions (`npm`) and keywords, as browsers report them.
const FUNCTION = {light: 'rgb(130, 80, 223)', dark: 'rgb(210, 168, 255)'};
const KEYWORD = {light: 'rgb(207, 34, 46)'};

/** Keeps the HTML of the server's code blocks, as the parser made it, before any script of the app runs. */
async function recordServerCodeBlocks(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const pres = [...document.querySelectorAll('pre.prism-code')];
      (window as unknown as {__serverCode: string[]}).__serverCode = pres.map((pre) => pre.innerHTML);
    });
  });
}

/**
 * Once the page has hydrated: how many code blocks the server wrote, how many still show its
 * highlighted HTML (a block that Docusaurus's tabs mount again shows the same HTML in a new
 * element), and how many scripts of the page hold Prism (the language definitions).
 */
async function codeBlocksAfterHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  return page.evaluate(async () => {
    const server = (window as unknown as {__serverCode: string[]}).__serverCode;
    const now = [...document.querySelectorAll('pre.prism-code')].map((pre) => pre.innerHTML);
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js'));
    const texts = await Promise.all(scripts.map((url) => fetch(url).then((response) => response.text())));
    return {
      blocks: server.length,
      unchanged: server.filter((html, index) => html.includes('token') && now[index] === html).length,
      scriptsWithPrism: texts.filter((text) => text.includes('languages.extend(')).length,
    };
  });
}

/**
 * Follows the sidebar link to the installation page and waits for that page to show: the URL
 * changes first, while Docusaurus keeps the previous page (which has code of its own) on screen
 * until the new page's code has loaded.
 */
async function followLinkToInstallation(page: Page) {
  await page.goto(LICENSING);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.locator('.theme-doc-sidebar-menu a.menu__link', {hasText: /^Installation$/}).click();
  await expect(page).toHaveURL(new RegExp(`${INSTALLATION}$`));
  await expect(page.locator('article h1')).toHaveText('Installation');
}

test('a page from the server shows its highlighted code without loading Prism, in either colour mode', async ({
  page,
}) => {
  await recordServerCodeBlocks(page);
  await page.goto(INSTALLATION);
  const light = await codeBlocksAfterHydration(page);
  expect(light.blocks).toBeGreaterThan(5);
  expect(light).toEqual({blocks: light.blocks, unchanged: light.blocks, scriptsWithPrism: 0});
  await expect(page.locator('pre .token.function').first()).toHaveCSS('color', FUNCTION.light);

  // In dark mode the same HTML holds the dark colours: nothing has to be highlighted again.
  await page.getByTestId('settings-button').click();
  await page.getByTestId('settings-panel').getByRole('button', {name: 'Dark'}).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await codeBlocksAfterHydration(page)).toEqual(light);
  await expect(page.locator('pre .token.function').first()).toHaveCSS('color', FUNCTION.dark);
});

test("a demo's full source is highlighted in the browser", async ({page}) => {
  await page.goto(GRID);
  const block = page.locator('[data-demo="FirstGrid"]');
  await block.scrollIntoViewIfNeeded();
  await block.locator('[data-toolbar-item="code"]').click();
  const source = block.locator('[data-demo-code="TS"], [data-demo-code="JS"]');
  await expect(source).toContainText('export default function FirstGrid');
  await expect(source.locator('.token.keyword').first()).toBeVisible();
  await expect(source.locator('.token.keyword').first()).toHaveCSS('color', KEYWORD.light);
});

test('the code blocks of a page reached by a link are highlighted in the browser', async ({page}) => {
  await followLinkToInstallation(page);
  const token = page.locator('article pre .token.function').first();
  await expect(token).toBeVisible();
  await expect(token).toHaveCSS('color', FUNCTION.light);
});

test('on a page reached by a link, code in a hidden tab is highlighted when its tab is selected', async ({page}) => {
  await followLinkToInstallation(page);
  const group = page.locator('article .tabs-container').first();
  const panel = (name: string) => group.locator('[role=tabpanel]', {hasText: new RegExp(`^${name} `)});
  await expect(panel('npm').locator('.token.function').first()).toBeVisible();
  // The hidden panels hold the same code, plain (one `plain` token per line): nothing was tokenized for them.
  await expect(panel('pnpm')).toBeHidden();
  await expect(panel('pnpm')).toContainText('pnpm add @mui/material');
  await expect(panel('pnpm').locator('.token.plain')).toHaveCount(1);
  await expect(panel('pnpm').locator('.token:not(.plain)')).toHaveCount(0);
  await group.getByRole('tab', {name: 'pnpm'}).click();
  await expect(panel('pnpm').locator('.token.function').first()).toBeVisible();
  await expect(panel('pnpm').locator('.token.function').first()).toHaveCSS('color', FUNCTION.light);
});

test('the word-wrap button shows while the code overflows its block, and follows the width', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto(INSTALLATION);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const block = page.locator('article .theme-code-block').filter({hasText: 'npm install @mui/material @emotion/react'});
  const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
  const scrolls = () => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  expect(await scrolls()).toBe(true);
  await expect(wrap).toHaveCount(1);

  // Wide enough for the line: no button, without a reload; narrow again: the button is back.
  await page.setViewportSize({width: 1400, height: 800});
  await expect.poll(scrolls).toBe(false);
  await expect(wrap).toHaveCount(0);
  await page.setViewportSize({width: 390, height: 800});
  await expect(wrap).toHaveCount(1);

  // Wrapped, the line no longer scrolls, and the button stays to unwrap it.
  await block.hover();
  await wrap.click();
  await expect.poll(scrolls).toBe(false);
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  await expect(wrap).toHaveCount(1);
  await wrap.click();
  await expect.poll(scrolls).toBe(true);
});

test('the word-wrap button appears without moving the copy button or its group (no layout shift)', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  // The layout shifts, from the first frame on, of whatever sits in a code block outside its code.
  await recordLayoutShifts(page, '.theme-code-block', 'pre');
  await page.goto(INSTALLATION);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // A block whose code fits: the copy button alone. Then its code grows wider than the block (as
  // when the code is measured late, on a slow phone), and the word-wrap button joins the group.
  const wrapButton = page.getByRole('button', {name: 'Toggle word wrap'});
  await expect(page.locator('article .theme-code-block').first().getByRole('button', {name: /copy/i})).toHaveCount(1);
  // Pinned by a mark: a locator filtered on the missing button would move to another block.
  await page
    .locator('article .theme-code-block:visible')
    .filter({hasNot: wrapButton})
    .first()
    .evaluate((element) => {
      element.setAttribute('data-test-block', '');
    });
  const block = page.locator('[data-test-block]');
  await block.scrollIntoViewIfNeeded();
  const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
  const copy = block.getByRole('button', {name: /copy/i});
  await expect(copy).toHaveCount(1);
  await expect(wrap).toHaveCount(0);
  const copyBefore = await copy.boundingBox();
  await block.locator('code').evaluate((code) => {
    code.append(document.createTextNode(' --registry=https://registry.npmjs.org/'.repeat(3)));
  });
  await expect(wrap).toHaveCount(1);
  expect(await recordedLayoutShifts(page)).toEqual([]);

  // The copy button has not moved; the word-wrap button sits to its left, inside the block.
  const [blockBox, wrapBox, copyBox] = await Promise.all([block.boundingBox(), wrap.boundingBox(), copy.boundingBox()]);
  if (!copyBefore || !blockBox || !wrapBox || !copyBox) throw new Error('a code block button has no box');
  expect({x: copyBox.x, y: copyBox.y}).toEqual({x: copyBefore.x, y: copyBefore.y});
  expect(wrapBox.x + wrapBox.width).toBeLessThanOrEqual(copyBox.x);
  expect(wrapBox.x).toBeGreaterThan(blockBox.x);
  expect(copyBox.x + copyBox.width).toBeLessThanOrEqual(blockBox.x + blockBox.width);
  expect(Math.abs(wrapBox.y - copyBox.y)).toBeLessThan(1);
});
