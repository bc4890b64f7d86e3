import AxeBuilder from '@axe-core/playwright';
import {test, expect} from './support/fixtures';

// One page of each kind the site has, checked in light and dark: no serious or critical issue.
const PAGES = [
  {kind: 'home', path: '/x/'},
  {kind: 'guide with demos', path: '/x/react-data-grid/getting-started/'},
  {kind: 'API page', path: '/x/api/data-grid/data-grid/'},
  {kind: 'versions', path: '/x/versions/'},
  {kind: 'production error', path: '/x/production-error/?code=1&args[]=ThemeSettingsProvider'},
  {kind: '404', path: '/x/this-page-does-not-exist/', notFound: true},
];

for (const mode of ['light', 'dark'] as const) {
  for (const {kind, path, notFound} of PAGES) {
    test(`${kind} has no serious accessibility violation in ${mode} mode`, async ({page, problems}) => {
      if (notFound) problems.allow(/404/);
      // With no stored choice the site follows the operating system's scheme.
      await page.emulateMedia({colorScheme: mode});
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      const results = await new AxeBuilder({page}).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        );
      expect(serious).toEqual([]);
    });
  }
}
