import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, renderAllDemos} from './support/fixtures';
import {seriousViolationsOfOurs} from './support/axeTolerated';
import {onePagePerSection} from './support/sections';
import {builtSitemapPaths} from './support/sitemap';

// One page of every section (product guides, each product's API, introduction, migration...) of
// every edition (version × locale) the build holds, with its demos rendered, in light and dark mode:
// no serious or critical violation of ours (support/axeTolerated.ts lists the packages' own).
// Two axe runs over a page whose demos all render: a big API or Data Grid page needs more than the default minute.
test.describe.configure({timeout: 120_000});

async function checkBothModes(page: Page, path: string) {
  const html = page.locator('html');
  // With no stored choice the site follows the operating system's scheme, also when it changes.
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(path);
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await renderAllDemos(page);
  const light = seriousViolationsOfOurs((await new AxeBuilder({page}).analyze()).violations);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const dark = seriousViolationsOfOurs((await new AxeBuilder({page}).analyze()).violations);
  expect({light, dark}).toEqual({light: [], dark: []});
}

for (const {edition, section, path} of onePagePerSection(builtSitemapPaths())) {
  test(`${edition}, ${section} (${path}): no serious accessibility violation, light and dark`, async ({page}) => {
    await checkBothModes(page, path);
  });
}

test('the production-error page with arguments has no serious accessibility violation', async ({page}) => {
  await checkBothModes(page, '/x/production-error/?code=1&args[]=ThemeSettingsProvider');
});

test('the 404 page has no serious accessibility violation', async ({page, problems}) => {
  problems.allow(/404/);
  await checkBothModes(page, '/x/this-page-does-not-exist/');
});
