import {appendFileSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './support/fixtures';
import {E2E_BUILD_DIR, E2E_PORT} from './support/env';

// The e2e build lists `localhost` as a docs host (DOCS_SW_HOSTS=localhost): the worker is
// tested there, while every other spec runs on 127.0.0.1, where no worker is registered.
const ORIGIN = `http://localhost:${E2E_PORT}`;
const SERVED_WORKER = path.resolve(__dirname, '..', '..', E2E_BUILD_DIR, 'sw.js');

test.use({baseURL: ORIGIN});
// One test redeploys the worker file of the served build: the others must not see it mid-run.
test.describe.configure({mode: 'serial'});

/** Resolves once a worker controls the page, with its script URL and scope. */
const controllingWorker = async (page: Page) => {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {script: navigator.serviceWorker.controller?.scriptURL ?? '', scope: registration.scope};
  });
};

test('on a docs host the worker registers at /x/sw.js with the manifest and icons', async ({page, request}) => {
  await page.goto('/x/introduction/installation/');
  const worker = await controllingWorker(page);
  expect(new URL(worker.script).pathname).toBe('/x/sw.js');
  expect(worker.scope).toBe(`${ORIGIN}/x/`);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/x/manifest.json');
  const manifest = await (await request.get(`${ORIGIN}${manifestHref}`)).json();
  expect(manifest).toMatchObject({short_name: 'MUI X', start_url: './', display: 'standalone'});
  for (const icon of manifest.icons as {src: string}[]) {
    const response = await request.get(new URL(icon.src, `${ORIGIN}${manifestHref}`).href);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('pages read before, including ones reached by client-side navigation, open offline', async ({
  page,
  context,
  problems,
}) => {
  // The reader reads each page: its first demo is scrolled to and has come to life before they move on.
  const readFirstDemo = async () => {
    const demo = page.locator('[data-demo]').first();
    await demo.scrollIntoViewIfNeeded();
    await expect(demo).toHaveAttribute('data-demo-ready', 'true');
  };
  await page.goto('/x/react-data-grid/');
  await controllingWorker(page);
  await readFirstDemo();
  await page.locator('.navbar').getByRole('link', {name: 'Charts', exact: true}).click();
  await expect(page).toHaveTitle('Charts | MUI X');
  await readFirstDemo();
  const stored = (url: string) => page.evaluate(async (key) => (await caches.match(key)) !== undefined, url);
  await expect.poll(() => stored(`${ORIGIN}/x/react-charts/`)).toBe(true);
  await expect.poll(() => stored(`${ORIGIN}/x/react-data-grid/`)).toBe(true);
  // Every script and stylesheet the two pages loaded is kept, before or after the worker took over.
  const notStored = () =>
    page.evaluate(async () => {
      const assets = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/x/assets/'));
      const missing = await Promise.all(assets.map(async (url) => ((await caches.match(url)) ? [] : [url])));
      return missing.flat();
    });
  await expect.poll(notStored).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle('Charts | MUI X');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Charts/);
  await page.goto('/x/react-data-grid/');
  await expect(page).toHaveTitle('Data Grid | MUI X');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Data Grid/);

  // Offline, Docusaurus still prefetches the chunks of pages linked in view that were never read:
  // those fail, as they should. Anything else failing, or any of them stored, is a real problem.
  const prefetchFailure =
    /^(?:request failed: |console\.error: Failed to load resource: net::ERR_FAILED \()(\S+\/x\/assets\/js\/[^\s)]+?)(?::0\)| \(net::ERR_FAILED\))$/;
  const failedChunks = [...new Set(problems.list.flatMap((entry) => prefetchFailure.exec(entry)?.[1] ?? []))];
  for (const chunk of failedChunks) expect(await stored(chunk), `${chunk} was stored but not served`).toBe(false);
  // Chromium may also probe the origin's root /favicon.ico, outside the docs and their worker's scope.
  const faviconProbe = `console.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED (${ORIGIN}/favicon.ico:0)`;
  const expected = (entry: string) => prefetchFailure.test(entry) || entry === faviconProbe;
  problems.list.splice(0, problems.list.length, ...problems.list.filter((entry) => !expected(entry)));
  await context.setOffline(false);
});

test('after a new build is deployed, the page reloads once the window has focus', async ({page}) => {
  await page.goto('/x/react-tree-view/');
  await controllingWorker(page);
  // The reader has switched to another window; the marker is gone after any reload.
  await page.evaluate(() => {
    const state = {focused: false, controllerChanged: false};
    Object.assign(window, {pwaTest: state});
    document.hasFocus = () => state.focused;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      state.controllerChanged = true;
    });
  });

  const original = readFileSync(SERVED_WORKER);
  try {
    appendFileSync(SERVED_WORKER, `\n// deployed ${Date.now()}\n`);
    // What the browser does on its own on the next navigation or periodic check.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await page.waitForFunction(() =>
      Boolean((window as unknown as {pwaTest?: {controllerChanged: boolean}}).pwaTest?.controllerChanged),
    );
    // The new worker skipped waiting and took over, but the window has no focus: no reload yet.
    expect(await page.evaluate(() => 'pwaTest' in window)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => {
      (window as unknown as {pwaTest: {focused: boolean}}).pwaTest.focused = true;
    });
    await reloaded;
    expect(await page.evaluate(() => 'pwaTest' in window)).toBe(false);
    await expect(page).toHaveTitle('Tree View | MUI X');
    const worker = await controllingWorker(page);
    expect(new URL(worker.script).pathname).toBe('/x/sw.js');
  } finally {
    writeFileSync(SERVED_WORKER, original);
  }
});
