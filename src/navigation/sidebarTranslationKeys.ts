import type {SidebarEntry} from './sidebarBuilders';

/**
 * Gives every labelled entry a unique `key`, so each gets its own translation id in
 * `i18n/<locale>/docusaurus-plugin-content-docs/*.json` ("Overview" appears eight times, and
 * each may need its own wording). Category keys are their label path, e.g. `Data Grid/Columns`;
 * doc keys are `doc:<id>`.
 */
export function withTranslationKeys(items: SidebarEntry[], parent = ''): SidebarEntry[] {
  return items.map((item) => {
    if (item.type === 'category') {
      const key = parent ? `${parent}/${item.label}` : item.label;
      return {...item, key, items: withTranslationKeys(item.items as SidebarEntry[], key)};
    }
    if (item.type === 'doc') return {...item, key: `doc:${item.id}`};
    if (item.type === 'link') return {...item, key: parent ? `${parent}/${item.label}` : item.label};
    return item;
  });
}
