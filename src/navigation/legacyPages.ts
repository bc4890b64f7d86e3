/**
 * Pages of the older core documentation (v4/v5 era, when the grid, the pickers and the tree view
 * lived under `components/`) with their English and Chinese titles and where they live now.
 * The client-redirects plugin turns them into redirects; the 404 page suggests them.
 * Paths are relative to the site's base URL, with trailing slashes.
 */
import {VERSIONS} from '../config/registry';
import {versionRoutePrefix} from '../config/lookups';
import {RENAMED_DOCS} from './versionSwitch';

export type LegacyPage = {from: string; to: string; title: {en: string; zh: string}};

const grid = (from: string, to: string, en: string, zh: string): LegacyPage => ({
  from: `/components/data-grid/${from}`,
  to: `/react-data-grid/${to}`,
  title: {en: `Data Grid - ${en}`, zh: `数据表格 - ${zh}`},
});

export const LEGACY_PAGES: readonly LegacyPage[] = [
  {from: '/components/data-grid/', to: '/react-data-grid/', title: {en: 'Data Grid', zh: '数据表格'}},
  grid('overview/', '', 'Overview', '概览'),
  grid('getting-started/', 'getting-started/', 'Getting started', '快速入门'),
  grid('demo/', 'demo/', 'Demo', '演示'),
  grid('columns/', 'column-definition/', 'Columns', '列'),
  grid('rows/', 'row-definition/', 'Rows', '行'),
  grid('editing/', 'editing/', 'Editing', '编辑'),
  grid('sorting/', 'sorting/', 'Sorting', '排序'),
  grid('filtering/', 'filtering/', 'Filtering', '筛选'),
  grid('pagination/', 'pagination/', 'Pagination', '分页'),
  grid('selection/', 'row-selection/', 'Selection', '选择'),
  grid('events/', 'events/', 'Events', '事件'),
  grid('export/', 'export/', 'Export', '导出'),
  grid('components/', 'components/', 'Components', '组件'),
  grid('style/', 'style/', 'Styling', '样式'),
  grid('localization/', 'localization/', 'Localization', '本地化'),
  grid('virtualization/', 'virtualization/', 'Virtualization', '虚拟化'),
  grid('accessibility/', 'accessibility/', 'Accessibility', '无障碍'),
  grid('group-pivot/', 'row-grouping/', 'Group & Pivot', '分组和透视'),
  {
    from: '/components/pickers/',
    to: '/react-date-pickers/',
    title: {en: 'Date and Time Pickers', zh: '日期和时间选择器'},
  },
  {
    from: '/components/date-picker/',
    to: '/react-date-pickers/date-picker/',
    title: {en: 'Date Picker', zh: '日期选择器'},
  },
  {
    from: '/components/date-range-picker/',
    to: '/react-date-pickers/date-range-picker/',
    title: {en: 'Date Range Picker', zh: '日期范围选择器'},
  },
  {
    from: '/components/date-time-picker/',
    to: '/react-date-pickers/date-time-picker/',
    title: {en: 'Date Time Picker', zh: '日期时间选择器'},
  },
  {
    from: '/components/time-picker/',
    to: '/react-date-pickers/time-picker/',
    title: {en: 'Time Picker', zh: '时间选择器'},
  },
  {from: '/components/tree-view/', to: '/react-tree-view/', title: {en: 'Tree View', zh: '树形视图'}},
];

/** Routes of the original MUI X documentation that this site serves under another path. */
export const MOVED_PAGES: readonly {from: string; to: string}[] = [
  {from: '/whats-new/', to: '/introduction/whats-new/'},
];

/** In each version of a major that renamed a doc, the old URL leads to the new one. */
export function renamedDocRedirects(built: readonly string[]): {from: string; to: string}[] {
  const slug = (id: string) => `/${id.replace(/(^|\/)index$/, '')}/`.replace(/\/\/$/, '/');
  return VERSIONS.filter((version) => built.includes(version.name)).flatMap((version) =>
    RENAMED_DOCS.filter(({since}) => version.major >= since).map(({older, newer}) => ({
      from: `${versionRoutePrefix(version)}${slug(older)}`,
      to: `${versionRoutePrefix(version)}${slug(newer)}`,
    })),
  );
}

/** The redirects of the client-redirects plugin (in every locale): legacy, moved and renamed paths to their page. */
export function legacyRedirects(built: readonly string[]): {from: string; to: string}[] {
  return [...LEGACY_PAGES.map(({from, to}) => ({from, to})), ...MOVED_PAGES, ...renamedDocRedirects(built)];
}
