import {existsSync} from 'node:fs';
import path from 'node:path';
import {
  SECTION_LABELS,
  sectionOfDocPath,
  sectionsInVersion,
  VERSION_NAMES,
  versionsWithSection,
  type DocsVersionName,
} from './versionAvailability';
import {versionByName} from '../config/lookups';

describe('sectionOfDocPath', () => {
  it.each([
    ['react-data-grid/sorting/', 'data-grid'],
    ['/react-date-pickers/', 'date-pickers'],
    ['react-charts', 'charts'],
    ['api/tree-view/rich-tree-view/', 'tree-view'],
    ['api/charts/bar-chart/', 'charts'],
    ['introduction/installation/', 'site'],
    ['react-data-gridiron/', 'site'],
    ['', 'site'],
  ])('%j is in %s', (path, section) => {
    expect(sectionOfDocPath(path)).toBe(section);
  });
});

describe('versionsWithSection', () => {
  it('offers every version for the Data Grid and site-wide pages', () => {
    expect(versionsWithSection('data-grid')).toEqual(['current', '7.29.0', '6', '5', '4']);
    expect(versionsWithSection('site')).toEqual(['current', '7.29.0', '6', '5', '4']);
  });

  it('offers v8 to v5 for the pickers', () => {
    expect(versionsWithSection('date-pickers')).toEqual(['current', '7.29.0', '6', '5']);
  });

  it('offers three versions for Charts and Tree View', () => {
    expect(versionsWithSection('charts')).toEqual(['current', '7.29.0', '6']);
    expect(versionsWithSection('tree-view')).toEqual(['current', '7.29.0', '6']);
  });
});

describe('sectionsInVersion', () => {
  it('lists what each version documents', () => {
    expect(sectionsInVersion('4')).toEqual(['data-grid']);
    expect(sectionsInVersion('5')).toEqual(['data-grid', 'date-pickers']);
    expect(sectionsInVersion('6')).toEqual(['data-grid', 'date-pickers', 'charts', 'tree-view']);
  });
});

describe('the doc folders on disk', () => {
  const folderOf = (version: DocsVersionName) => path.join(__dirname, '..', '..', versionByName(version)!.contentDir);

  it.each(VERSION_NAMES)('version %s has an overview page for exactly the sections it offers', (version) => {
    const onDisk = (Object.keys(SECTION_LABELS) as (keyof typeof SECTION_LABELS)[]).filter((section) =>
      existsSync(path.join(folderOf(version), `react-${section}`, 'index.mdx')),
    );
    expect(onDisk).toEqual(sectionsInVersion(version));
  });
});
