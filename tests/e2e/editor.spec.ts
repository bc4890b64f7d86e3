import type {Locator, Page} from '@playwright/test';
import {test, expect, liveDemo} from './support/fixtures';

// Editable demos (issue 33): a demo's code is edited in place and the live demo runs the edit.
const GRID_PAGE = '/x/react-data-grid/column-definition/';
const V8_GRID_PAGE = '/x/v8/react-data-grid/column-definition/';
const DEMO = 'ColumnDefinitionBasics';
const OTHER_DEMO = 'ColumnDefinitionTypes';

const toolbarButton = (block: Locator, id: string) => block.locator(`[data-toolbar-item="${id}"]`);
const editor = (block: Locator) => block.locator(`textarea[data-demo-editor="${DEMO}"]`);
const headers = (block: Locator) => block.locator('.MuiDataGrid-columnHeaderTitle');

/** Opens the demo's full code and clicks into it: the editor takes its place, focused. */
async function openEditor(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const block = await liveDemo(page, DEMO);
  await expect(editor(block)).toHaveCount(0);
  await toolbarButton(block, 'code').click();
  await block.locator('[data-demo-code="TS"] pre').click();
  await expect(editor(block)).toBeFocused();
  return block;
}

/** Puts the caret after the first `text` of the code and types `typed` there, key by key. */
async function typeAfter(block: Locator, text: string, typed: string, select = 0) {
  const input = editor(block);
  await input.evaluate(
    (element: HTMLTextAreaElement, [anchor, length]) => {
      const end = element.value.indexOf(anchor) + anchor.length;
      element.setSelectionRange(end - length, end);
    },
    [text, select] as const,
  );
  await input.pressSequentially(typed);
}

test("an edit of a grid demo's column header re-renders the demo, and copy takes the edit", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const block = await openEditor(page, GRID_PAGE);
  await expect(headers(block).first()).toHaveText('Full name');
  // Replaces "Full name" in `headerName: 'Full name'`.
  await typeAfter(block, "headerName: 'Full name", 'Staff member', 'Full name'.length);
  await expect(headers(block).first()).toHaveText('Staff member');
  await expect(block.locator('[data-demo-editor-problem]')).toBeEmpty();
  await expect(editor(block)).toHaveAccessibleName(new RegExp(DEMO));

  await toolbarButton(block, 'copy').click();
  expect(await page.evaluate(async () => navigator.clipboard.readText())).toContain("headerName: 'Staff member'");
});

test('a syntax error shows its line under the editor; the last render, the page and other demos keep working; Reset', async ({
  page,
}) => {
  const block = await openEditor(page, GRID_PAGE);
  await typeAfter(block, "headerName: 'Salary", ' (USD)');
  await expect(headers(block).nth(1)).toHaveText('Salary (USD)');
  // A second `=` in `const usd = new Intl…`.
  await typeAfter(block, 'const usd =', ' =');
  const line = (await editor(block).inputValue()).split('\n').findIndex((text) => text.includes('const usd = =')) + 1;
  const problem = block.locator('[data-demo-editor-problem="syntax"]');
  await expect(problem).toContainText(`Line ${line}: Syntax error`);
  await expect(problem).toContainText('last version that ran');
  // The last working render stays, and still responds.
  await expect(headers(block).nth(1)).toHaveText('Salary (USD)');
  await headers(block).nth(1).click();
  await expect(block.locator('[role="columnheader"][aria-sort="ascending"]')).toHaveCount(1);

  // Another demo of the page renders and sorts as usual.
  const other = await liveDemo(page, OTHER_DEMO);
  await other.locator('.MuiDataGrid-columnHeaderTitle').first().click();
  await expect(other.locator('[role="columnheader"][aria-sort="ascending"]')).toHaveCount(1);

  // Reset: the original code, and a fresh demo.
  await toolbarButton(block, 'reset').click();
  await expect(editor(block)).toHaveValue(/headerName: 'Salary',/);
  await expect(block.locator('[data-demo-editor-problem]')).toBeEmpty();
  await expect(headers(block).nth(1)).toHaveText('Salary');
  await expect(block.locator('[role="columnheader"][aria-sort="ascending"]')).toHaveCount(0);
});

test('an import the page does not load is named, and StackBlitz offered', async ({page}) => {
  const block = await openEditor(page, GRID_PAGE);
  await typeAfter(block, "from '@mui/material/Box';", "\nimport 'lodash/chunk';");
  const problem = block.locator('[data-demo-editor-problem="import"]');
  await expect(problem).toContainText('Line 3: "lodash/chunk" is not loaded on this page');
  await expect(problem).toContainText('StackBlitz');
  await expect(headers(block).first()).toHaveText('Full name');
});

test('on a v8 page an edit runs on the v8 packages: the v8-only showToolbar prop shows the toolbar', async ({page}) => {
  const block = await openEditor(page, V8_GRID_PAGE);
  await expect(block.locator('.MuiDataGrid-toolbar')).toHaveCount(0);
  await typeAfter(block, '<DataGrid rows={rows} columns={columns}', ' showToolbar');
  await expect(block.locator('.MuiDataGrid-toolbar')).toBeVisible();
  await expect(block.locator('[data-demo-editor-problem]')).toBeEmpty();
});

test('keyboard: Tab reaches the code and opens the editor, Tab indents, Escape then Tab leaves', async ({page}) => {
  await page.goto(GRID_PAGE);
  const block = await liveDemo(page, DEMO);
  await toolbarButton(block, 'code').click();
  await page.keyboard.press('Tab');
  const input = editor(block);
  await expect(input).toBeFocused();
  await expect(input).toHaveAccessibleName(`Code of the ${DEMO} demo (TS), editable`);
  await expect(input).toHaveAccessibleDescription(/press Escape, then Tab, to leave/);
  await expect(input).toHaveAttribute('dir', 'ltr');

  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(/^ {2}import \* as React/);
  await page.keyboard.press('Shift+Tab');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(/^import \* as React/);

  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(input).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('TEXTAREA');
});
