// The opening tag of a Data Grid's root element, whatever the order of its attributes (React
// escapes `>` in attribute values, so a tag ends at the first `>`).
const GRID_ROOT_TAG = /<div(?=[^>]*\sclass="MuiDataGrid-root[\s"])/g;

/**
 * Makes each Data Grid of the server HTML `inert`. On the server a grid renders inside a demo's
 * island only (see ./index.ts), and without a size: its frame, its footer and a header row with no
 * column yet. That frame is a picture of the grid until the live grid replaces it, not something
 * to use: `inert` keeps it out of the tab order and out of the accessibility tree (a row without
 * cells, a select that does nothing), and the live grid that replaces it is a full grid.
 */
export function markGridFramesInert(html: string): string {
  return html.replace(GRID_ROOT_TAG, '<div inert=""');
}
