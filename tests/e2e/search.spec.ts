import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect} from './support/fixtures';
import {builtLocales} from './support/env';
import {escapeRegExp} from './support/regexp';
import {translatedLocales} from '../../src/config/lookups';

// The site search (Pagefind, built by plugins/search): the navbar dialog and the search page.

/** The dialog's accessible name in English and in each translated locale (i18n/<locale>/code.json). */
const DIALOG_NAMES = [
  'Search the documentation',
  ...translatedLocales().map((locale) => {
    const file = path.join(__dirname, '..', '..', 'i18n', locale, 'code.json');
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
    return messages['search.dialog.label'].message;
  }),
];
const dialogName = new RegExp(`^(${DIALOG_NAMES.map(escapeRegExp).join('|')})$`);
const dialog = (page: Page) => page.getByRole('dialog', {name: dialogName});
const searchInput = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

/**
 * Waits until the search shortcuts listen: the navbar may hydrate after the page reports it has
 * (React hydrates a suspended part later), and its button names its shortcut from then on.
 */
async function searchListens(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated]');
  await page.waitForSelector('[data-search-button][aria-keyshortcuts]');
}

/** Opens the dialog with the keyboard shortcut, as a reader would, once the page has hydrated. */
async function openSearch(page: Page): Promise<Locator> {
  await searchListens(page);
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  return searchInput(page);
}

async function search(page: Page, text: string): Promise<void> {
  const input = await openSearch(page);
  await input.fill(text);
  await expect(dialog(page).locator('[data-search-status="done"]')).toBeVisible();
}

test('nothing of search loads with a page, and the index loads by fragments when used', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/x/react-data-grid/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.includes('/pagefind/'))).toEqual([]);
  await search(page, 'sorting');
  const loaded = requested.filter((path) => path.includes('/pagefind/'));
  expect(loaded).toContain('/x/pagefind/pagefind.js');
  expect(loaded.some((path) => /\/pagefind\/fragment\//.test(path))).toBe(true);
});

test('"sorting" on a Data Grid page opens the sorting page first', async ({page}) => {
  await page.goto('/x/react-data-grid/');
  await search(page, 'sorting');
  const first = options(page).first();
  await expect(first).toContainText('Sorting');
  await expect(first).toContainText('Data Grid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/(#[\w-]+)?$/);
  await expect(page.locator('article h1')).toHaveText(/^Sorting/);
  await expect(dialog(page)).toHaveCount(0);
});

test('"tooltip" with the Charts filter returns only Charts pages, with their section path', async ({page}) => {
  await page.goto('/x/react-charts/');
  await search(page, 'tooltip');
  await dialog(page).getByRole('button', {name: 'Charts', exact: true}).click();
  await expect(dialog(page).locator('[data-search-status="done"]')).toBeVisible();
  const links = await options(page)
    .locator('a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links.length).toBeGreaterThan(2);
  for (const href of links) expect(href).toMatch(/\/x\/(react-charts|api\/charts)\//);
  // The path of a result is where it lives in the navigation, without badge text.
  const paths = await options(page).locator('[class*="resultPath"]').allTextContents();
  for (const path of paths) expect(path).toMatch(/^Charts › /);
  expect(paths.join(' ')).not.toMatch(/ChartsNew|NewNew|Pro›/);
});

test('"getRowId" lands on its row of the DataGrid API page', async ({page}) => {
  await page.goto('/x/react-data-grid/');
  await search(page, 'getRowId');
  const row = options(page)
    .filter({hasText: /Data Grid › API › DataGrid › Props/})
    .first();
  await expect(row).toBeVisible();
  await row.locator('a').click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-getRowId$/);
  await expect(page.locator('#prop-getRowId')).toBeInViewport();
});

test('the keyboard opens, moves through and closes search, and screen readers hear the count', async ({page}) => {
  await page.goto('/x/introduction/licensing/');
  await searchListens(page);
  await page.keyboard.press('/');
  const input = searchInput(page);
  await expect(input).toBeFocused();
  await input.fill('license key');
  const status = dialog(page).getByRole('status');
  await expect(status).toHaveText(/^\d+ results?$/);
  const firstId = await options(page).first().getAttribute('id');
  await expect(input).toHaveAttribute('aria-activedescendant', firstId!);
  await page.keyboard.press('ArrowDown');
  const secondId = await options(page).nth(1).getAttribute('id');
  await expect(input).toHaveAttribute('aria-activedescendant', secondId!);
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Search the documentation'})).toBeFocused();
});

test('search is scoped to the version being read, with a switch to every version', async ({page}) => {
  await page.goto('/x/v8/react-data-grid/');
  await search(page, 'sorting');
  for (const href of await options(page)
    .locator('a')
    .evaluateAll((a) => a.map((x) => x.getAttribute('href')))) {
    expect(href).toMatch(/^\/x\/v8\//);
  }
  await dialog(page).getByRole('checkbox').check();
  await expect(dialog(page).locator('[data-search-status="done"]')).toBeVisible();
  const hrefs = await options(page)
    .locator('a')
    .evaluateAll((a) => a.map((x) => x.getAttribute('href') ?? ''));
  expect(hrefs.some((href) => !href.startsWith('/x/v8/'))).toBe(true);
  await expect(options(page).first().locator('[class*="tag"]').last()).toHaveText(/^(v8|7\.29\.0|v\d)$/);
});

test('the search page can be linked, and its filters change its address', async ({page}) => {
  await page.goto('/x/search/?q=aggregation&kind=guide');
  await expect(page.locator('main [data-search-status="done"]')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^\d+ results?$/);
  const links = page.locator('main [data-search-results] a');
  await expect(links.first()).toHaveAttribute('href', /\/x\/react-data-grid\/aggregation\//);
  for (const href of await links.evaluateAll((a) => a.map((x) => x.getAttribute('href') ?? ''))) {
    expect(href).not.toContain('/api/');
  }
  await page.getByRole('button', {name: 'Data Grid', exact: true}).click();
  await expect(page).toHaveURL(/[?&]product=data-grid/);
  await page.goto('/x/search/?q=aggregation&product=joy-ui&versions=some');
  await expect(page.getByRole('button', {name: 'All', exact: true}).first()).toHaveAttribute('aria-pressed', 'true');
});

test('a Chinese query on a Chinese page finds Chinese pages', async ({page}) => {
  // The fast build (BUILD_FAST=1) has English only; the full build that CI tests has every locale.
  if (process.env.BUILD_FAST === '1') expect(builtLocales()).toEqual(['en']);
  else expect(builtLocales()).toContain('zh');
  for (const locale of builtLocales().filter((name) => name === 'zh')) {
    await page.goto(`/x/${locale}/react-data-grid/`);
    await search(page, '排序');
    const first = options(page).first();
    await expect(first.locator('a')).toHaveAttribute('href', /^\/x\/zh\//);
    await expect(first).toContainText(/[\u4e00-\u9fff]/);
  }
});
