import {offeredVersions, switchTargetPath, type SwitchableVersion} from './versionSwitch';

const version = (name: string, path: string, ids: string[]): SwitchableVersion => ({
  name,
  path,
  mainDocId: 'index',
  docs: ids.map((id) => ({id, path: `${path}${id === 'index' ? '' : `${id.replace(/\/index$/, '')}/`}`})),
});

const v6 = version('6', '/x/v6/', [
  'index',
  'react-data-grid/index',
  'react-data-grid/getting-started',
  'react-charts/index',
  'react-tree-view/index',
]);
const v4 = version('4', '/x/v4/', ['index', 'react-data-grid/index']);
const v8 = version('current', '/x/v8/', [
  'index',
  'react-charts/index',
  'react-charts/quickstart',
  'api/charts/index',
  'api/charts/bar-chart',
]);
const noHome = {name: '5', path: '/x/v5/', mainDocId: 'index', docs: []};

describe('switchTargetPath', () => {
  it('keeps the same page when the target version has it', () => {
    expect(switchTargetPath('react-data-grid/getting-started', v6)).toBe('/x/v6/react-data-grid/getting-started/');
    expect(switchTargetPath('api/charts/bar-chart', v8)).toBe('/x/v8/api/charts/bar-chart/');
  });

  it('follows a page renamed between majors, both ways', () => {
    expect(switchTargetPath('react-charts/getting-started', v8)).toBe('/x/v8/react-charts/quickstart/');
    expect(switchTargetPath('react-data-grid/quickstart', v6)).toBe('/x/v6/react-data-grid/getting-started/');
    expect(switchTargetPath('react-tree-view/quickstart', v4)).toBe('/x/v4/');
  });

  it("falls back to the section's overview", () => {
    expect(switchTargetPath('react-data-grid/column-pinning', v4)).toBe('/x/v4/react-data-grid/');
    expect(switchTargetPath('react-charts/heatmap', v6)).toBe('/x/v6/react-charts/');
  });

  it('sends an API page to the API index, then to the product overview', () => {
    expect(switchTargetPath('api/charts/line-chart', v8)).toBe('/x/v8/api/charts/');
    expect(switchTargetPath('api/charts/line-chart', v6)).toBe('/x/v6/react-charts/');
  });

  it("falls back to the version's home", () => {
    expect(switchTargetPath('react-date-pickers/date-picker', v4)).toBe('/x/v4/');
    expect(switchTargetPath('introduction/licensing', v6)).toBe('/x/v6/');
    expect(switchTargetPath(undefined, v6)).toBe('/x/v6/');
  });

  it('uses the version path when even the home doc is missing', () => {
    expect(switchTargetPath('react-data-grid/sorting', noHome)).toBe('/x/v5/');
  });
});

describe('offeredVersions', () => {
  const built = [{name: '6'}, {name: 'current'}, {name: '4'}, {name: '7.29.0'}, {name: '5'}];
  const names = (section: Parameters<typeof offeredVersions>[0]) => offeredVersions(section, built).map((v) => v.name);

  it('offers the built versions that have the section, newest first', () => {
    expect(names('site')).toEqual(['current', '7.29.0', '6', '5', '4']);
    expect(names('data-grid')).toEqual(['current', '7.29.0', '6', '5', '4']);
    expect(names('date-pickers')).toEqual(['current', '7.29.0', '6', '5']);
    expect(names('charts')).toEqual(['current', '7.29.0', '6']);
    expect(names('tree-view')).toEqual(['current', '7.29.0', '6']);
  });

  it('leaves out versions the build does not contain', () => {
    expect(offeredVersions('charts', [{name: '7.29.0'}, {name: 'current'}]).map((v) => v.name)).toEqual([
      'current',
      '7.29.0',
    ]);
  });
});
