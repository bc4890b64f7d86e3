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

/** axe's rules whose outcome depends on colours, the only thing a change of colour scheme changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function checkBothModes(page: Page, path: string) {
  const html = page.locator('html');
  // With no stored choice the site follows the operating system's scheme, also when it changes.
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(path);
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await renderAllDemos(page);
  // axe reports every violation in full either way; leaving out the nodes that pass makes a run
  // about a third faster on a big page.
  const axe = () => new AxeBuilder({page}).options({resultTypes: ['violations']});
  const light = seriousViolationsOfOurs((await axe().analyze()).violations);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(html).toHaveAttribute('data-theme', 'dark');
  // The colour scheme changes colours only: in dark mode, the rules about colour run again (the
  // page's structure, names and roles were checked in light mode), in a quarter of the time.
  const dark = seriousViolationsOfOurs((await axe().withRules(COLOUR_RULES).analyze()).violations);
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
