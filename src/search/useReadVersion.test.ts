// The hook's Docusaurus modules are not needed by the path logic under test.
jest.mock('@docusaurus/router', () => ({}), {virtual: true});
jest.mock('@docusaurus/useDocusaurusContext', () => () => ({}), {virtual: true});

import {versionLabelOfPath} from './useReadVersion';

describe('versionLabelOfPath', () => {
  it.each([
    ['/x/react-data-grid/', '/x/', '7.29.0'],
    ['/x/v8/react-charts/', '/x/', 'v8'],
    ['/x/zh/v6/api/data-grid/', '/x/zh/', 'v6'],
    ['/x/zh/', '/x/zh/', '7.29.0'],
    ['/x/search/', '/x/', '7.29.0'],
  ])('%s (base %s) reads %s', (pathname, base, label) => {
    expect(versionLabelOfPath(pathname, base)).toBe(label);
  });
});
