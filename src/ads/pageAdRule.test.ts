import {shouldShowPageAd} from './pageAdRule';

describe('shouldShowPageAd', () => {
  it('shows the ad on ordinary feature pages', () => {
    expect(shouldShowPageAd({docId: 'react-data-grid/sorting', frontMatter: {}})).toBe(true);
    expect(shouldShowPageAd({docId: 'react-charts/bars', frontMatter: {disableAd: false}})).toBe(true);
    expect(shouldShowPageAd({docId: 'migration/migration-data-grid-v6', frontMatter: {}})).toBe(true);
    expect(shouldShowPageAd({docId: 'api/data-grid/data-grid', frontMatter: {}})).toBe(true);
  });

  it('lets a page opt out with front matter disableAd: true (only the boolean)', () => {
    expect(shouldShowPageAd({docId: 'react-data-grid/sorting', frontMatter: {disableAd: true}})).toBe(false);
    expect(shouldShowPageAd({docId: 'react-data-grid/sorting', frontMatter: {disableAd: 'yes'}})).toBe(true);
  });

  it('shows none on overviews, getting-started and introduction pages', () => {
    for (const docId of [
      'index',
      'react-data-grid/index',
      'react-data-grid/filtering/index',
      'react-date-pickers/getting-started',
      'introduction/licensing',
      'introduction/index',
    ]) {
      expect(shouldShowPageAd({docId, frontMatter: {}})).toBe(false);
    }
  });

  it('shows none on Pro and Premium feature pages', () => {
    expect(shouldShowPageAd({docId: 'react-data-grid/tree-data', frontMatter: {}, plan: 'pro'})).toBe(false);
    expect(shouldShowPageAd({docId: 'react-data-grid/aggregation', frontMatter: {}, plan: 'premium'})).toBe(false);
  });
});
