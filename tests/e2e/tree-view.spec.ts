import type {Locator} from '@playwright/test';
import {test, expect, liveDemo} from './support/fixtures';
import {escapeRegExp} from './support/regexp';

const ACCESSIBILITY = '/x/react-tree-view/accessibility/';
const EDITING = '/x/react-tree-view/rich-tree-view/editing/';
const ORDERING = '/x/react-tree-view/rich-tree-view/ordering/';

/** The tree item whose own label (not a descendant's) is `name`. */
const item = (scope: Locator, name: string) =>
  scope
    .locator('.MuiTreeItem-label', {hasText: new RegExp(`^${escapeRegExp(name)}$`)})
    .locator('xpath=ancestor::li[@role="treeitem"][1]');
/** The clickable row of an item, without its children. */
const row = (treeItem: Locator) => treeItem.locator('> .MuiTreeItem-content');

test('tree items expand, move and get selected with the keyboard', async ({page}) => {
  await page.goto(ACCESSIBILITY);
  const block = await liveDemo(page, 'AccessibilityKeyboard');
  const furniture = item(block, 'Furniture');

  // Focusing before hydration does nothing, so retry until the tree reports the focus.
  await expect(async () => {
    await furniture.focus();
    await expect(block.getByText('Focused: furniture')).toBeVisible({timeout: 1_000});
  }).toPass();
  await expect(furniture).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowRight');
  await expect(furniture).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const chairs = item(block, 'Chairs');
  await expect(chairs).toBeFocused();

  await page.keyboard.press('Space');
  await expect(chairs).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(item(block, 'Desks')).toHaveAttribute('aria-selected', 'true');
  await expect(block.getByText('Selected: chairs, desks')).toBeVisible();

  // Type-ahead: "r" moves the focus to the next item starting with that letter.
  await page.keyboard.press('r');
  await expect(item(block, 'Rugs')).toBeFocused();
});

test('an item of the editing demo is renamed inline', async ({page}) => {
  await page.goto(EDITING);
  const block = await liveDemo(page, 'RichEditingBasic');
  const authentication = item(block, 'Authentication');
  const input = block.locator('input[data-element="labelInput"]');

  await expect(async () => {
    await authentication.locator('.MuiTreeItem-label').first().dblclick();
    await expect(input).toBeVisible({timeout: 1_000});
  }).toPass();
  await input.fill('Sign-in and sessions');
  await input.press('Enter');
  await expect(input).toHaveCount(0);
  await expect(item(block, 'Sign-in and sessions')).toBeVisible();

  // Locked items are not editable.
  await block.getByText('Specifications (locked)', {exact: true}).dblclick();
  await expect(input).toHaveCount(0);
});

test('an item of the ordering demo is dragged to another folder', async ({page}) => {
  await page.goto(ORDERING);
  const block = await liveDemo(page, 'RichOrderingPersist');
  await expect(block.getByRole('treeitem')).toHaveCount(6);
  // Wait for hydration: the Pro tree makes its items draggable on the client.
  const setup = item(block, 'Setup');
  await expect(setup).toHaveAttribute('draggable', 'true');

  const target = row(item(block, 'Deployment'));
  const box = await target.boundingBox();
  if (!box) throw new Error('the drop target is not rendered');
  // The lower quarter of a row drops below it; the left part (indentation) would move to the parent.
  await row(setup).dragTo(target, {targetPosition: {x: box.width * 0.6, y: box.height - 3}});

  await expect(block.getByText('ch-setup: part-1[0] → part-2[2]')).toBeVisible();
  const part2Labels = item(block, 'Part 2: Going further').locator('[role="treeitem"] .MuiTreeItem-label');
  await expect(part2Labels).toHaveText(['Testing', 'Deployment', 'Setup']);
});
