jest.mock('@docusaurus/plugin-content-docs/client', () => ({}), {virtual: true});
import {bundleOf, pickBundles} from './useSearchBundles';

const versions = [
  {label: 'v8', path: '/x/zh/v8', isLast: false},
  {label: '7.29.0', path: '/x/zh/', isLast: true},
  {label: 'v6', path: '/x/zh/v6', isLast: false},
];

describe('the search indexes of a build', () => {
  it('are one per version, beside its pages', () => {
    expect(bundleOf('/x/zh/v8')).toBe('/x/zh/v8/pagefind/');
    expect(bundleOf('/x/')).toBe('/x/pagefind/');
  });

  it('name the index of the version read, and the others for a search of every version', () => {
    expect(pickBundles(versions, 'v8')).toEqual({
      current: '/x/zh/v8/pagefind/',
      others: ['/x/zh/pagefind/', '/x/zh/v6/pagefind/'],
    });
    // A label this build does not have: the root release.
    expect(pickBundles(versions, 'v5').current).toBe('/x/zh/pagefind/');
  });
});
