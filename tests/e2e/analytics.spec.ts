import type {Page} from '@playwright/test';
import {test, expect} from './support/fixtures';

/** Every gtag call the page made so far, as plain arrays (the data layer holds `arguments`). */
const gtagCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? []).map((entry) => Array.from(entry)),
  );

const pageViews = async (page: Page) =>
  (await gtagCalls(page))
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => params);

const userProperties = async (page: Page) =>
  (await gtagCalls(page))
    .filter(([command, name]) => command === 'set' && name === 'user_properties')
    .map(([, , params]) => params);

test('a page view per page, on the first load and on each client-side navigation, with its product', async ({page}) => {
  await page.goto('/x/introduction/installation/');
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  // A marker that a full page load would wipe: the navigations below stay inside the app.
  await page.evaluate(() => Object.assign(window, {stillSamePage: true}));

  const navbar = page.locator('.navbar');
  await navbar.getByRole('link', {name: 'Data Grid', exact: true}).click();
  await expect(page).toHaveTitle('Data Grid | MUI X');
  await navbar.getByRole('link', {name: 'Charts', exact: true}).click();
  await expect(page).toHaveTitle('Charts | MUI X');
  await navbar.getByRole('link', {name: 'Tree View', exact: true}).click();
  await expect(page).toHaveTitle('Tree View | MUI X');

  await expect.poll(() => pageViews(page)).toHaveLength(4);
  expect(await page.evaluate(() => 'stillSamePage' in window)).toBe(true);
  expect(await pageViews(page)).toEqual([
    {
      page_title: 'Installation | MUI X',
      page_location: '/x/introduction/installation/',
      productId: 'null',
      productCategoryId: 'x',
    },
    {
      page_title: 'Data Grid | MUI X',
      page_location: '/x/react-data-grid/',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    },
    {page_title: 'Charts | MUI X', page_location: '/x/react-charts/', productId: 'x-charts', productCategoryId: 'x'},
    {
      page_title: 'Tree View | MUI X',
      page_location: '/x/react-tree-view/',
      productId: 'x-tree-view',
      productCategoryId: 'x',
    },
  ]);
});

test('a hash on the page is not a new page view, and gtag.js is not loaded without a measurement id', async ({
  page,
}) => {
  const googleRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('googletagmanager.com')) googleRequests.push(request.url());
  });
  await page.goto('/x/react-charts/#overview');
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  expect((await pageViews(page))[0]).toMatchObject({page_location: '/x/react-charts/', productId: 'x-charts'});
  await page.evaluate(() => {
    window.location.hash = 'elsewhere';
  });
  await page.getByRole('link', {name: 'Charts', exact: true}).first().click();
  await expect(page).toHaveURL(/\/x\/react-charts\/$/);
  expect(await pageViews(page)).toHaveLength(1);
  expect(googleRequests).toEqual([]);
  expect(await page.locator('script[src*="googletagmanager.com"]').count()).toBe(0);
});

test('user properties are sent on load and re-sent when the reader changes the code variant or colour mode', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/x/react-data-grid/getting-started/');
  await expect.poll(() => userProperties(page)).toHaveLength(1);
  expect((await userProperties(page))[0]).toEqual({
    codeVariant: 'TS',
    codeStylingVariant: 'system',
    userLanguage: 'en',
    devicePixelRatio: 1,
    colorSchemeOS: 'light',
    colorScheme: 'light',
  });

  // The demo toolbar's JS button: the toolbar's data-ga-event attributes go through the one click listener.
  const jsButton = page.locator('[data-ga-event-action="code-variant-js"]').first();
  await jsButton.click();
  await expect(jsButton).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => userProperties(page)).toContainEqual({codeVariant: 'JS'});
  const calls = await gtagCalls(page);
  expect(calls).toContainEqual(['event', 'demo', {eventAction: 'code-variant-js', eventLabel: 'FirstGrid'}]);

  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-panel')).toBeVisible();
  await page.getByRole('button', {name: 'Dark'}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => userProperties(page)).toContainEqual({colorScheme: 'dark'});
  await page.emulateMedia({colorScheme: 'dark'});
  await expect.poll(() => userProperties(page)).toContainEqual({colorSchemeOS: 'dark'});
});
