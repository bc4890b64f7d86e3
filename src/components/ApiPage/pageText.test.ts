import type {ApiPageData} from '@site/plugins/api-docs/types';
import {displayName, metaDescription} from './pageText';

const page = (description: string): ApiPageData => ({
  kind: 'component',
  name: 'BarChart',
  slug: 'bar-chart',
  product: 'charts',
  plan: 'community',
  imports: [],
  description,
  props: [],
  slots: [],
  classes: [],
  inheritedNativeProps: 0,
  demos: [],
});

describe('pageText', () => {
  it('drops the Unstable_ prefix from display names', () => {
    expect(displayName('Unstable_PickersSectionList')).toBe('PickersSectionList');
    expect(displayName('DataGrid')).toBe('DataGrid');
  });

  it('uses the first sentence of the description without Markdown marks', () => {
    expect(metaDescription(page('Draws `bars` for [series](https://x.y). More text.'))).toBe('Draws bars for series.');
  });

  it('falls back to a generic sentence when the description is empty or too short', () => {
    expect(metaDescription(page(''))).toBe('API reference of BarChart: props, slots and CSS classes.');
  });
});
