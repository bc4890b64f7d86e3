import type {Page} from '@playwright/test';
import {test, expect} from './support/fixtures';

const INSTALLATION = '/x/introduction/installation/';
const CHARTS_GETTING_STARTED = '/x/react-charts/getting-started/';

/** Every package manager tab set of the page (Docusaurus Tabs with groupId="package-manager"). */
const pnpmTabs = (page: Page) => page.getByRole('tab', {name: 'pnpm', exact: true});

async function expectPnpmEverywhere(page: Page, command: string) {
  const tabs = pnpmTabs(page);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
  }
  // The visible panel shows the pnpm command; the npm panel is hidden.
  await expect(page.locator('[role="tabpanel"]:not([hidden])').filter({hasText: command}).first()).toBeVisible();
  await expect(
    page
      .locator('[role="tabpanel"][hidden]')
      .filter({hasText: command.replace('pnpm add', 'npm install')})
      .first(),
  ).toBeAttached();
}

test('the package manager picked on the installation page is remembered on other pages and after a reload', async ({
  page,
}) => {
  await page.goto(INSTALLATION);
  const firstPnpmTab = pnpmTabs(page).first();
  await expect(firstPnpmTab).toHaveAttribute('aria-selected', 'false');
  // Clicking before hydration does nothing, so retry until the tab reacts.
  await expect(async () => {
    await firstPnpmTab.click();
    await expect(firstPnpmTab).toHaveAttribute('aria-selected', 'true', {timeout: 1_000});
  }).toPass();
  await expectPnpmEverywhere(page, 'pnpm add @mui/material @emotion/react @emotion/styled');
  // Docusaurus keeps the choice in localStorage, under a key named after the group.
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.includes('package-manager'))
      .map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual(['pnpm']);

  await page.goto(CHARTS_GETTING_STARTED);
  await expectPnpmEverywhere(page, 'pnpm add @mui/x-charts@^7.29.0');

  await page.reload();
  await expectPnpmEverywhere(page, 'pnpm add @mui/x-charts@^7.29.0');
});
