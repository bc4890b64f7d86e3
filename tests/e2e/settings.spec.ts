import type {Page} from '@playwright/test';
import {test, expect} from './support/fixtures';

const PAGE = '/x/introduction/installation/';

async function openSettings(page: Page) {
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-panel')).toBeVisible();
}

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

test('dark mode applies to Infima and MUI, and survives a reload', async ({page}) => {
  await page.goto(PAGE);
  await openSettings(page);
  await page.getByRole('button', {name: 'Dark'}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await backgroundOf(page, 'html')).toBe('rgb(11, 13, 14)');
  expect(await backgroundOf(page, '.MuiDrawer-paper')).toBe('rgb(16, 20, 24)');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#101418');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await openSettings(page);
  await expect(page.getByRole('button', {name: 'Dark'})).toHaveAttribute('aria-pressed', 'true');
});

test('a page loaded with dark stored paints dark before any script of the app runs', async ({page}) => {
  await page.goto(PAGE);
  await openSettings(page);
  await page.getByRole('button', {name: 'Dark'}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Hold back every JavaScript bundle: what shows now is what the first paint shows.
  await page.route('**/assets/js/**', () => undefined);
  await page.goto('/x/react-data-grid/', {waitUntil: 'commit'});
  await page.waitForFunction(() => document.readyState !== 'loading' && document.querySelector('article') !== null);
  // The client bundle exposes window.docusaurus when it runs: it must not have run yet.
  expect(await page.evaluate(() => 'docusaurus' in window)).toBe(false);
  expect(await backgroundOf(page, 'html')).toBe('rgb(11, 13, 14)');
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('system mode follows the operating system live', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(PAGE);
  await openSettings(page);
  await page.getByRole('button', {name: 'System'}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#101418');
});

test('right-to-left flips the page and MUI, and is kept on reload', async ({page}) => {
  await page.goto(PAGE);
  await openSettings(page);
  await page.getByRole('button', {name: 'Right to left'}).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The drawer moves to the other edge, so MUI's own styles are flipped too.
  await expect(page.locator('.MuiDrawer-paper')).toHaveClass(/MuiDrawer-paperAnchorLeft/);
  await page.keyboard.press('Escape');
  const sidebar = await page.locator('.theme-doc-sidebar-container').boundingBox();
  const article = await page.locator('article').boundingBox();
  expect(sidebar!.x).toBeGreaterThan(article!.x);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.locator('article').evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
});

test('dense and spacing change MUI components and are kept on reload', async ({page}) => {
  await page.goto(PAGE);
  await openSettings(page);
  const primary = page.getByRole('combobox', {name: 'Primary'});
  const regularHeight = (await primary.boundingBox())!.height;
  await page.getByLabel('Dense components in demos').check();
  await expect.poll(async () => (await primary.boundingBox())!.height).toBeLessThan(regularHeight);

  await page.getByRole('button', {name: 'Increase spacing'}).click();
  await expect(page.getByTestId('spacing-value')).toHaveText('9px');
  const spacingVariable = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-spacing').trim());
  expect(await spacingVariable()).toBe('9px');

  await page.reload();
  await openSettings(page);
  await expect(page.getByLabel('Dense components in demos')).toBeChecked();
  await expect(page.getByTestId('spacing-value')).toHaveText('9px');
  await page.getByRole('button', {name: 'Reset density'}).click();
  await expect(page.getByTestId('spacing-value')).toHaveText('8px');
  await expect(page.getByLabel('Dense components in demos')).not.toBeChecked();
});

test('the primary colour can be picked, is kept, and can be reset', async ({page}) => {
  await page.goto(PAGE);
  await openSettings(page);
  await page.getByRole('combobox', {name: 'Primary'}).click();
  await page.getByRole('option', {name: 'Teal'}).click();
  const resetColours = page.getByRole('button', {name: 'Reset colours'});
  await expect(resetColours).toHaveCSS('color', 'rgb(0, 121, 107)');

  await page.reload();
  await openSettings(page);
  await expect(page.getByRole('button', {name: 'Reset colours'})).toHaveCSS('color', 'rgb(0, 121, 107)');
  await page.getByRole('button', {name: 'Reset colours'}).click();
  await expect(page.getByRole('button', {name: 'Reset colours'})).toHaveCSS('color', 'rgb(25, 118, 210)');
});

test('the settings drawer works with the keyboard', async ({page}) => {
  await page.goto(PAGE);
  await page.getByTestId('settings-button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('settings-panel')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-panel')).toBeHidden();
  await expect(page.getByTestId('settings-button')).toBeFocused();
});

for (const direction of ['ltr', 'rtl'] as const) {
  test(`in a narrow window (${direction}) the navbar's controls do not cover one another and settings open from the menu`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      {name: 'docsThemeSettings', value: encodeURIComponent(JSON.stringify({direction})), url: baseURL!},
    ]);
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    const navbar = page.locator('.navbar__inner');
    const controls = [
      navbar.getByRole('button', {name: 'Toggle navigation bar'}),
      navbar.locator('.navbar__brand'),
      navbar.locator('[data-search-button]'),
    ];
    const boxes = [];
    for (const control of controls) {
      await expect(control).toBeVisible();
      boxes.push((await control.boundingBox())!);
    }
    for (const [index, a] of boxes.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width).toBeLessThanOrEqual(390);
      for (const b of boxes.slice(index + 1)) {
        const overlap = a.x < b.x + b.width && b.x < a.x + a.width;
        expect(overlap, `navbar controls overlap: ${JSON.stringify([a, b])}`).toBe(false);
      }
    }
    // The navbar's own settings button is folded into the menu, as Infima folds the other items.
    await expect(navbar.getByTestId('settings-button')).toBeHidden();

    // A tap on the toggle reaches it (nothing lies on top of it) and opens the menu.
    await controls[0]!.click();
    // On a docs page the menu opens on the page tree; the navbar's items are one step back.
    await page.locator('.navbar-sidebar__back').click();
    await page.locator('.navbar-sidebar').getByRole('button', {name: 'Settings'}).click();
    await expect(page.getByTestId('settings-panel')).toBeVisible();
  });
}
