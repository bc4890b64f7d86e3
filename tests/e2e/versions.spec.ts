import type {Page, Route} from '@playwright/test';
import {decompressFromBase64} from 'lz-string';
import {test, expect} from './support/fixtures';
import {builtVersionPaths} from './support/env';

const built = new Set(builtVersionPaths());
const HOMES = ['/x/', ...[...built].map((segment) => `/x/${segment}/`)];

const resolvedVersion = (page: Page, name: string) =>
  page.locator(`[data-package="${name}"] [data-version]`).getAttribute('data-version');

for (const home of HOMES) {
  test(`the home of ${home} opens with its sidebar and content`, async ({page}) => {
    const response = await page.goto(home);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('.navbar')).toBeVisible();
  });
}

test('a 7.29.0 page runs the 7.29 packages and a v8 page the v8 packages', async ({page}) => {
  await page.goto('/x/introduction/installation/');
  for (const name of ['@mui/x-data-grid', '@mui/x-date-pickers', '@mui/x-charts', '@mui/x-tree-view']) {
    expect(await resolvedVersion(page, name)).toMatch(/^7\.29\./);
  }
  await page.goto('/x/v8/introduction/installation/');
  for (const name of ['@mui/x-data-grid', '@mui/x-date-pickers', '@mui/x-charts', '@mui/x-tree-view']) {
    expect(await resolvedVersion(page, name)).toMatch(/^8\./);
  }
});

test('the v8 banner says the version is unreleased', async ({page}) => {
  await page.goto('/x/v8/react-data-grid/');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText(/unreleased/i);
  await expect(banner.getByRole('link')).toHaveAttribute('href', '/x/react-data-grid/');
});

if (built.has('v4')) {
  test('the v4 Data Grid page says it is unmaintained and links to the same page in 7.29.0', async ({page}) => {
    await page.goto('/x/v4/react-data-grid/');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText(/no longer actively maintained/i);
    await banner.getByRole('link').click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
    await expect(page.getByTestId('version-switcher')).toHaveText('7.29.0');
  });
}

if (built.has('v6')) {
  const GETTING_STARTED = '/x/v6/react-data-grid/getting-started/';

  async function capture(page: Page, pattern: string, button: string): Promise<string> {
    let posted = '';
    await page.context().route(pattern, async (route: Route) => {
      posted = route.request().postData() ?? '';
      await route.fulfill({status: 200, contentType: 'text/html', body: '<p>sandbox</p>'});
    });
    await page.goto(GETTING_STARTED);
    const listing = page.locator('[data-sandbox-listing]').first();
    await expect(listing.locator('pre')).toContainText("from '@mui/x-data-grid'");
    const popup = page.waitForEvent('popup');
    await listing.locator(`button[data-action="${button}"]`).click();
    await (await popup).waitForLoadState();
    return posted;
  }

  test('a v6 listing opens in StackBlitz with @mui/x-data-grid 6 and React 18', async ({page}) => {
    const fields = new URLSearchParams(await capture(page, 'https://stackblitz.com/**', 'stackblitz'));
    const packageJson = JSON.parse(fields.get('project[files][package.json]') ?? '{}');
    expect(packageJson.dependencies['@mui/x-data-grid']).toMatch(/^6\.\d+\.\d+$/);
    expect(packageJson.dependencies.react).toMatch(/^18\./);
    expect(packageJson.dependencies['@mui/material']).toMatch(/^5\./);
    expect(fields.get('project[title]')).toMatch(/MUI X 6\./);
  });

  test('a v6 listing opens in CodeSandbox with @mui/x-data-grid 6', async ({page}) => {
    const fields = new URLSearchParams(await capture(page, 'https://codesandbox.io/**', 'codesandbox'));
    const parameters = (fields.get('parameters') ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const payload = JSON.parse(decompressFromBase64(parameters) ?? '{}');
    const packageJson = JSON.parse(payload.files['package.json'].content);
    expect(packageJson.dependencies['@mui/x-data-grid']).toMatch(/^6\.\d+\.\d+$/);
    expect(Object.keys(payload.files)).toContain('src/main.tsx');
  });
}

if (built.has('v6')) {
  test('the v6 API page of DataGrid documents the props of v6 and links to the current page', async ({page}) => {
    await page.goto('/x/v6/api/data-grid/data-grid/');
    // `columnBuffer` was replaced by `columnBufferPx` in v7: only the v6 page lists it.
    await expect(page.locator('main')).toContainText('columnBuffer');
    await expect(page.locator('main')).not.toContainText('columnBufferPx');
    const banner = page.locator('[data-version-banner="archived"]');
    await expect(banner).toContainText(/no longer maintained/i);
    await banner.getByRole('link').click();
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/$/);
    await expect(page.locator('main')).toContainText('columnBufferPx');
  });
}

if (built.has('v8')) {
  test('a v8-only page runs the v8 toolbar components live', async ({page}) => {
    await page.goto('/x/v8/react-data-grid/components/toolbar/');
    const demo = page.locator('[data-demo="ToolbarCustom"]');
    await demo.scrollIntoViewIfNeeded();
    await expect(demo).toHaveAttribute('data-demo-ready', 'true');
    // `Toolbar` and `QuickFilter` exist only in v8: the demo's own toolbar and its quick filter render live.
    await expect(demo.locator('.MuiDataGrid-toolbar')).toContainText('Staff directory');
    const search = demo.locator('.MuiDataGrid-toolbar input').first();
    await search.fill('Engineering');
    await expect(search).toHaveValue('Engineering');
  });

  test('the getting-started URL of v8 leads to its quickstart page', async ({page}) => {
    await page.goto('/x/v8/react-charts/getting-started/');
    await expect(page).toHaveURL(/\/x\/v8\/react-charts\/quickstart\/$/);
    await expect(page.locator('article h1')).toBeVisible();
  });
}
