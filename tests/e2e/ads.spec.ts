import type {Page} from '@playwright/test';
import {test, expect} from './support/fixtures';
import {AD_STUB_BUILD_ENV, AD_STUB_ORIGIN, type AdServiceMode, type NetworkScriptMode} from './support/adStub';

const AD_PAGE = '/x/react-data-grid/sorting/';
const slot = (page: Page) => page.locator('[data-ad-placement="body-top"]');

/** Records ad events, slot timings and layout shifts from the very start of each page. */
async function observe(page: Page, shape: 'image' | 'inline'): Promise<void> {
  await page.addInitScript((adShape) => {
    sessionStorage.setItem('muiXDocsAdShape', adShape);
    const w = window as unknown as Record<string, unknown>;
    const calls: unknown[][] = [];
    w.__gtagCalls = calls;
    w.gtag = (...args: unknown[]) => void calls.push(args);
    const times: Record<string, number> = {};
    w.__adTimes = times;
    // The slot adds the network's script in the same effects flush that makes its first try, so
    // the moment of that append is the first try's time (an observer callback could come later).
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLScriptElement && child.src.includes('/network.js')) times.start ??= performance.now();
      return appendChild.call(this, child) as T;
    };
    new MutationObserver(() => {
      const element = document.querySelector<HTMLElement>('[data-ad-placement="body-top"]');
      if (!element) return;
      const source = element.dataset.adSource;
      if (source && source !== 'pending' && times[source] === undefined) times[source] = performance.now();
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-ad-shape', 'data-ad-source'],
    });
    // Each shift of the content with what moved, so a failure says which element moved and where.
    const shifts: string[] = [];
    w.__layoutShifts = shifts;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: {node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        // The ad can only move the page's content: shifts of the navbar or sidebar are not its doing.
        const inMain = entry.sources.some(({node}) => node?.parentElement?.closest('main'));
        if (entry.hadRecentInput || !inMain) continue;
        const moved = entry.sources.map(({node, previousRect: a, currentRect: b}) => {
          const name = node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName);
          return `${name} ${a.y}+${a.height} -> ${b.y}+${b.height}`;
        });
        shifts.push(`${entry.value}: ${moved.join('; ')}`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  }, shape);
}

/** Sends the page's requests to the stub with the given modes (the build's URLs stay as built). */
async function stubModes(page: Page, modes: {script?: NetworkScriptMode; service?: string}): Promise<void> {
  await page.route(`${AD_STUB_ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    const mode =
      url.pathname === '/network.js' ? modes.script : url.pathname === '/ads.json' ? modes.service : undefined;
    if (!mode) return route.continue();
    const [name, query] = mode.split('?');
    url.searchParams.set('mode', name);
    new URLSearchParams(query).forEach((value, key) => url.searchParams.set(key, value));
    return route.continue({url: url.toString()});
  });
}

/** The content's layout shifts so far, each with what moved; an empty list is a CLS of zero. */
async function layoutShifts(page: Page): Promise<string[]> {
  // Layout-shift entries arrive after the frame that caused them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as {__layoutShifts: string[]}).__layoutShifts);
}

async function adEvents(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window as unknown as {__gtagCalls: unknown[][]}).__gtagCalls.filter(
      (call) => call[0] === 'event' && call[1] === 'ad',
    ),
  );
}

test("the server's HTML reserves the ad area under the title", async ({request}) => {
  const html = await (await request.get(AD_PAGE)).text();
  expect(html).toMatch(/data-ad-placement="?body-top/);
});

test('the area reserves 142 px below 600 px wide, 126 px from 600 px, with margins of 3 spacing units', async ({
  page,
}) => {
  const box = async () =>
    slot(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.minHeight, style.marginTop, style.marginBottom];
    });
  await page.setViewportSize({width: 599, height: 800});
  await page.goto(AD_PAGE);
  expect(await box()).toEqual(['142px', '24px', '24px']);
  await page.setViewportSize({width: 600, height: 800});
  expect(await box()).toEqual(['126px', '24px', '24px']);
});

test("the network's ad appears under the title without moving the page", async ({page}) => {
  await observe(page, 'image');
  await stubModes(page, {script: 'ad'});
  await page.goto(AD_PAGE);
  // Fails when the build was not made with AD_STUB_BUILD_ENV (tests/e2e/support/adStub.ts).
  await expect(slot(page).locator('script')).toHaveAttribute(
    'src',
    `${AD_STUB_BUILD_ENV.ADS_NETWORK_SCRIPT_URL}?serve=STUB`,
  );
  await expect(slot(page)).toHaveAttribute('data-ad-source', 'carbon');
  await expect(slot(page).locator('#carbonads')).toContainText('Stub network ad');
  await expect(slot(page)).toHaveAttribute('data-ga-event-label', 'carbon-body-top-image');
  // Under the title: the slot comes after the page's h1 and before the body text.
  const order = await page.evaluate(() => {
    const h1 = document.querySelector('article h1')!;
    const ad = document.querySelector('[data-ad-placement]')!;
    const paragraph = document.querySelector('article .markdown > p')!;
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    return [follows(h1, ad), follows(ad, paragraph)];
  });
  expect(order).toEqual([true, true]);
  expect(await layoutShifts(page)).toEqual([]);
});

for (const viewport of [
  {width: 1280, height: 800},
  {width: 360, height: 740},
]) {
  test.describe(`with the network script blocked, ${viewport.width} px wide`, () => {
    test.use({viewport});

    test('an in-house ad appears on the 7th try, 3 to 3.5 s after the first, with no layout shift', async ({
      page,
      problems,
    }) => {
      problems.allow(/Failed to load resource: net::ERR_BLOCKED_BY_CLIENT.*\/network\.js/);
      await observe(page, 'image');
      await page.route(`${AD_STUB_ORIGIN}/network.js*`, (route) => route.abort('blockedbyclient'));
      await page.goto(AD_PAGE);
      await expect(slot(page)).toHaveAttribute('data-ad-source', /^in-house(-adblock)?$/, {timeout: 15_000});
      const times = await page.evaluate(() => (window as unknown as {__adTimes: Record<string, number>}).__adTimes);
      const shownAt = (times['in-house'] ?? times['in-house-adblock']) - times.start;
      // The 7th try is 3000 ms after the first (the 6th is at 2500, the 8th at 3500).
      expect(shownAt).toBeGreaterThanOrEqual(3000);
      expect(shownAt).toBeLessThan(3500);
      const link = slot(page).locator('a[rel="noopener sponsored"]');
      if ((await slot(page).getAttribute('data-ad-source')) === 'in-house') {
        await expect(link).toHaveAttribute('href', /^https:\/\/mui\.com\//);
        await expect(link.locator('img')).toHaveJSProperty('naturalWidth', 130);
      }
      expect(await layoutShifts(page)).toEqual([]);
    });
  });
}

test("the network's default backer ad is replaced by an in-house ad", async ({page}) => {
  await observe(page, 'image');
  await stubModes(page, {script: 'backer'});
  await page.goto(AD_PAGE);
  await expect(slot(page)).toHaveAttribute('data-ad-source', 'in-house-carbon');
  await expect(slot(page).locator('#carbonads')).toBeHidden();
  await expect(slot(page).getByRole('link')).toHaveAttribute('href', /^https:\/\/mui\.com\//);
  await expect(slot(page)).toContainText(/ad by MUI/);
});

test.describe('for a crawler', () => {
  test.use({userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'});

  test('there is no ad area and no request to the ad network', async ({page}) => {
    const adRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(AD_STUB_ORIGIN)) adRequests.push(request.url());
    });
    await page.goto(AD_PAGE);
    await expect(page.locator('article h1')).toBeVisible();
    // The server's HTML reserves the area; once the page runs, crawlers see none of it.
    await expect(slot(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(adRequests).toEqual([]);
  });
});

test.describe('when the network script breaks the ad area', () => {
  test('the area hides and a crash event is recorded', async ({page, problems}) => {
    // React reports the error its boundary caught: the crash this test provokes.
    problems.allow(/console\.error: .*(insertBefore|NotFoundError|The node before which)/);
    await observe(page, 'image');
    await stubModes(page, {script: 'tamper'});
    await page.goto(AD_PAGE);
    await expect(slot(page)).toHaveAttribute('data-ad-source', 'crashed', {timeout: 15_000});
    await expect(slot(page)).toBeHidden();
    expect(await adEvents(page)).toContainEqual([
      'event',
      'ad',
      {eventAction: 'crash', eventLabel: expect.stringMatching(/^in-house(-adblock)?-body-top-image$/)},
    ]);
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('in the inline shape', () => {
  test("the ad service's ad appears as text after two failed requests", async ({page, problems}, testInfo) => {
    problems.allow(/Failed to load resource: the server responded with a status of 503.*\/ads\.json/);
    await observe(page, 'inline');
    await stubModes(page, {service: `fail?times=2&key=${testInfo.testId}`});
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/ads.json')) requests.push(request.url());
    });
    await page.goto(AD_PAGE);
    await expect(slot(page)).toHaveAttribute('data-ad-source', 'carbon');
    await expect(slot(page)).toContainText('StubCo – Inline stub ad from the ad service.');
    await expect(slot(page).getByRole('link')).toHaveAttribute('rel', 'noopener sponsored');
    expect(requests).toHaveLength(3);
    expect(await layoutShifts(page)).toEqual([]);
  });

  for (const mode of ['empty', 'malformed'] satisfies AdServiceMode[]) {
    test(`an ${mode} answer shows no network ad, then the in-house fallback`, async ({page}) => {
      await observe(page, 'inline');
      await stubModes(page, {service: mode});
      await page.goto(AD_PAGE);
      await expect(slot(page)).toHaveAttribute('data-ad-source', /^in-house(-adblock)?$/, {timeout: 15_000});
      await expect(slot(page).locator('.carbonads')).toHaveCount(0);
    });
  }
});

for (const path of ['/x/react-data-grid/', '/x/react-data-grid/tree-data/', '/x/introduction/licensing/']) {
  test(`${path} (overview, Pro feature or introduction page) has no ad`, async ({page}) => {
    await page.goto(path);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(slot(page)).toHaveCount(0);
  });
}
