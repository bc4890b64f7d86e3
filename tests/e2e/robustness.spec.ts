import {test, expect} from './support/fixtures';
import {E2E_BASE_URL} from './support/env';

// Bad input from the outside world never breaks a page: each gets its default.

const PAGE = '/x/react-data-grid/getting-started/';
const host = new URL(E2E_BASE_URL).hostname;

const BAD_COOKIES: [string, string][] = [
  ['docsThemeSettings', '%7Bnot-json'],
  ['docsThemeSettings', encodeURIComponent(JSON.stringify({direction: 'sideways', spacing: 'huge', paletteColors: 7}))],
  ['codeVariant', 'COBOL'],
  ['codeStyling', '%E0%A4%A'],
];

for (const [name, value] of BAD_COOKIES) {
  test(`a malformed ${name} cookie (${value.slice(0, 24)}) falls back to the defaults`, async ({page, context}) => {
    await context.addCookies([{name, value, domain: host, path: '/'}]);
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('article h1')).toBeVisible();
    await page.getByTestId('settings-button').click();
    await expect(page.getByTestId('spacing-value')).toHaveText('8px');
  });
}

test('a garbage colour mode in storage falls back to a valid mode', async ({page}) => {
  await page.goto(PAGE);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('theme')) localStorage.setItem(key, '"><img>');
    localStorage.setItem('theme', 'purple');
  });
  await page.reload();
  await expect(page.locator('article h1')).toBeVisible();
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-panel')).toBeVisible();
});

for (const hash of ['#', '#%E0%A4%A', '#<script>alert(1)</script>', '#FirstGrid.cobol', '#' + 'x'.repeat(5000)]) {
  test(`an odd URL hash (${hash.slice(0, 20)}) leaves the page working`, async ({page}) => {
    await page.goto(PAGE + hash);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('[data-demo="FirstGrid"]')).toBeVisible();
  });
}

test('script in a query string is shown as text, never run', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto('/x/production-error/?code=<script>alert(1)</script>&args[]=<img src=x onerror=alert(2)>');
  await expect(page.locator('main')).toContainText(/code|error/i);
  await expect(page.locator('main script, main img[src="x"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
});
