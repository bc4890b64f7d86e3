import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect} from './support/fixtures';
import {buildDir, builtLocales, builtVersionPaths} from './support/env';

/** Focuses the navbar search with the keyboard shortcut, as a reader would. */
async function openSearch(page: Page): Promise<Locator> {
  // The shortcut hint renders after hydration, once the shortcut listener is in place.
  await expect(page.locator('.navbar__search kbd').first()).toBeVisible();
  await page.keyboard.press('Control+k');
  // The visible one: the loaded bar waits hidden beside the stand-in for a moment before the swap.
  const input = page.locator('.navbar__search input.navbar__search-input:visible');
  await expect(input).toBeFocused();
  return input;
}

function options(page: Page): Locator {
  return page.locator('.navbar__search [role="option"]');
}

/** The result links of the full search page, once its search has finished. */
async function searchPageLinks(page: Page): Promise<string[]> {
  await expect(page.locator('main [data-status="done"]')).toBeVisible();
  return page.locator('main ol a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('Ctrl+K searches 7.29.0 and opens the Data Grid sorting page with the term highlighted', async ({page}) => {
  await page.goto('/x/');
  const input = await openSearch(page);
  await input.pressSequentially('sorting');
  const sortingPage = options(page).filter({has: page.locator('[class*="hitTitle"]', {hasText: /^Sorting$/})});
  await sortingPage.first().click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/\?_highlight=sorting$/);
  await expect(page.locator('article h1')).toHaveText('Sorting');
  await expect(page.locator('article mark').first()).toHaveText(/^sorting$/i);
});

/** Whether a loaded script is the navbar search's code (lunr's stemmer support is in it). */
function watchSearchCode(page: Page): {loaded: () => boolean} {
  let loaded = false;
  page.on('response', async (response) => {
    if (!/\/assets\/js\/.+\.js$/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    if (body.includes('stemmerSupport')) loaded = true;
  });
  return {loaded: () => loaded};
}

test('the search code loads when the reader points at the search box, not with the page', async ({page}) => {
  const searchCode = watchSearchCode(page);
  await page.goto('/x/introduction/licensing/');
  await expect(page.locator('.navbar__search kbd').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(searchCode.loaded()).toBe(false);
  // The stand-in has the plugin's look: same classes, placeholder and shortcut hint.
  const input = page.locator('.navbar__search input.navbar__search-input');
  await expect(input).toHaveAttribute('placeholder', 'Search');
  await expect(page.locator('.navbar__search-host')).toHaveCount(0);

  await input.hover();
  // The plugin's bar has replaced the stand-in, inside its `display: contents` host.
  await expect(page.locator('.navbar__search-host .navbar__search input')).toBeVisible();
  await expect.poll(() => searchCode.loaded()).toBe(true);
});

test('what is typed before the search code arrives is kept and searched', async ({page}) => {
  await page.goto('/x/react-data-grid/');
  await expect(page.locator('.navbar__search kbd').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // From now on every script arrives late, like on a slow connection.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.locator('.navbar__search input.navbar__search-input').focus();
  await page.keyboard.type('sorting');
  await expect(page.locator('.navbar__search-host')).toHaveCount(0);
  const input = page.locator('.navbar__search-host input.navbar__search-input');
  await expect(input).toBeFocused({timeout: 15_000});
  await expect(input).toHaveValue('sorting');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.type(' model');
  await expect(input).toHaveValue('sorting model');
});

// The search code arriving before, during and after the typing: no keystroke is lost or moved.
for (const lagMs of [0, 150, 400]) {
  test(`every key typed while the search code arrives ${lagMs} ms late is kept, in order`, async ({page}) => {
    await page.goto('/x/');
    await expect(page.locator('.navbar__search kbd').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, lagMs));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('sorting', {delay: 60});
    const input = page.locator('.navbar__search-host input.navbar__search-input');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('sorting');
    await expect(page.locator('.navbar__search-host')).toHaveCount(1);
    await expect(
      options(page)
        .filter({has: page.locator('[class*="hitTitle"]', {hasText: /^Sorting$/})})
        .first(),
    ).toBeVisible();
  });
}

/** Where the text of a search input starts, and where the search icon beside it ends (px). */
async function textStartAndIconEnd(input: Locator): Promise<{textStart: number; iconEnd: number}> {
  return input.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const icon = element.closest('.navbar__search')!.querySelector('[class*="searchIcon"]')!.getBoundingClientRect();
    return {textStart: box.left + parseFloat(getComputedStyle(element).paddingLeft), iconEnd: icon.right};
  });
}

for (const width of [1280, 390]) {
  test(`in right-to-left at ${width} px the search box keeps its text clear of the icon and its results on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 720});
    await page.goto('/x/react-data-grid/');
    await page.getByTestId('settings-button').click();
    await page.getByRole('button', {name: 'Right to left'}).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The setting is kept; a narrow window has the navbar collapsed.
    await page.setViewportSize({width, height: 720});
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const standIn = page.locator('.navbar__search input.navbar__search-input');
    const before = await textStartAndIconEnd(standIn);
    expect(before.textStart).toBeGreaterThanOrEqual(before.iconEnd);

    await standIn.click();
    await page.keyboard.type('sorting');
    await expect(options(page).first()).toBeVisible();
    const loaded = await textStartAndIconEnd(page.locator('.navbar__search-host input.navbar__search-input'));
    expect(loaded.textStart).toBeGreaterThanOrEqual(loaded.iconEnd);
    const clear = (await page.locator('.navbar__search-host [class*="searchClearButton"]').boundingBox())!;
    expect(clear.x).toBeGreaterThan(loaded.textStart);
    const results = (await page.locator('.navbar__search [role="listbox"]').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(results.x).toBeGreaterThanOrEqual(0);
    expect(results.x + results.width).toBeLessThanOrEqual(viewport.width);
  });
}

test('a page opened from a search result loads the search code and marks the terms', async ({page}) => {
  await page.goto('/x/react-data-grid/sorting/?_highlight=sorting');
  await expect(page.locator('article mark').first()).toHaveText(/^sorting$/i);
  await expect(page.locator('.navbar__search-host input.navbar__search-input')).toHaveValue('sorting');
});

test('arrow keys move through the results and Enter opens the selected one', async ({page}) => {
  await page.goto('/x/react-data-grid/');
  const input = await openSearch(page);
  await input.pressSequentially('sorting');
  await expect(options(page).nth(1)).toBeVisible();
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).first()).not.toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/react-data-grid\/.+\?_highlight=sorting(#.*)?$/);
  await expect(page.locator('article mark').first()).toBeVisible();
});

for (const version of builtVersionPaths()) {
  test(`search from a ${version} page finds only ${version} pages`, async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index')) indexRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(`/x/${version}/react-data-grid/`);
    const input = await openSearch(page);
    await input.pressSequentially('sorting');
    await expect(options(page).first()).toBeVisible();
    expect(indexRequests.length).toBeGreaterThan(0);
    expect(indexRequests.every((pathname) => pathname.startsWith(`/x/${version}/`))).toBe(true);

    // "See all results" keeps the version; every result of the full page is a page of it.
    await page.locator('.navbar__search [class*="hitFooter"] a').click();
    await expect(page).toHaveURL(new RegExp(`/x/search/\\?q=sorting&version=${version}%2F$`));
    await expect(page.getByTestId('search-version')).toHaveValue(version);
    const links = await searchPageLinks(page);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href.startsWith(`/x/${version}/`))).toEqual([]);

    await page.locator('main ol a').first().click();
    await expect(page).toHaveURL(new RegExp(`/x/${version}/`));
  });
}

test('the search page narrows results to Charts', async ({page}) => {
  await page.goto('/x/react-data-grid/');
  const input = await openSearch(page);
  await input.pressSequentially('tooltip');
  await page.locator('.navbar__search [class*="hitFooter"] a').click();
  await expect(page).toHaveURL(/\/x\/search\/\?q=tooltip$/);
  const everywhere = await searchPageLinks(page);
  const isCharts = (href: string) => /^\/x\/(react-charts|api\/charts)\//.test(href);
  // Without the filter, other products match too, so the filter has something to remove.
  expect(everywhere.some((href) => !isCharts(href))).toBe(true);

  await page.getByTestId('search-product').selectOption('charts');
  await expect(page).toHaveURL(/\/x\/search\/\?q=tooltip&product=charts$/);
  const charts = await searchPageLinks(page);
  expect(charts.length).toBeGreaterThan(0);
  expect(charts.filter((href) => !isCharts(href))).toEqual([]);
  expect(charts).toContain('/x/react-charts/tooltip/?_highlight=tooltip');

  // The filter lives in the URL: a reload keeps it.
  await page.reload();
  await expect(page.getByTestId('search-product')).toHaveValue('charts');
  expect((await searchPageLinks(page)).filter((href) => !isCharts(href))).toEqual([]);
});

test('the search page ignores unknown product and version values', async ({page}) => {
  await page.goto('/x/search/?q=sorting&product=nope&version=..%2F..%2F');
  await expect(page.getByTestId('search-product')).toHaveValue('all');
  await expect(page.getByTestId('search-version')).toHaveValue('');
  expect((await searchPageLinks(page)).length).toBeGreaterThan(0);
});

// A BUILD_FAST build has English only; the full build (npm test, CI) always has Chinese.
if (builtLocales().includes('zh')) {
  test('Chinese search segments words and finds the translated Data Grid page', async ({page}) => {
    await page.goto('/x/zh/react-date-pickers/');
    const input = await openSearch(page);
    await input.pressSequentially('数据表格');
    const dataGrid = options(page).filter({has: page.locator('[class*="hitTitle"]', {hasText: /^数据表格$/})});
    await dataGrid.first().click();
    await expect(page).toHaveURL(/\/x\/zh\/react-data-grid\/\?/);
    await expect(page.locator('article h1')).toHaveText('数据表格');
    await expect(page.locator('article mark').first()).toBeVisible();

    // "表格排序" is not written as one phrase: the segmenter splits it into 表格 and 排序.
    await page.goto(`/x/zh/search/?q=${encodeURIComponent('表格排序')}`);
    const links = await searchPageLinks(page);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href.startsWith('/x/zh/'))).toBe(true);
    const marks = await page.locator('main ol mark').allTextContents();
    expect(marks).toEqual(expect.arrayContaining(['表格', '排序']));
  });
}

// The API pages come from plugins/api-docs; a build without them has nothing to find.
if (existsSync(path.join(buildDir, 'api', 'data-grid', 'data-grid', 'index.html'))) {
  test('searching a prop name finds the DataGrid API page', async ({page}) => {
    await page.goto('/x/react-data-grid/');
    const input = await openSearch(page);
    await input.pressSequentially('getRowId');
    await page.locator('.navbar__search [class*="hitFooter"] a').click();
    const links = await searchPageLinks(page);
    const apiLink = links.find((href) => href.startsWith('/x/api/data-grid/data-grid/'));
    expect(apiLink).toBeDefined();
    await page.locator(`main ol a[href="${apiLink}"]`).first().click();
    await expect(page.locator('article h1')).toHaveText('DataGrid API');
    await expect(
      page
        .locator('article mark')
        .filter({hasText: /^getRowId$/i})
        .first(),
    ).toBeVisible();
  });
}
