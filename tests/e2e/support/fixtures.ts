import {test as base, expect, type ConsoleMessage, type Locator, type Page} from '@playwright/test';

export type PageProblems = {
  /** Console errors and warnings, uncaught exceptions and failed requests to the site itself. */
  list: string[];
  /**
   * Declares a problem the test expects (for example the 404 status of a page that must not
   * exist); matching entries are not counted. Each call must match at least one entry.
   */
  allow: (pattern: RegExp) => void;
};

// Problems that are not ours to fix must be named here with a reason; nothing is ignored silently.
const TOLERATED: RegExp[] = [
  // Pro and Premium demos run without a license key, as a reader evaluating the packages sees
  // them: the packages log this message (once per package) and show a watermark. Any other
  // license message (invalid key, plan mismatch) still fails.
  /^console\.error: \*+\n\nMUI X: Missing license key\./,
];

function describeConsole(message: ConsoleMessage): string {
  const location = message.location();
  return `console.${message.type()}: ${message.text()} (${location.url}:${location.lineNumber})`;
}

function watchPage(page: Page, problems: PageProblems, origin: string): void {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      const text = describeConsole(message);
      if (!TOLERATED.some((pattern) => pattern.test(text))) problems.list.push(text);
    }
  });
  page.on('pageerror', (error) => problems.list.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // ERR_ABORTED is the browser cancelling a prefetch or a load when the page navigates on.
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
    if (request.url().startsWith(origin) && !aborted) {
      problems.list.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.list.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
}

/**
 * Every e2e test gets a page that records console errors and warnings (React's hydration
 * warnings among them), uncaught exceptions and failing requests, and fails the test on any.
 */
export const test = base.extend<{problems: PageProblems}>({
  problems: [
    async ({page, baseURL}, use) => {
      const allowed: RegExp[] = [];
      const problems: PageProblems = {list: [], allow: (pattern) => allowed.push(pattern)};
      watchPage(page, problems, baseURL ?? '');
      await use(problems);
      for (const pattern of allowed) {
        expect(
          problems.list.some((entry) => pattern.test(entry)),
          `expected a problem matching ${pattern}`,
        ).toBe(true);
      }
      const unexpected = problems.list.filter((entry) => !allowed.some((pattern) => pattern.test(entry)));
      expect(unexpected, 'console errors, warnings, exceptions or failed requests').toEqual([]);
    },
    {auto: true},
  ],
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
 * viewport or on the pointer's contact (src/components/Demo/liveGate.ts); its listeners exist
 * once the page has hydrated, so both are repeated until every demo reports `data-demo-ready`.
 */
export async function renderAllDemos(page: Page, timeout = 30_000): Promise<void> {
  const waiting = page.locator('[data-demo]:not([data-demo-ready])');
  const waitingNames = () =>
    waiting.evaluateAll((blocks) =>
      blocks.map((block, index) => [block.getAttribute('data-demo') ?? '', index] as const),
    );
  await expect(async () => {
    // By name, not by position: the set of waiting demos shrinks while this runs.
    for (const [name] of await waitingNames()) {
      const island = page.locator(`[data-demo="${name}"] > div > div`).first();
      // As a reader would: scroll the demo near the viewport, and point at it.
      await island.scrollIntoViewIfNeeded({timeout: 2_000}).catch(() => undefined);
      await island.dispatchEvent('pointerenter', undefined, {timeout: 2_000}).catch(() => undefined);
    }
    expect(
      (await waitingNames()).map(([name]) => name),
      'demos that have not rendered',
    ).toEqual([]);
  }).toPass({timeout, intervals: [2_000]});
}
