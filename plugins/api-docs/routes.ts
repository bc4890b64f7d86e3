/** `/v8/api/charts/bar-chart/` (below the site's base URL, which Docusaurus links add). */
export function apiRoute(versionPath: string, product: string, slug?: string): string {
  const segments = [versionPath, 'api', product, slug].filter((segment): segment is string => Boolean(segment));
  return `/${segments.join('/')}/`;
}

/** `DataGridPro` → `data-grid-pro`, `TreeItem2` → `tree-item-2`, `Unstable_PickersSectionList` → `pickers-section-list`. */
export function toSlug(exportName: string): string {
  return exportName
    .replace(/^Unstable_/, '')
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
