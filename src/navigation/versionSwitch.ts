import {sectionOfDocPath, versionsWithSection, VERSION_NAMES, type Section} from './versionAvailability';

/** What the switcher needs of a Docusaurus version (a subset of its global data). */
export type SwitchableVersion = {
  name: string;
  path: string;
  mainDocId: string;
  docs: readonly {id: string; path: string}[];
};

/** The built versions the switcher offers for a section, newest first. */
export function offeredVersions<V extends {name: string}>(section: Section, built: readonly V[]): V[] {
  const wanted: readonly string[] = versionsWithSection(section);
  const order: readonly string[] = VERSION_NAMES;
  return built
    .filter((version) => wanted.includes(version.name))
    .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}

/** Docs renamed in a major (`since`): the switcher treats the older and newer id as one page. */
export const RENAMED_DOCS: readonly {older: string; newer: string; since: number}[] = [
  'data-grid',
  'date-pickers',
  'charts',
  'tree-view',
].map((product) => ({older: `react-${product}/getting-started`, newer: `react-${product}/quickstart`, since: 8}));

/** The doc itself, then its other names in older or newer majors. */
function sameDocIds(docId: string): string[] {
  const others = RENAMED_DOCS.flatMap(({older, newer}) => (docId === older ? [newer] : docId === newer ? [older] : []));
  return [docId, ...others];
}

/** The overview docs of a section, most specific first: an API page falls back to the API index. */
function overviewIds(docId: string, section: Section): string[] {
  if (section === 'site') return [];
  const overview = `react-${section}/index`;
  return docId.startsWith('api/') ? [`api/${section}/index`, overview] : [overview];
}

/**
 * Where switching to `target` leads from the doc `docId` (undefined on pages that are not docs):
 * the same doc when the target version has it, else the section's overview there, else the
 * version's home. The result is always a page the target version has.
 */
export function switchTargetPath(docId: string | undefined, target: SwitchableVersion): string {
  const byId = new Map(target.docs.map((doc) => [doc.id, doc.path]));
  const candidates =
    docId === undefined
      ? [target.mainDocId]
      : [...sameDocIds(docId), ...overviewIds(docId, sectionOfDocPath(docId)), target.mainDocId];
  for (const id of candidates) {
    const path = byId.get(id);
    if (path !== undefined) return path;
  }
  return target.path;
}
