import {test, expect} from './support/fixtures';
import {builtVersionPaths} from './support/env';

test('the DataGrid API page lists getRowId, rows and columns with their types', async ({page}) => {
  await page.goto('/x/api/data-grid/data-grid/');
  await expect(page.locator('article h1')).toHaveText('DataGrid API');
  await expect(page.locator('section:has(#import) code').first()).toContainText(
    "import { DataGrid } from '@mui/x-data-grid/DataGrid';",
  );

  const getRowId = page.locator('tr[data-prop="getRowId"]');
  await expect(getRowId).toContainText('GridRowIdGetter<R>');
  await expect(getRowId).toContainText('Return the id of a given GridRowModel');
  // The long signature behind the alias is one click away.
  await expect(getRowId.getByText('(row: R) => GridRowId')).toBeHidden();
  await getRowId.getByText('Full type').click();
  await expect(getRowId.getByText('(row: R) => GridRowId')).toBeVisible();

  await expect(page.locator('tr[data-prop="rows"]')).toContainText('GridRowsProp<R>');
  await expect(page.locator('tr[data-prop="rows"] td').nth(2)).toHaveText('[]');
  const columns = page.locator('tr[data-prop="columns"]');
  await expect(columns.getByTitle('Required')).toBeVisible();
  await expect(page.locator('tr[data-prop="autoHeight"]')).toContainText('Deprecated');
  await expect(page.getByRole('heading', {name: 'CSS classes'})).toBeVisible();
  await expect(page.getByText('.MuiDataGrid-root', {exact: true})).toBeVisible();
});

test('the charts sidebar leads to BarChart, whose demos link leads to a guide', async ({page}) => {
  await page.goto('/x/api/charts/');
  const sidebar = page.locator('nav.menu');
  await sidebar.getByRole('link', {name: 'BarChart', exact: true}).click();
  await expect(page).toHaveURL(/\/x\/api\/charts\/bar-chart\/$/);
  await expect(page.locator('article h1')).toHaveText('BarChart API');
  const series = page.locator('tr[data-prop="series"]');
  await expect(series).toContainText("MakeOptional<BarSeriesType, 'type'>[]");
  await expect(series.getByTitle('Required')).toBeVisible();
  await expect(series.locator('code', {hasText: 'BarSeriesType'}).last()).toBeVisible();

  await page.locator('#demos + ul').getByRole('link', {name: 'Bars', exact: true}).click();
  await expect(page).toHaveURL(/\/x\/react-charts\/bars\/$/);
  await expect(page.locator('article h1')).toHaveText('Bars');
});

test('the pickers sidebar marks and opens a pro component page', async ({page}) => {
  await page.goto('/x/api/date-pickers/');
  const link = page.locator('nav.menu a[href="/x/api/date-pickers/date-range-picker/"]');
  await expect(link).toContainText('DateRangePicker');
  // The sidebar draws its plan badge from the generated entry's customProps.
  await expect(link.locator('[data-plan="pro"]')).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/x\/api\/date-pickers\/date-range-picker\/$/);
  await expect(page.locator('article h1')).toHaveText('DateRangePicker API');
  await expect(page.locator('article [data-plan="pro"]')).toHaveText('Pro plan');
  await expect(page.locator('article')).toContainText("import { DateRangePicker } from '@mui/x-date-pickers-pro';");
  await expect(page.locator('tr[data-prop="calendars"]')).toContainText('1 | 2 | 3');
  await expect(page.getByRole('heading', {name: 'Slots'})).toBeVisible();
});

test('an API page links back to its product index', async ({page}) => {
  await page.goto('/x/api/tree-view/tree-view/');
  await expect(page.locator('article [role="note"]')).toContainText('Deprecated');
  await page.getByRole('link', {name: 'API reference'}).first().click();
  await expect(page).toHaveURL(/\/x\/api\/tree-view\/$/);
});

// v8 pages exist only in builds that include v8 (BUILD_VERSIONS can leave it out).
for (const version of builtVersionPaths().filter((segment) => segment === 'v8')) {
  test(`the ${version} sidebar leads to pages generated from the ${version} packages`, async ({page}) => {
    await page.goto(`/x/${version}/api/charts/`);
    await page.locator('nav.menu').getByRole('link', {name: 'BarChart', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`/x/${version}/api/charts/bar-chart/$`));
    await expect(page.locator('article h1')).toHaveText('BarChart API');
    await expect(page.locator('tr[data-prop="series"]')).toBeVisible();
  });
}

test('moving between API pages in the browser shows each page its own tables', async ({page}) => {
  // The first page keeps its server HTML for the tables; the pages reached from it render theirs.
  await page.goto('/x/api/data-grid/data-grid-pro/');
  await expect(page.locator('tr[data-prop="treeData"]')).toContainText('boolean');
  await expect(page.locator('tr#slot-headerFilterCell')).toBeVisible();
  await page.getByRole('link', {name: 'API reference'}).first().click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/$/);
  await page.locator('nav.menu a[href="/x/api/data-grid/data-grid/"]').first().click();
  await expect(page.locator('article h1')).toHaveText('DataGrid API');
  await expect(page.locator('tr[data-prop="getRowId"]')).toContainText('GridRowIdGetter<R>');
  await expect(page.locator('tr[data-prop="treeData"]')).toHaveCount(0);
  await expect(page.locator('tr#slot-headerFilterCell')).toHaveCount(0);
  await expect(page.locator('tr#slot-columnHeaders')).toBeVisible();

  await page.goBack();
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('DataGridPro API');
  await expect(page.locator('tr[data-prop="treeData"]')).toContainText('boolean');
  await expect(page.locator('tr#slot-headerFilterCell')).toBeVisible();
});
