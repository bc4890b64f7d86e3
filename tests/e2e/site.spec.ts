import {test, expect} from './support/fixtures';
import {builtLocales, builtVersionPaths, localePrefix} from './support/env';
import {recordLayoutShifts, recordedLayoutShifts} from './support/layoutShifts';

const versionHomes = ['', ...builtVersionPaths()];

for (const locale of builtLocales()) {
  for (const version of versionHomes) {
    const home = `${localePrefix(locale)}/${version ? `${version}/` : ''}`;

    test(`home of ${version || '7.29.0'} in ${locale} renders and hydrates cleanly`, async ({page}) => {
      await page.goto(home);
      await expect(page.locator('html')).toHaveAttribute('lang', {en: 'en', zh: 'zh-CN', pt: 'pt-BR'}[locale]!);
      await expect(page.locator('article h1, main h1').first()).toBeVisible();
      // A link in the page body leads to another real page of the same version.
      const installation = page.locator('article a[href*="/introduction/installation/"]').first();
      await installation.click();
      await expect(page).toHaveURL(new RegExp(`${home}introduction/installation/$`));
      await expect(page.locator('article h1')).toHaveText(/Installation|安装|Instala/);
    });
  }
}

test('the version dropdown switches from 7.29.0 to v8 on the same page (renamed Quickstart there)', async ({page}) => {
  await page.goto('/x/react-data-grid/getting-started/');
  await page.locator('.navbar__item.dropdown').filter({hasText: '7.29.0'}).hover();
  await page.getByRole('link', {name: 'v8', exact: true}).click();
  await expect(page).toHaveURL(/\/x\/v8\/react-data-grid\/quickstart\/$/);
  await expect(page.locator('.theme-doc-version-banner')).toContainText(/unreleased/i);
});

// A BUILD_FAST build has English only; the full build (npm test, CI) always has Chinese.
if (builtLocales().includes('zh')) {
  test('the locale dropdown switches to Chinese and keeps the page', async ({page}) => {
    await page.goto('/x/react-data-grid/getting-started/');
    await page.locator('.navbar__item.dropdown').filter({hasText: 'English'}).hover();
    await page.getByRole('link', {name: '中文'}).click();
    await expect(page).toHaveURL(/\/x\/zh\/react-data-grid\/getting-started\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
}

test('the versions page lists every built version with a working link', async ({page}) => {
  await page.goto('/x/versions/');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1 + builtVersionPaths().length);
  await page.locator('tr[data-version="current"] a').click();
  await expect(page).toHaveURL(/\/x\/v8\/$/);
});

test('the production-error page explains a code and shows arguments as text', async ({page}) => {
  await page.goto('/x/production-error/?code=1&args[]=%3Cimg%20src%3Dx%3E&args[]=SettingsProvider');
  const message = page.locator('[data-state="found"]');
  await expect(message).toContainText('<img src=x> must be used inside SettingsProvider');
  await expect(page.locator('main img')).toHaveCount(0);
});

test('the production-error page handles no code and unknown codes', async ({page}) => {
  await page.goto('/x/production-error/?code=%3Cscript%3E');
  await expect(page.locator('[data-state="no-code"]')).toBeVisible();
  await page.goto('/x/production-error/?code=99999');
  await expect(page.locator('[data-state="unknown-code"]')).toContainText('99999');
});

test('the playground renders the four libraries without the site chrome', async ({page}) => {
  await page.goto('/x/playground/');
  await expect(page.locator('.navbar')).toHaveCount(0);
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('tree')).toBeVisible();
});

test('the navbar keeps its layout while the logo loads slowly', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await recordLayoutShifts(page, '.navbar');
  // The logo arrives a second after the page has been painted.
  let served = false;
  await page.route('**/img/logo.svg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    served = true;
    await route.continue();
  });
  await page.goto('/x/react-charts/bars/');
  const logo = page.locator('.navbar__inner .navbar__brand img').first();
  await expect(page.locator('.navbar__inner .navbar__title')).toBeVisible();
  await expect.poll(() => served).toBe(true);
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  expect(await recordedLayoutShifts(page)).toEqual([]);
  await expect(logo).toHaveJSProperty('width', 32);
});
