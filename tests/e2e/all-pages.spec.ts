import {siteCheck as test, expect, renderAllDemos} from './support/fixtures';
import {editionOf, selectPages} from './support/pageSample';
import {builtSitemapPaths} from './support/sitemap';

// A deterministic sample of the built pages: E2E_PAGE_SAMPLE pages in all (default 300), shared
// between the editions (version × locale) in proportion to their size, at least 20 of each (or all
// of an edition's pages when it has fewer). The total does not grow with the site, so the suite
// keeps CI's time as pages are added. E2E_PAGE_SAMPLE=all opens every page.
const DEFAULT_SAMPLE = 300;
const PER_EDITION = 20;
const requested = process.env.E2E_PAGE_SAMPLE ?? String(DEFAULT_SAMPLE);
const total = requested === 'all' ? Number.MAX_SAFE_INTEGER : Number.parseInt(requested, 10);

const allPaths = builtSitemapPaths();
const pages = selectPages(allPaths, {total: Number.isNaN(total) ? DEFAULT_SAMPLE : total, perEdition: PER_EDITION});

test('the sitemap lists the pages of the build, and the sample opens every edition it has', () => {
  expect(pages.length).toBeGreaterThan(100);
  expect(new Set(pages.map(editionOf))).toEqual(new Set(allPaths.map(editionOf)));
});

for (const pathname of pages) {
  test(`page ${pathname} loads, hydrates and has no broken in-page anchor`, async ({page}) => {
    const response = await page.goto(pathname, {waitUntil: 'load'});
    expect(response?.status()).toBe(200);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    // React has hydrated the page: a hydration error would have been logged by now.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // Anchors that point into the page itself must have a target (ids Docusaurus checks at
    // build time come from markdown; this also covers ids produced by components).
    const missing = await page.evaluate(() => {
      const here = location.pathname;
      return [...document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')]
        .filter((a) => a.pathname === here && a.hash.length > 1 && a.origin === location.origin)
        .map((a) => decodeURIComponent(a.hash.slice(1)))
        .filter((id) => !document.getElementById(id));
    });
    expect(missing, 'in-page anchors without a target').toEqual([]);
    // Demos render when the reader comes near them: bring every one of them to life and wait
    // for all, so a demo that fails anywhere on the page fails the check.
    await renderAllDemos(page);
  });
}
