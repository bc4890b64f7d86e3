// The cost of a reader's first edit of a demo (issue 33): on a 7.29.0 Data Grid guide page whose
// demo has rendered and whose code is shown, the requests made from the focus on the code to the
// demo re-rendered from a one-character edit (the editor, the compiler, the page's import maps),
// and their compressed (transfer) bytes. Budget: under 80 KB. Standalone:
// `node scripts/bench-editor.mjs <origin of a served build>` (e.g. http://127.0.0.1:4170).
import {chromium} from '@playwright/test';

export const EDITOR_PAGE = '/x/react-data-grid/column-definition/';
export const EDITOR_DEMO = 'ColumnDefinitionBasics';
export const EDITOR_BUDGET_BYTES = 80 * 1024;
// The header the edit changes: one character typed after it shows in the grid's column header.
const EDITED_TEXT = "headerName: 'Full name";

/** Opens the page in a fresh context of `browser`, edits the demo once, and returns {bytes, requests}. */
export async function firstEditBytes({browser, origin}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${EDITOR_PAGE}`, {waitUntil: 'networkidle'});
    const block = page.locator(`[data-demo="${EDITOR_DEMO}"]`);
    await block.scrollIntoViewIfNeeded();
    await block.locator('[data-toolbar-item="code"]').click();
    await page.waitForSelector(`[data-demo="${EDITOR_DEMO}"][data-demo-ready="true"] [data-demo-code="TS"] pre`);
    await page.waitForLoadState('networkidle');

    const sizes = [];
    page.on('requestfinished', (request) =>
      sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize)),
    );
    await block.locator('[data-demo-code="TS"] pre').click();
    const input = block.locator('textarea[data-demo-editor]');
    await input.waitFor();
    await input.evaluate((element, anchor) => {
      const end = element.value.indexOf(anchor) + anchor.length;
      element.setSelectionRange(end, end);
    }, EDITED_TEXT);
    await input.press('X');
    await block.locator('.MuiDataGrid-columnHeaderTitle', {hasText: 'Full nameX'}).waitFor();
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
    return {bytes, requests: sizes.length};
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2];
  if (!origin) {
    console.error('usage: node scripts/bench-editor.mjs <origin of a served build>');
    process.exit(2);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const {bytes, requests} = await firstEditBytes({browser, origin});
    const pass = bytes < EDITOR_BUDGET_BYTES;
    console.log(
      `first edit: ${(bytes / 1024).toFixed(1)} KB compressed in ${requests} requests (budget 80 KB: ${pass ? 'pass' : 'FAIL'})`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    await browser.close();
  }
}
