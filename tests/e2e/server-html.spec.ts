import type {Page} from '@playwright/test';
import {test, expect, liveDemo} from './support/fixtures';

// One mechanism keeps server HTML (src/components/ServerHtml/useKeptServerHtml.ts); these tests
// cover the two ways a demo mounts without any: a page reached by a link, and a reset.

const FROM = '/x/react-data-grid/';
const TARGET = '/x/react-data-grid/getting-started/';
const DEMO = 'FirstGrid';

type Watch = {__shifts: number[]; __minHeight: number | null};

/** Records layout shifts that count against CLS (not caused by recent input) from the start. */
async function recordCountedShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Watch;
    w.__shifts = [];
    type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput) w.__shifts.push(entry.value);
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** Samples, every frame from now on, the smallest height the demo's live area has had. */
async function watchLiveHeight(page: Page, name: string): Promise<void> {
  await page.evaluate((demoName) => {
    const w = window as unknown as Watch;
    w.__minHeight = null;
    const sample = () => {
      const live = document.querySelector(`[data-demo="${demoName}"] > div`);
      if (live) w.__minHeight = Math.min(w.__minHeight ?? Infinity, live.getBoundingClientRect().height);
      requestAnimationFrame(sample);
    };
    sample();
  }, name);
}

const minLiveHeight = (page: Page) => page.evaluate(() => (window as unknown as Watch).__minHeight);
const countedShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) => requestAnimationFrame(() => resolve((window as unknown as Watch).__shifts))),
  );

test('a page reached by a link renders its demo live, with no layout shift counted against the page', async ({
  page,
}) => {
  await recordCountedShifts(page);
  await page.goto(FROM);
  await page.waitForSelector('html[data-has-hydrated]');
  // Only what happens from the click on is this test's concern (the first page's load is the bench's).
  await page.evaluate(() => {
    (window as unknown as Watch).__shifts = [];
  });
  await page.locator(`nav.menu a[href="${TARGET}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
  const block = await liveDemo(page, DEMO);
  // The live grid, not an empty island: its rows are there.
  await expect(block.locator('.MuiDataGrid-row').first()).toBeVisible();
  // Let the page settle past the input window, then read what counted.
  await page.waitForTimeout(800);
  expect(await countedShifts(page)).toEqual([]);
});

test('a demo in view on a page reached by a link is there when the page is painted: nothing below it moves', async ({
  page,
}) => {
  // Row definition's first demo (RowDefinitionBasic) stands in the first screen (checked below); its sidebar link is
  // shown on the Row recipes page, in the same category.
  const from = '/x/react-data-grid/row-recipes/';
  const target = '/x/react-data-grid/row-definition/';
  await recordCountedShifts(page);
  await page.goto(from);
  await page.waitForSelector('html[data-has-hydrated]');
  await page.evaluate(() => {
    const w = window as unknown as Watch & {__toolbarTops: number[]; __liveWhenShown: number | null};
    w.__shifts = [];
    w.__toolbarTops = [];
    w.__liveWhenShown = null;
    // Every frame from the click: where the new page's first demo toolbar stands, and how tall the
    // demo's live area was in the first frame the toolbar was there.
    const sample = () => {
      const block = document.querySelector('[data-demo="RowDefinitionBasic"]');
      const toolbar = block?.querySelector('[role="toolbar"]');
      if (block && toolbar) {
        w.__toolbarTops.push(Math.round(toolbar.getBoundingClientRect().top + window.scrollY));
        w.__liveWhenShown ??= (block.firstElementChild as HTMLElement).getBoundingClientRect().height;
      }
      if (w.__toolbarTops.length < 60) requestAnimationFrame(sample);
    };
    window.addEventListener('click', () => requestAnimationFrame(sample), {capture: true, once: true});
  });
  await page.locator(`nav.menu a[href="${target}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  const block = page.locator('[data-demo="RowDefinitionBasic"]');
  await expect(block).toHaveAttribute('data-demo-ready', 'true');
  // The precondition: the demo is in the first screen of the page, where a late demo would show.
  const viewport = page.viewportSize()!;
  expect(await block.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(viewport.height);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {__toolbarTops: number[]}).__toolbarTops.length))
    .toBe(60);
  const {tops, liveWhenShown} = await page.evaluate(() => {
    const w = window as unknown as {__toolbarTops: number[]; __liveWhenShown: number};
    return {tops: w.__toolbarTops, liveWhenShown: w.__liveWhenShown};
  });
  // The live grid was rendered in the first frame the page showed, and its toolbar never moved.
  expect(liveWhenShown).toBeGreaterThan(100);
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  expect(await countedShifts(page)).toEqual([]);
});

test('reset gives a fresh live demo without the demo area collapsing', async ({page}) => {
  await page.goto(TARGET);
  const block = await liveDemo(page, DEMO);
  const before = await block
    .locator('> div')
    .first()
    .evaluate((live) => live.getBoundingClientRect().height);
  expect(before).toBeGreaterThan(100);
  await watchLiveHeight(page, DEMO);
  await block.locator('[data-toolbar-item="reset"]').click();
  await expect(block).toHaveAttribute('data-demo-ready', 'true');
  await expect(block.locator('.MuiDataGrid-row').first()).toBeVisible();
  const smallest = await minLiveHeight(page);
  expect(smallest).not.toBeNull();
  expect(smallest!).toBeGreaterThanOrEqual(before - 1);
});
