import type {Page} from '@playwright/test';
import {test, expect} from './support/fixtures';
import {builtLocales, builtVersionPaths, localePrefix} from './support/env';

const built = new Set(['7.29.0', ...builtVersionPaths()]);
const builtOf = (labels: string[]) => labels.filter((label) => built.has(label));

async function openVersionMenu(page: Page) {
  const toggle = page.getByTestId('version-switcher');
  await toggle.hover();
  const menu = page.locator('.navbar__item.dropdown', {has: toggle}).locator('.dropdown__menu');
  await expect(menu).toBeVisible();
  return menu;
}

const sidebarLink = (page: Page, name: string) =>
  page.locator('.theme-doc-sidebar-menu a.menu__link').filter({hasText: new RegExp(`^${name}`)});

test('the switcher on a Charts page offers only the versions that have Charts', async ({page}) => {
  await page.goto('/x/react-charts/bars/');
  const menu = await openVersionMenu(page);
  await expect(menu.locator('a.dropdown__link')).toHaveText([...builtOf(['v8', '7.29.0', 'v6']), 'View all versions']);
  await menu.getByRole('link', {name: 'View all versions'}).click();
  await expect(page).toHaveURL(/\/x\/versions\/$/);
});

test('the switcher on a Pickers page stops at v5', async ({page}) => {
  await page.goto('/x/react-date-pickers/date-picker/');
  const menu = await openVersionMenu(page);
  await expect(menu.locator('a.dropdown__link')).toHaveText([
    ...builtOf(['v8', '7.29.0', 'v6', 'v5']),
    'View all versions',
  ]);
});

// A BUILD_FAST build has v8 and 7.29.0 only; the full build (npm test, CI) has every version.
if (built.has('v6')) {
  test('switching a Data Grid page to v6 keeps the page', async ({page}) => {
    await page.goto('/x/react-data-grid/getting-started/?tab=1#installation');
    const menu = await openVersionMenu(page);
    await menu.getByRole('link', {name: 'v6', exact: true}).click();
    await expect(page).toHaveURL(/\/x\/v6\/react-data-grid\/getting-started\/\?tab=1#installation$/);
    await expect(page.locator('article h1')).toHaveText('Getting started');
    await expect(page.getByTestId('version-switcher')).toHaveText('v6');
  });
}

if (built.has('v6')) {
  test('switching the 7.29.0 aggregation page to v6 opens the v6 aggregation page', async ({page}) => {
    await page.goto('/x/react-data-grid/aggregation/');
    const menu = await openVersionMenu(page);
    await menu.getByRole('link', {name: 'v6', exact: true}).click();
    await expect(page).toHaveURL(/\/x\/v6\/react-data-grid\/aggregation\/$/);
    await expect(page.locator('.theme-doc-version-banner')).toContainText(/no longer actively maintained/i);
  });
}

if (built.has('v8')) {
  test('switching Getting started to v8 opens the renamed Quickstart page, and back', async ({page}) => {
    await page.goto('/x/react-tree-view/getting-started/');
    await (await openVersionMenu(page)).getByRole('link', {name: 'v8', exact: true}).click();
    await expect(page).toHaveURL(/\/x\/v8\/react-tree-view\/quickstart\/$/);
    await (await openVersionMenu(page)).getByRole('link', {name: '7.29.0', exact: true}).click();
    await expect(page).toHaveURL(/\/x\/react-tree-view\/getting-started\/$/);
  });
}

if (built.has('v4')) {
  test('a page missing from the target version leads to its section overview', async ({page}) => {
    await page.goto('/x/react-data-grid/column-pinning/');
    const menu = await openVersionMenu(page);
    await menu.getByRole('link', {name: 'v4', exact: true}).click();
    await expect(page).toHaveURL(/\/x\/v4\/react-data-grid\/$/);
    await expect(page.locator('article h1')).toBeVisible();
  });
}

if (builtLocales().includes('zh')) {
  test('the locale dropdown keeps the page and the version', async ({page}) => {
    const version = built.has('v6') ? 'v6/' : '';
    await page.goto(`/x/${version}react-data-grid/getting-started/`);
    await page.locator('.navbar__item.dropdown').filter({hasText: 'English'}).hover();
    await page.getByRole('link', {name: '中文'}).click();
    await expect(page).toHaveURL(new RegExp(`/x/zh/${version}react-data-grid/getting-started/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('version-switcher')).toHaveText(version ? 'v6' : '7.29.0');
  });
}

test('sidebar entries show plan icons and status chips', async ({page}) => {
  await page.goto('/x/react-data-grid/column-pinning/');
  const pinning = sidebarLink(page, 'Column pinning');
  await expect(pinning.getByRole('img', {name: 'Pro plan'})).toBeVisible();
  await expect(pinning.locator('[data-status]')).toHaveCount(0);

  const pivoting = sidebarLink(page, 'Pivoting');
  await expect(pivoting.getByRole('img', {name: 'Premium plan'})).toBeVisible();
  await expect(pivoting.locator('[data-status]')).toHaveText(['Planned']);
  const listView = sidebarLink(page, 'List view');
  await expect(listView.getByRole('img', {name: 'Pro plan'})).toBeVisible();
  await expect(listView.locator('[data-status]')).toHaveText(['Preview']);
  await expect(sidebarLink(page, 'Sorting').locator('[data-plan], [data-status]')).toHaveCount(0);
});

test('the plan tooltip of a sidebar entry links to the licensing page', async ({page}) => {
  await page.goto('/x/react-data-grid/column-pinning/');
  await sidebarLink(page, 'Pivoting').getByRole('img', {name: 'Premium plan'}).hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('Premium');
  await tooltip.getByRole('link').click();
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
});

test('a Pro page shows its plan badge next to its title, linking to licensing', async ({page}) => {
  await page.goto('/x/react-data-grid/column-pinning/');
  const badge = page.locator('article h1').getByRole('link', {name: 'Pro plan'});
  await expect(badge).toHaveAttribute('href', '/x/introduction/licensing/');
  await page.goto('/x/react-data-grid/sorting/');
  await expect(page.locator('article h1')).toHaveText('Sorting');
  await expect(page.locator('article h1 [data-plan]')).toHaveCount(0);
});

test('a page in a Pro group inherits the plan badge of the group', async ({page}) => {
  await page.goto('/x/react-date-pickers/date-range-picker/');
  await expect(page.locator('article h1').getByRole('link', {name: 'Pro plan'})).toBeVisible();
});

test('subheaders are plain labels above their entries', async ({page}) => {
  await page.goto('/x/react-date-pickers/date-picker/');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const subheader = sidebar.locator('li', {has: page.locator(':scope > span', {hasText: /^Common features$/})});
  await expect(subheader).toHaveCount(1);
  await expect(subheader.locator(':scope > span')).toHaveCSS('text-transform', 'uppercase');
  await expect(sidebar.getByRole('button', {name: 'Common features'})).toHaveCount(0);
  await expect(sidebar.getByRole('link', {name: 'Common features'})).toHaveCount(0);
  await expect(subheader.getByRole('link', {name: 'Validation'})).toBeVisible();
});

test('breadcrumbs and previous/next links follow the sidebar tree', async ({page}) => {
  await page.goto('/x/react-data-grid/column-pinning/');
  await expect(page.locator('.breadcrumbs__item')).toContainText(['Columns', 'Column pinning']);
  await expect(page.locator('.pagination-nav__link--prev')).toContainText('Column ordering');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/column-recipes\/$/);
});

test('after a client-side navigation the sidebar marks the new page only, and opens its category', async ({page}) => {
  await page.goto('/x/react-data-grid/pagination/');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const active = sidebar.locator('a.menu__link--active[aria-current="page"]');
  await expect(active).toHaveText('Pagination');
  const filtering = sidebar.locator('li.theme-doc-sidebar-item-category', {
    has: page.locator(':scope > div a', {hasText: /^Filtering$/}),
  });
  await expect(filtering).toHaveClass(/menu__list-item--collapsed/);

  // The previous page is the last entry of the Filtering category, folded until now.
  await page.locator('.pagination-nav__link--prev').click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/filtering-recipes\/$/);
  await expect(filtering).not.toHaveClass(/menu__list-item--collapsed/);
  await expect(active).toHaveCount(1);
  await expect(filtering.locator('a.menu__link--active[aria-current="page"]')).toHaveText('Recipes');
  // The category holding the page is marked too, and the entry left is plain again.
  await expect(filtering.locator(':scope > div a.menu__link--active')).toHaveText('Filtering');
  await expect(sidebarLink(page, 'Pagination')).not.toHaveClass(/menu__link--active/);
  await expect(sidebarLink(page, 'Pagination')).not.toHaveAttribute('aria-current', 'page');

  // And back, by the sidebar: the same holds the other way.
  await sidebarLink(page, 'Pagination').click();
  await expect(active).toHaveText('Pagination');
  await expect(filtering.locator('a.menu__link--active')).toHaveCount(0);
});

test('every page carries its product id, also after client-side navigation', async ({page}) => {
  const meta = (name: string) => page.locator(`meta[name="mui:${name}"]`);
  await page.goto('/x/react-date-pickers/');
  await expect(meta('productId')).toHaveAttribute('content', 'x-date-pickers');
  await expect(meta('productCategoryId')).toHaveAttribute('content', 'x');
  await page.locator('.navbar').getByRole('link', {name: 'Charts', exact: true}).click();
  await expect(page).toHaveURL(/\/x\/react-charts\/$/);
  await expect(meta('productId')).toHaveAttribute('content', 'x-charts');
  await expect(meta('productId')).toHaveCount(1);
  await page.goto('/x/playground/');
  await expect(meta('productId')).toHaveAttribute('content', 'null');
  await expect(meta('productCategoryId')).toHaveAttribute('content', 'x');
  await page.goto('/x/versions/');
  await expect(meta('productCategoryId')).toHaveAttribute('content', 'docs');
});

test('legacy URLs of the core docs redirect to the current pages', async ({page}) => {
  await page.goto('/x/components/data-grid/columns/');
  await expect(page).toHaveURL(/\/x\/react-data-grid\/column-definition\/$/);
  await page.goto('/x/components/date-picker/');
  await expect(page).toHaveURL(/\/x\/react-date-pickers\/date-picker\/$/);
});

test("the original site's /whats-new/ route leads to the What's new page, in every locale", async ({page}) => {
  for (const prefix of builtLocales().map(localePrefix)) {
    await page.goto(`${prefix}/whats-new/`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/introduction/whats-new/$`));
    await expect(page.locator('article h1')).toBeVisible();
  }
});

test('the 404 page suggests the page the reader probably meant', async ({page, problems}) => {
  // The missing page answers 404 (and Chromium logs it): that is what this test is about.
  problems.allow(/^HTTP 404: .*\/x\/components\/data-grid\/colums\/$/);
  problems.allow(/status of 404 .*\/x\/components\/data-grid\/colums\//);
  const response = await page.goto('/x/components/data-grid/colums/');
  expect(response?.status()).toBe(404);
  const suggestions = page.getByTestId('did-you-mean').getByRole('link');
  await expect(suggestions.first()).toHaveText('Data Grid - Columns');
  await suggestions.first().click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/column-definition\/$/);
});

test('after a client-side navigation, focus starts again at the top of the new page', async ({page}) => {
  await page.goto('/x/react-data-grid/');
  const link = sidebarLink(page, 'Getting started');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('article h1')).toHaveText('Getting started');
  // Focus leaves the sidebar link for the top of the page (the skip link's region, which does not
  // keep focus), so the next Tab is "Skip to main content", as on a fresh load.
  await expect(link).not.toBeFocused();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
});

test('pages linked in view are fetched ahead once the page is idle, so following one loads no new route code', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/');
  const prefetched = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link' && entry.name.endsWith('.js'))
        .map((entry) => entry.name),
    );
  await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(0);
  // The sidebar link to "Getting started" is in view: its page was queued and fetched.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as {docusaurus: {prefetch(path: string): unknown}}).docusaurus.prefetch(
          '/x/react-data-grid/getting-started/',
        ),
      ),
    )
    .toBe(false);
  await page.waitForLoadState('networkidle');
  const ahead = new Set(await prefetched());

  // The time the new page's title appears, and the scripts requested until then.
  await page.evaluate(() => {
    const state = {clickedAt: performance.now(), shownAt: 0};
    Object.assign(window, {navTest: state});
    new MutationObserver((_records, observer) => {
      if (document.querySelector('article h1')?.textContent === 'Getting started') {
        state.shownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, {childList: true, subtree: true, characterData: true});
  });
  await sidebarLink(page, 'Getting started').click();
  await expect(page.locator('article h1')).toHaveText('Getting started');
  const routeScripts = await page.evaluate(() => {
    const {clickedAt, shownAt} = (window as unknown as {navTest: {clickedAt: number; shownAt: number}}).navTest;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .filter((entry) => entry.startTime >= clickedAt && entry.startTime <= shownAt)
      .map((entry) => entry.name);
  });
  // The page's own chunks (its text) were among those fetched ahead. Chunks they share with
  // other pages load with them, as Docusaurus names only a route's own chunks.
  const pageText = 'Install the Data Grid package and its peer dependencies';
  const withText: string[] = [];
  for (const script of routeScripts)
    if ((await (await page.request.get(script)).text()).includes(pageText)) withText.push(script);
  expect(withText.length).toBeGreaterThan(0);
  for (const script of withText) expect(ahead, `${script} was not fetched ahead`).toContain(script);
});

test('the table of contents marks the section in view, on a page reached by a link too', async ({page}) => {
  await page.setViewportSize({width: 1400, height: 900});
  await page.goto('/x/introduction/licensing/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.locator('.theme-doc-sidebar-menu a.menu__link', {hasText: /^Installation$/}).click();
  await expect(page).toHaveURL(/\/x\/introduction\/installation\/$/);
  const toc = page.locator('.table-of-contents');
  const active = toc.locator('.table-of-contents__link--active');
  for (const index of [3, 1]) {
    const heading = page.locator('article h2.anchor').nth(index);
    const id = await heading.getAttribute('id');
    // The heading just under the navbar, as after following the table's own link.
    await heading.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute('href', `#${id}`);
  }
});
