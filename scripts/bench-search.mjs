// The cost of a reader's first search: from focusing the navbar search on a page that has loaded
// to the first result on screen, on a throttled phone (Lighthouse's mobile figures: 4x CPU, 150 ms
// RTT, 1.6 Mbps), with a cold cache: the time, and the compressed bytes that came over the network.
import {chromium} from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/**
 * Opens `url`, waits for it to settle, then opens search with `shortcut` (keys, e.g. `Control+k`)
 * or by focusing `input` (a selector), types `query`, and waits for `result` (a selector).
 * Returns {ms, bytes, requests}.
 */
export async function measureFirstResult({url, input, shortcut, query, result}) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: false});
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated]');
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    // Playwright reports the requests of the page's workers too (a search index may load there).
    const sizes = [];
    page.on('requestfinished', (request) =>
      sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize)),
    );
    const started = Date.now();
    if (shortcut) await page.keyboard.press(shortcut);
    else await page.locator(input).first().focus();
    await page.keyboard.type(query);
    await page.locator(result).first().waitFor({state: 'visible', timeout: 60_000});
    const ms = Date.now() - started;
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    return {ms, bytes, requests: sizes.length};
  } finally {
    await browser.close();
  }
}

/** The site's search: Ctrl+K, then the first option of the dialog. */
export const SITE_SEARCH = {shortcut: 'Control+k', result: '[role="dialog"] [role="option"]'};

// `node scripts/bench-search.mjs URL [QUERY] [INPUT RESULT]`: one measurement, printed as JSON
// (the site's search unless another search box and result are named, as for the old plugin).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, query = 'sorting', input, result] = process.argv.slice(2);
  const target = input ? {input, result} : SITE_SEARCH;
  measureFirstResult({url, query, ...target}).then((figures) => console.log(JSON.stringify(figures)));
}
