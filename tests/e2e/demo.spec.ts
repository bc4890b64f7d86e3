import type {Locator, Page} from '@playwright/test';
import {test, expect, liveDemo, renderAllDemos} from './support/fixtures';

const CONCEPTS = '/x/common-concepts/custom-components/';
const GRID = '/x/react-data-grid/getting-started/';
// A noindex page (src/pages/demo-fixture) with a demo that throws on demand and a counter demo.
const FIXTURE = '/x/demo-fixture/';
const PICKERS = '/x/react-date-pickers/date-picker/';

const demo = (page: Page, name: string) => page.locator(`[data-demo="${name}"]`);
const toolbarButton = (block: Locator, id: string) => block.locator(`[data-toolbar-item="${id}"]`);

async function showCode(block: Locator) {
  await toolbarButton(block, 'code').click();
  await expect(block.locator('[data-demo-code="TS"], [data-demo-code="JS"]')).toBeVisible();
}

test('demos are in the server-rendered HTML with their name', async ({request}) => {
  for (const [path, name] of [
    [CONCEPTS, 'SlotPropsDatePicker'],
    [GRID, 'FirstGrid'],
  ]) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`data-demo="?${name}"?[ >]`));
  }
});

test("a page's demo styles come in the head as one sheet, which the browser keeps in place", async ({
  page,
  request,
}) => {
  const html = await (await request.get(PICKERS)).text();
  const [head, body] = html.split('</head>');
  // The server's Emotion styles: none left in the body, one sheet of rules and one of variables in the head.
  expect(body).not.toContain('<style data-emotion');
  expect(head.match(/<style data-emotion="mui [^"]+" data-s=""/g)).toHaveLength(1);
  expect(head.match(/<style data-emotion="mui-vars [^"]+" data-s=""/g)).toHaveLength(1);
  expect(head.indexOf('<style data-emotion="mui ')).toBeLessThan(head.indexOf('rel=stylesheet'));

  // Every style element taken out of the head (or moved, which takes it out first), from the start,
  // and the server's two sheets as the parser made them, before any script of the app runs (the
  // first demo may open, and its caches adopt and rename them, before a test step could look).
  await page.addInitScript(() => {
    const w = window as unknown as {__removedStyles: Node[]; __serverSheets: (Element | null)[]};
    w.__removedStyles = [];
    new MutationObserver((records) => {
      for (const record of records) w.__removedStyles.push(...record.removedNodes);
    }).observe(document, {childList: true, subtree: true});
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      w.__serverSheets = [
        document.head.querySelector('style[data-emotion^="mui "]'),
        document.head.querySelector('style[data-emotion^="mui-vars "]'),
      ];
    });
  });
  await page.goto(PICKERS);
  const server = await page.evaluateHandle(
    () => (window as unknown as {__serverSheets: (Element | null)[]}).__serverSheets,
  );
  await renderAllDemos(page);
  const state = await server.evaluate(([rules, vars]) => ({
    connected: [rules?.isConnected, vars?.isConnected],
    // Adopted by Emotion's caches, which rename what they adopt.
    keys: [rules?.getAttribute('data-emotion'), vars?.getAttribute('data-emotion')],
    varsSheets: document.querySelectorAll('style[data-emotion^="mui-vars"]').length,
    removed: [rules, vars].map((node) =>
      (window as unknown as {__removedStyles: Node[]}).__removedStyles.includes(node!),
    ),
  }));
  expect(state).toEqual({connected: [true, true], keys: ['mui', 'mui-vars'], varsSheets: 1, removed: [false, false]});

  // The live demos are styled: MUI's outlined field, not the browser's default fieldset.
  const outline = (await liveDemo(page, 'DatePickerBasic')).locator('fieldset').first();
  await expect(outline).toHaveCSS('border-top-style', 'solid');
  await expect(outline).toHaveCSS('border-top-left-radius', '4px');
});

test("a Data Grid demo's server HTML shows the grid's frame, and the browser reuses its styles", async ({
  page,
  request,
}) => {
  const html = await (await request.get(GRID)).text();
  const [head, body] = html.split('</head>');
  const demoHtml = body.slice(body.search(/data-demo="?FirstGrid"?[ >]/));
  // The frame (the grid's root and its footer) is there before any script runs, with its class,
  // inert until the live grid replaces it (a picture of the grid, with no column yet).
  expect(demoHtml).toMatch(/<div inert(="")? class="?MuiDataGrid-root/);
  const rootClass = /class="MuiDataGrid-root[^"]* (mui-[a-z0-9]+)"/.exec(demoHtml)?.[1];
  expect(rootClass).toBeDefined();
  expect(demoHtml.indexOf('MuiDataGrid-footerContainer')).toBeGreaterThan(0);
  // Its styles are in the page's sheet, listed by name so that the browser's cache skips them.
  const names = /<style data-emotion="mui ([^"]+)"/.exec(head)?.[1].split(' ') ?? [];
  expect(names).toContain(rootClass!.replace('mui-', ''));

  await page.setViewportSize({width: 1400, height: 900});
  await page.goto(GRID);
  const grid = await liveDemo(page, 'FirstGrid');
  await expect(grid.getByRole('gridcell', {name: 'Neuromancer'})).toBeVisible();
  const live = await grid.locator('.MuiDataGrid-root').evaluate((root, serverClass) => {
    const rulesFor = (sheet: CSSStyleSheet) =>
      [...sheet.cssRules].filter((rule) => rule.cssText.includes(`.${serverClass}`)).length;
    const sheets = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="mui"]')];
    return {
      sameClass: root.classList.contains(serverClass),
      // Only the server's sheet (the first) holds the root's rules: the browser wrote none again.
      rules: sheets.map((sheet) => rulesFor(sheet.sheet!)),
    };
  }, rootClass!);
  expect(live.sameClass).toBe(true);
  expect(live.rules[0]).toBeGreaterThan(50);
  expect(live.rules.slice(1).every((count) => count === 0)).toBe(true);
});

test('the live Data Grid demo renders its rows', async ({page}) => {
  await page.goto(GRID);
  const grid = await liveDemo(page, 'FirstGrid');
  await expect(grid.getByRole('gridcell', {name: 'Neuromancer'})).toBeVisible();
  await expect(grid.locator('[data-demo-code="preview"]')).toContainText('<DataGrid rows={rows} columns={columns} />');
});

test('choosing JS in one demo switches every demo, announces it and survives a reload', async ({page}) => {
  await page.goto(FIXTURE);
  const first = demo(page, 'ThrowingDemo');
  const second = demo(page, 'CounterDemo');
  await showCode(first);
  await showCode(second);
  await expect(second.locator('[data-demo-code="TS"]')).toContainText('// TS source of CounterDemo');
  await page.evaluate(() => {
    window.addEventListener('mui-docs:code-settings', (event) => {
      document.body.dataset.announced = JSON.stringify((event as CustomEvent).detail);
    });
  });

  await toolbarButton(first, 'JS').click();
  await expect(second.locator('[data-demo-code="JS"]')).toContainText('// JS source of CounterDemo');
  await expect(toolbarButton(second, 'JS')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('body')).toHaveAttribute(
    'data-announced',
    JSON.stringify({codeVariant: 'JS', codeStyling: 'system'}),
  );
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'codeVariant'))
    .toMatchObject({value: 'JS', path: '/'});

  await page.reload();
  await showCode(demo(page, 'CounterDemo'));
  await expect(demo(page, 'CounterDemo').locator('[data-demo-code="JS"]')).toContainText('// JS source of CounterDemo');
});

test("a link to a demo's JS source opens that demo's JS code (each test starts with a fresh context)", async ({
  page,
}) => {
  await page.goto(`${CONCEPTS}#SlotPropsDatePicker.js`);
  const code = demo(page, 'SlotPropsDatePicker').locator('[data-demo-code="JS"]');
  await expect(code).toContainText('const slotProps = {');
  await expect(code).not.toContainText('DatePickerProps');
  await expect(code).toBeInViewport();
});

test('the styling menu switches the live demo and its code', async ({page}) => {
  await page.goto(CONCEPTS);
  const block = demo(page, 'SlotPropsDatePicker');
  await showCode(block);

  await toolbarButton(block, 'styling').click();
  await page.getByRole('menuitem', {name: 'Tailwind CSS'}).click();
  await expect(block).toHaveAttribute('data-demo-styling', 'tailwind');
  await expect(block.locator('[data-demo-code="TS"]')).toContainText('className="flex max-w-xs');
  const card = block.locator('.rounded-lg');
  await expect(card).toHaveCSS('border-radius', '8px');
  await expect(card).toHaveCSS('display', 'flex');

  await toolbarButton(block, 'styling').click();
  await page.getByRole('menuitem', {name: 'Plain CSS'}).click();
  await expect(block).toHaveAttribute('data-demo-styling', 'css');
  await expect(block.locator('[data-demo-code="TS"]')).toContainText('className={styles.card}');
  // The live demo comes before its code, which also says Departure.
  await expect(block.getByText('Departure').first()).toHaveCSS('font-weight', '600');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'codeStyling')).toMatchObject({value: 'css'});
});

test('copy puts the code and the link to the source on the clipboard', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.goto(CONCEPTS);
  const block = demo(page, 'SlotPropsDatePicker');

  await toolbarButton(block, 'copy').click();
  await expect(block.getByRole('status')).toHaveText('Source copied');
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toContain('export default function SlotPropsDatePicker()');
  expect(code).toContain("DatePickerProps<Dayjs>['slotProps']");

  await toolbarButton(block, 'link').click();
  await expect(block.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}${CONCEPTS}#SlotPropsDatePicker.tsx`,
  );
});

test('reset remounts the demo', async ({page}) => {
  await page.goto(FIXTURE);
  const block = await liveDemo(page, 'CounterDemo');
  await block.getByRole('button', {name: 'Clicked 0 times'}).click();
  await block.getByRole('button', {name: 'Clicked 1 times'}).click();
  await toolbarButton(block, 'reset').click();
  await expect(block.getByRole('button', {name: 'Clicked 0 times'})).toBeVisible();
});

test('a demo that throws shows a contained error and the page keeps working', async ({page, problems}) => {
  // React reports every error a boundary catches on the console: this one, and only it, is expected.
  problems.allow(/The fixture demo threw on purpose\./);
  await page.goto(FIXTURE);
  const broken = await liveDemo(page, 'ThrowingDemo');
  await broken.getByRole('button', {name: 'Throw an error'}).click();
  await expect(broken.getByRole('alert')).toContainText('This demo failed to render.');
  await expect(broken.getByRole('alert')).toContainText('The fixture demo threw on purpose.');

  const counter = await liveDemo(page, 'CounterDemo');
  await counter.getByRole('button', {name: 'Clicked 0 times'}).click();
  await expect(counter.getByRole('button', {name: 'Clicked 1 times'})).toBeVisible();

  await broken.getByRole('button', {name: 'Reset the demo'}).first().click();
  await expect(broken.getByRole('alert')).toHaveCount(0);
  await expect(broken.getByRole('button', {name: 'Throw an error'})).toBeVisible();
});

test('the toolbar is one tab stop and arrow keys move inside it', async ({page}) => {
  await page.goto(FIXTURE);
  const toolbar = demo(page, 'CounterDemo').getByRole('toolbar');
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  await toolbar.locator('button').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.locator('[data-toolbar-item="copy"]')).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.locator('button').last()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.locator('button').first()).toBeFocused();
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  await expect(toolbar.locator('[data-toolbar-item="code"]')).toHaveAttribute('data-ga-event-category', 'demo');
  await expect(toolbar.locator('[data-toolbar-item="code"]')).toHaveAttribute('data-ga-event-label', 'CounterDemo');
});

test('StackBlitz receives a project pinned to the MUI X release of the page', async ({page, context}) => {
  let posted = '';
  await context.route('https://stackblitz.com/**', async (route) => {
    posted = route.request().postData() ?? '';
    await route.fulfill({status: 200, contentType: 'text/html', body: '<p>sandbox</p>'});
  });
  await page.goto(CONCEPTS);
  const popup = page.waitForEvent('popup');
  await toolbarButton(demo(page, 'SlotPropsDatePicker'), 'stackblitz').click();
  await (await popup).waitForLoadState();
  const fields = new URLSearchParams(posted);
  const packageJson = JSON.parse(fields.get('project[files][package.json]') ?? '{}');
  expect(packageJson.dependencies).toMatchObject({
    '@mui/x-date-pickers': '7.29.1',
    '@mui/material': '7.3.11',
    dayjs: '1.11.23',
    react: '19.2.0',
  });
  expect(fields.get('project[files][src/SlotPropsDatePicker.tsx]')).toContain('export default function');
});

test("the theme's variables leave a page without demos after it has shown, not in the navigation's frame", async ({
  page,
}) => {
  const vars = page.locator('style[data-emotion^="mui-vars"]');
  await page.goto('/x/react-data-grid/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('[data-demo="OverviewGrid"] .MuiDataGrid-root')).toBeVisible();
  await expect(vars).toHaveCount(1);

  // Frames counted from here; the frame in which the new page's title appeared, and the one in
  // which the sheet of variables left the document.
  await page.evaluate(() => {
    const w = window as unknown as {__frames: {frame: number; title?: number; removed?: number}};
    const record = {frame: 0} as {frame: number; title?: number; removed?: number};
    w.__frames = record;
    const tick = () => {
      record.frame += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const sheet = document.querySelector('style[data-emotion^="mui-vars"]');
    new MutationObserver(() => {
      if (record.title === undefined && document.querySelector('article h1')?.textContent?.includes('API')) {
        record.title = record.frame;
      }
      if (record.removed === undefined && sheet && !sheet.isConnected) record.removed = record.frame;
    }).observe(document, {childList: true, subtree: true});
  });
  await page.locator('article a[href$="/api/data-grid/"]').first().click();
  await expect(page.locator('article h1')).toContainText('API');
  await expect(vars).toHaveCount(0);
  const frames = await page.evaluate(
    () => (window as unknown as {__frames: {frame: number; title?: number; removed?: number}}).__frames,
  );
  expect(frames.title).toBeDefined();
  expect(frames.removed).toBeGreaterThan(frames.title!);
});
