import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The markers a navigation entry can carry; the sidebar and the doc title draw badges from them. */
export type PageMarkers = {
  plan?: 'pro' | 'premium';
  /** Shown as a "New" chip. */
  newFeature?: boolean;
  /** Shown as a "Preview" chip: the API may still change. */
  unstable?: boolean;
  /** Shown as a "Planned" chip: the page describes a feature that is not released yet. */
  planned?: boolean;
};

type SidebarItemList = Extract<SidebarsConfig[string], unknown[]>;
export type SidebarEntry = Exclude<SidebarItemList[number], string>;

/** The title rule of the page tree: last segment, `react-` dropped, dashes to spaces, capitalised. */
export function titleFromPath(id: string): string {
  const segments = id.split('/').filter((s) => s !== 'index');
  const last = (segments[segments.length - 1] ?? id).replace(/^react-/, '').replace(/-/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}

function withMarkers<T extends object>(item: T, markers?: PageMarkers): T {
  return markers && Object.keys(markers).length > 0 ? {...item, customProps: {...markers}} : item;
}

/** A page entry. `id` is the doc id (its path below `docs/`). */
export function page(id: string, label?: string, markers?: PageMarkers): SidebarEntry {
  return withMarkers({type: 'doc', id, label: label ?? titleFromPath(id)}, markers);
}

/** A collapsible group with no page of its own. */
export function group(label: string, items: SidebarEntry[], markers?: PageMarkers): SidebarEntry {
  return withMarkers({type: 'category', label, collapsible: true, collapsed: true, items}, markers);
}

/** A non-collapsible subheader label with its entries beneath it. */
export function subheader(label: string, items: SidebarEntry[]): SidebarEntry {
  return {
    type: 'category',
    label,
    collapsible: false,
    collapsed: false,
    className: 'sidebar-subheader',
    customProps: {subheader: true},
    items,
  };
}

/** An external link (opens the target in the same way Docusaurus does for any absolute URL). */
export function externalLink(label: string, href: string): SidebarEntry {
  return {type: 'link', label, href};
}
