import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {siteCheck as test, expect, renderAllDemos} from './support/fixtures';
import {buildDir, builtLocales} from './support/env';
import {pathsFromSitemap, selectPages} from './support/pageSample';

// Every page of English 7.29.0, plus a deterministic sample of the other versions and locales:
// E2E_PAGE_SAMPLE pages in all (default 400, at least 80 of them outside English 7.29.0), which
// keeps the suite within CI's time budget. E2E_PAGE_SAMPLE=all opens every page.
const requested = process.env.E2E_PAGE_SAMPLE ?? '400';
const total = requested === 'all' ? Number.MAX_SAFE_INTEGER : Number.parseInt(requested, 10);

function sitemapPaths(): string[] {
  return builtLocales().flatMap((locale) => {
    const file = path.join(buildDir, locale === 'en' ? '' : locale, 'sitemap.xml');
    return existsSync(file) ? pathsFromSitemap(readFileSync(file, 'utf8')) : [];
  });
}

const pages = selectPages(sitemapPaths(), {total: Number.isNaN(total) ? 400 : total, minOthers: 80});

test('the sitemap lists the pages of the build', () => {
  expect(pages.length).toBeGreaterThan(100);
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
