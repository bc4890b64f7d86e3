import {compressToEncodedURIComponent, decompressFromEncodedURIComponent} from 'lz-string';

/** The query parameter of a link to a demo's source that carries the reader's edit of it. */
export const EDIT_LINK_PARAM = 'demo-code';

/**
 * A link to a demo's source (`hash`, e.g. `#BasicGrid.tsx`) on the page at `location`, carrying
 * `editedCode` when the shown code is an edit: opening it shows and runs that edit.
 */
export function demoSourceLink(
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
  hash: string,
  editedCode?: string,
): string {
  const params = new URLSearchParams(location.search);
  params.delete(EDIT_LINK_PARAM);
  if (editedCode !== undefined) {
    // In JSON: a truncated or altered value then fails to parse instead of reading as other code.
    params.set(EDIT_LINK_PARAM, compressToEncodedURIComponent(JSON.stringify({code: editedCode})));
  }
  const search = params.toString();
  return `${location.origin}${location.pathname}${search ? `?${search}` : ''}${hash}`;
}

/**
 * The edit a link carries: undefined when it carries none, null when its value cannot be read
 * (truncated or altered), otherwise the code.
 */
export function editFromSearch(search: string): string | null | undefined {
  const value = new URLSearchParams(search).get(EDIT_LINK_PARAM);
  if (value === null) return undefined;
  try {
    const payload: unknown = JSON.parse(decompressFromEncodedURIComponent(value) || 'null');
    const code = (payload as {code?: unknown} | null)?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}
