import {
  test as base,
  expect,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import {E2E_BASE_URL} from './env';
import {TOLERATED} from './tolerated';

export type PageProblems = {
  /** Console errors and warnings, uncaught exceptions and failed requests to the site itself. */
  list: string[];
  /**
   * Declares a problem the test expects (for example the 404 status of a page that must not
   * exist); matching entries are not counted. Each call must match at least one entry.
   */
  allow: (pattern: RegExp) => void;
};

function describeConsole(message: ConsoleMessage): string {
  const location = message.location();
  return `console.${message.type()}: ${message.text()} (${location.url}:${location.lineNumber})`;
}

/** Records the page's problems into `problems` until the returned function is called. */
function watchPage(page: Page, problems: PageProblems, origin: string): () => void {
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      const text = describeConsole(message);
      if (!TOLERATED.some((pattern) => pattern.test(text))) problems.list.push(text);
    }
  };
  const onPageError = (error: Error) => problems.list.push(`uncaught: ${error.message}`);
  const onRequestFailed = (request: Request) => {
    // ERR_ABORTED is the browser cancelling a prefetch or a load when the page navigates on.
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
    if (request.url().startsWith(origin) && !aborted) {
      problems.list.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
    }
  };
  const onResponse = (response: Response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.list.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  };
}

/** Gives the test its `problems`, then fails it on any problem it did not declare. */
async function checkProblems(page: Page, origin: string, runTest: (problems: PageProblems) => Promise<void>) {
  const allowed: RegExp[] = [];
  const problems: PageProblems = {list: [], allow: (pattern) => allowed.push(pattern)};
  const stop = watchPage(page, problems, origin);
  try {
    await runTest(problems);
  } finally {
    stop();
  }
  for (const pattern of allowed) {
    expect(
      problems.list.some((entry) => pattern.test(entry)),
      `expected a problem matching ${pattern}`,
    ).toBe(true);
  }
  const unexpected = problems.list.filter((entry) => !allowed.some((pattern) => pattern.test(entry)));
  expect(unexpected, 'console errors, warnings, exceptions or failed requests').toEqual([]);
}

/**
 * Every e2e test gets a page, in a browser context of its own, that records console errors and
 * warnings (React's hydration warnings among them), uncaught exceptions and failing requests,
 * and fails the test on any.
 */
export const test = base.extend<{problems: PageProblems}>({
  problems: [async ({page, baseURL}, use) => checkProblems(page, baseURL ?? '', use), {auto: true}],
});

/**
 * The whole-site check's tests (all-pages.spec.ts): one page per worker, kept from test to test,
 * as a reader's tab that opens one page after another, with the browser's cache warm after the
 * first. That halves the cost of each visit (a fresh context compiles the site's scripts again
 * and starts a renderer). Problems are recorded per test, as with `test`; a failed test makes
 * Playwright start a new worker, and so a new page. Every other spec starts from a cold context.
 */
export const siteCheck = base.extend<{problems: PageProblems}, {readerPage: Page}>({
  readerPage: [
    async ({browser}, use) => {
      const context = await browser.newContext({baseURL: E2E_BASE_URL});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async ({readerPage}, runTest) => runTest(readerPage),
  problems: [async ({page}, use) => checkProblems(page, E2E_BASE_URL, use), {auto: true}],
});

export {expect};

/**
 * A demo block whose live part has rendered in the browser. Demos render when they come near the
 * viewport (src/components/Demo/liveGate.ts), so the block is scrolled into view first; the
 * block then gets `data-demo-ready`.
 */
export async function liveDemo(page: Page, name: string): Promise<Locator> {
  const block = page.locator(`[data-demo="${name}"]`);
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-demo-ready', 'true');
  return block;
}

/**
 * Brings every demo of the page to life and waits until all have rendered. A demo opens near the
 * viewport or on the pointer's contact (src/components/Demo/liveGate.ts): every waiting demo gets
 * the contact event in one step, cheaper than scrolling to each one (`liveDemo` covers that way
 * in). The listeners exist once the page has hydrated, so the step is repeated until every demo
 * reports `data-demo-ready`, polling in between rather than sleeping.
 */
export async function renderAllDemos(page: Page, timeout = 30_000): Promise<void> {
  const waitingNames = () =>
    page
      .locator('[data-demo]:not([data-demo-ready])')
      .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-demo') ?? ''));
  await expect(async () => {
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('[data-demo]:not([data-demo-ready]) > div > div')) {
        island.dispatchEvent(new PointerEvent('pointerenter'));
      }
    });
    await expect
      .poll(waitingNames, {message: 'demos that have not rendered', timeout: 3_000, intervals: [100, 250, 500]})
      .toEqual([]);
  }).toPass({timeout, intervals: [0]});
}
