// Client-side navigation timing in Chromium (Performance API): from the click on a sidebar link
// to the frame after the new page (title and demo) is in the DOM.
/* global window, document, performance, requestAnimationFrame, MutationObserver */
import {chromium} from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Loads each page once so the server's compression cache is warm before anything is measured. */
export async function warmUp(urls) {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const page = await browser.newPage();
    for (const url of urls) await page.goto(url, {waitUntil: 'networkidle'});
  } finally {
    await browser.close();
  }
}

// Runs in the page: resolves with ms from the click to the frame after the target page shows
// (its title, and its first demo block unless `requireDemo` is false: the baseline has none).
function watchNavigation({targetPath, requireDemo}) {
  const previousTitle = document.querySelector('article h1')?.textContent ?? '';
  window.__benchNav = new Promise((resolve) => {
    window.addEventListener(
      'click',
      (event) => {
        const clickedAt = event.timeStamp;
        const done = () => {
          const title = document.querySelector('article h1')?.textContent ?? '';
          return (
            window.location.pathname === targetPath &&
            title !== previousTitle &&
            (!requireDemo || document.querySelector('article [data-demo]'))
          );
        };
        const finish = () => {
          const contentAt = performance.now();
          // The frame after the DOM update: rAF runs before paint, the task after it runs after paint.
          requestAnimationFrame(() =>
            window.setTimeout(() =>
              resolve({contentMs: contentAt - clickedAt, paintMs: performance.now() - clickedAt}),
            ),
          );
        };
        if (done()) return finish();
        const observer = new MutationObserver(() => {
          if (done()) {
            observer.disconnect();
            finish();
          }
        });
        observer.observe(document.body, {childList: true, subtree: true});
      },
      {capture: true, once: true},
    );
  });
}

/**
 * Navigates from `fromUrl` to the sidebar link `targetPath` `runs` times, each time from a fresh
 * load with prefetching settled, and returns every run plus the median time to the painted frame.
 */
export async function measureClientNavigation({fromUrl, targetPath, runs = 3, requireDemo = true}) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results = [];
  try {
    const context = await browser.newContext({viewport: {width: 1350, height: 940}});
    const page = await context.newPage();
    for (let run = 0; run < runs; run += 1) {
      await page.goto(fromUrl, {waitUntil: 'networkidle'});
      await page.evaluate(watchNavigation, {targetPath, requireDemo});
      const link = page.locator(`nav.menu a[href="${targetPath}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await page.waitForLoadState('networkidle');
      await link.click();
      results.push(await page.evaluate(() => window.__benchNav));
      await page.waitForLoadState('networkidle');
    }
  } finally {
    await browser.close();
  }
  const sorted = results.map((result) => result.paintMs).sort((a, b) => a - b);
  return {from: fromUrl, to: targetPath, runs: results, medianMs: sorted[Math.floor(sorted.length / 2)]};
}
