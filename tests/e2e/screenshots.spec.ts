import {test, expect} from './support/fixtures';

// Screenshots of key pages in light, dark and right-to-left, written to test-results/ so that a
// change in how pages look shows up in review. They are looked at, not compared pixel by pixel.
const PAGES = [
  ['home', '/x/'],
  ['data-grid-overview', '/x/react-data-grid/'],
  ['data-grid-getting-started', '/x/react-data-grid/getting-started/'],
  ['pickers-date-picker', '/x/react-date-pickers/date-picker/'],
  ['charts-bars', '/x/react-charts/bars/'],
] as const;

const VARIANTS = [
  {name: 'light', colorScheme: 'light', rtl: false},
  {name: 'dark', colorScheme: 'dark', rtl: false},
  {name: 'rtl', colorScheme: 'light', rtl: true},
] as const;

const folder = `${process.env.E2E_RESULTS_DIR ?? 'test-results'}/screenshots`;

for (const [name, path] of PAGES) {
  for (const variant of VARIANTS) {
    test(`screenshot of ${name} (${variant.name})`, async ({page, context, baseURL}, testInfo) => {
      await page.emulateMedia({colorScheme: variant.colorScheme});
      if (variant.rtl) {
        const value = encodeURIComponent(JSON.stringify({direction: 'rtl'}));
        await context.addCookies([{name: 'docsThemeSettings', value, url: baseURL!}]);
      }
      await page.setViewportSize({width: 1280, height: 900});
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', variant.colorScheme);
      await expect(page.locator('html')).toHaveAttribute('dir', variant.rtl ? 'rtl' : 'ltr');
      await expect(page.locator('main').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({path: `${folder}/${name}-${variant.name}.png`});
      await testInfo.attach(`${name}-${variant.name}`, {path: `${folder}/${name}-${variant.name}.png`});
    });
  }
}
