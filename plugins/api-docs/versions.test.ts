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

  it('has no reference for versions without one', () => {
    expect(loadApiVersion(siteDir, '6', cacheDir)).toBeUndefined();
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
