import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {findDocMarkers, isSubheader, readMarkers, statusesOf} from './markers';

const link = (docId: string, customProps?: Record<string, unknown>): PropSidebarItem => ({
  type: 'link',
  label: docId,
  href: `/x/${docId}/`,
  docId,
  customProps,
});

const category = (label: string, items: PropSidebarItem[], customProps?: Record<string, unknown>): PropSidebarItem => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
  customProps,
});

describe('readMarkers', () => {
  it('reads every marker', () => {
    expect(readMarkers({plan: 'premium', newFeature: true, unstable: true, planned: true})).toEqual({
      plan: 'premium',
      newFeature: true,
      unstable: true,
      planned: true,
    });
  });

  it.each([undefined, null, 'pro', 42, [], {plan: 'enterprise', newFeature: 'yes', planned: 1}])(
    'ignores malformed props %j',
    (props) => {
      expect(readMarkers(props)).toEqual({});
    },
  );
});

describe('isSubheader', () => {
  it('is true only for the subheader marker', () => {
    expect(isSubheader({subheader: true})).toBe(true);
    expect(isSubheader({subheader: 'true'})).toBe(false);
    expect(isSubheader({plan: 'pro'})).toBe(false);
    expect(isSubheader(undefined)).toBe(false);
    expect(isSubheader(null)).toBe(false);
  });
});

describe('findDocMarkers', () => {
  const sidebar = [
    category('Data Grid', [
      link('react-data-grid/sorting'),
      category('Columns', [link('react-data-grid/column-pinning', {plan: 'pro'})]),
      link('react-data-grid/pivoting', {plan: 'premium', planned: true}),
    ]),
    category('Date range components', [link('react-date-pickers/date-range-picker', {newFeature: true})], {
      plan: 'pro',
    }),
    category('Mixed', [link('react-date-pickers/own-plan', {plan: 'premium'})], {plan: 'pro'}),
    {type: 'html', value: '<hr>'} as PropSidebarItem,
  ];

  it('finds a nested page with its markers', () => {
    expect(findDocMarkers(sidebar, 'react-data-grid/column-pinning')).toEqual({plan: 'pro'});
    expect(findDocMarkers(sidebar, 'react-data-grid/pivoting')).toEqual({plan: 'premium', planned: true});
  });

  it('gives a page without markers no markers', () => {
    expect(findDocMarkers(sidebar, 'react-data-grid/sorting')).toEqual({});
  });

  it('inherits the plan of the group unless the page has its own', () => {
    expect(findDocMarkers(sidebar, 'react-date-pickers/date-range-picker')).toEqual({plan: 'pro', newFeature: true});
    expect(findDocMarkers(sidebar, 'react-date-pickers/own-plan')).toEqual({plan: 'premium'});
  });

  it('returns undefined for a page outside the sidebar', () => {
    expect(findDocMarkers(sidebar, 'introduction/index')).toBeUndefined();
  });
});

describe('statusesOf', () => {
  it('lists the chips in reading order', () => {
    expect(statusesOf({planned: true, newFeature: true, unstable: true, plan: 'pro'})).toEqual([
      'new',
      'preview',
      'planned',
    ]);
    expect(statusesOf({plan: 'premium'})).toEqual([]);
  });
});
