import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {PageMarkers} from './sidebarBuilders';

/** Reads the markers that `sidebarBuilders` put in `customProps`; anything malformed is ignored. */
export function readMarkers(customProps: unknown): PageMarkers {
  if (typeof customProps !== 'object' || customProps === null) return {};
  const props = customProps as Record<string, unknown>;
  const markers: PageMarkers = {};
  if (props.plan === 'pro' || props.plan === 'premium') markers.plan = props.plan;
  if (props.newFeature === true) markers.newFeature = true;
  if (props.unstable === true) markers.unstable = true;
  if (props.planned === true) markers.planned = true;
  return markers;
}

/** Whether a sidebar category is a subheader label rather than a collapsible group. */
export function isSubheader(customProps: unknown): boolean {
  return typeof customProps === 'object' && customProps !== null
    ? (customProps as {subheader?: unknown}).subheader === true
    : false;
}

/**
 * The markers of a doc as the sidebar shows them. A plan set on a group (e.g. the Pro date range
 * components) applies to every page in it unless the page names its own.
 */
export function findDocMarkers(
  items: readonly PropSidebarItem[],
  docId: string,
  inheritedPlan?: PageMarkers['plan'],
): PageMarkers | undefined {
  for (const item of items) {
    const own = readMarkers(item.customProps);
    const plan = own.plan ?? inheritedPlan;
    if (item.type === 'link' && item.docId === docId) {
      return plan ? {...own, plan} : own;
    }
    if (item.type === 'category') {
      const found = findDocMarkers(item.items, docId, plan);
      if (found) return found;
    }
  }
  return undefined;
}

/** The status chips an entry shows, in reading order. */
export function statusesOf(markers: PageMarkers): ('new' | 'preview' | 'planned')[] {
  const statuses: ('new' | 'preview' | 'planned')[] = [];
  if (markers.newFeature) statuses.push('new');
  if (markers.unstable) statuses.push('preview');
  if (markers.planned) statuses.push('planned');
  return statuses;
}
