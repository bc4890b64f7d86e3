import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {versionByName} from '../../src/config/lookups';
import {cacheKey, loadApiVersion} from './versions';

const v7 = versionByName('7.29.0')!;
const v8 = versionByName('current')!;

const siteDir = path.resolve(__dirname, '../..');

describe('loadApiVersion', () => {
  let cacheDir: string;
  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cache-'));
  });
  afterEach(() => fs.rmSync(cacheDir, {recursive: true, force: true}));

  it('has no reference for a version the registry does not know', () => {
    expect(loadApiVersion(siteDir, '3', cacheDir)).toBeUndefined();
  });

  it('serves a version from the disk cache of an earlier build while the packages are unchanged', () => {
    const key = cacheKey(siteDir, v7);
    const cached = {versionName: '7.29.0', packageVersions: {'@mui/x-charts': '7.29.1'}, pages: []};
    fs.writeFileSync(path.join(cacheDir, `api-7.29.0-${key}.json`), JSON.stringify(cached));
    expect(loadApiVersion(siteDir, '7.29.0', cacheDir)).toEqual(cached);
  });

  it('keys the cache on the installed package versions of each docs version', () => {
    expect(cacheKey(siteDir, v7)).not.toBe(cacheKey(siteDir, v8));
    expect(cacheKey(siteDir, v7)).toBe(cacheKey(siteDir, v7));
  });
});

// The archived versions' reference, read from their own packages (installed for reading only).
describe.each([
  [
    '6',
    100,
    {'data-grid': 20, 'date-pickers': 40, charts: 30, 'tree-view': 2},
    ['DataGridPremium', 'BarChart', 'TreeView'],
  ],
  ['5', 40, {'data-grid': 20, 'date-pickers': 20}, ['DataGridPro', 'DesktopDatePicker']],
  ['4', 10, {'data-grid': 10}, ['DataGrid', 'XGrid']],
])('the API reference of v%s', (versionName, total, perProduct, names) => {
  let cacheDir: string;
  beforeAll(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-archived-'));
  });
  afterAll(() => fs.rmSync(cacheDir, {recursive: true, force: true}));

  it('has a page per component and interface of its packages', () => {
    const pages = loadApiVersion(siteDir, versionName, cacheDir)?.pages ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(total);
    for (const [product, count] of Object.entries(perProduct)) {
      expect([product, pages.filter((page) => page.product === product).length >= count]).toEqual([product, true]);
    }
    for (const name of names) expect(pages.map((page) => page.name)).toContain(name);
  });
});
