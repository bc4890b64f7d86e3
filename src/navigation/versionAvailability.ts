/** Which documentation versions have each section: the version switcher and the versions page read this. */

export type Section = 'site' | 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

/** Docusaurus version names, newest first ('current' is v8). */
export const VERSION_NAMES = ['current', '7.29.0', '6', '5', '4'] as const;
export type DocsVersionName = (typeof VERSION_NAMES)[number];

const SECTION_VERSIONS: Record<Section, readonly DocsVersionName[]> = {
  site: VERSION_NAMES,
  'data-grid': VERSION_NAMES,
  'date-pickers': ['current', '7.29.0', '6', '5'],
  charts: ['current', '7.29.0', '6'],
  'tree-view': ['current', '7.29.0', '6'],
};

export const SECTION_LABELS: Record<Exclude<Section, 'site'>, string> = {
  'data-grid': 'Data Grid',
  'date-pickers': 'Date and Time Pickers',
  charts: 'Charts',
  'tree-view': 'Tree View',
};

/** The section a doc path belongs to: `react-charts/…` and `api/charts/…` are Charts, and so on. */
export function sectionOfDocPath(docPath: string): Section {
  const match =
    /^\/?(?:react-(data-grid|date-pickers|charts|tree-view)|api\/(data-grid|date-pickers|charts|tree-view))(?:\/|$)/.exec(
      docPath,
    );
  const name = match?.[1] ?? match?.[2];
  return (name as Section | undefined) ?? 'site';
}

export function versionsWithSection(section: Section): readonly DocsVersionName[] {
  return SECTION_VERSIONS[section];
}

/** The product sections a version documents, in navigation order. */
export function sectionsInVersion(version: DocsVersionName): Exclude<Section, 'site'>[] {
  return (Object.keys(SECTION_LABELS) as Exclude<Section, 'site'>[]).filter((section) =>
    SECTION_VERSIONS[section].includes(version),
  );
}
