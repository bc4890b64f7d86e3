// The bench's figures of a reader's first use of a feature: the first search result (scripts/bench-search.mjs)
// and the code the live editor loads for its first edit (scripts/bench-editor.mjs, `firstEditBytes`).
// A measure that fails or does not exist yet gives `{error}` or `{missing}`: the row is reported
// missing and the run incomplete, and the other figures are kept.
import {measureFirstResult, SITE_SEARCH} from './bench-search.mjs';

export const SEARCH_PAGE = '/x/introduction/licensing/';
export const SEARCH_QUERY = 'sorting';

/** The editor's measure, or why there is none. `importer` loads scripts/bench-editor.mjs (a stand-in in tests). */
export async function loadEditorMeasure(importer = () => import('./bench-editor.mjs')) {
  let module;
  try {
    module = await importer();
  } catch (error) {
    const absent = error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('bench-editor');
    return {
      missing: absent
        ? 'scripts/bench-editor.mjs does not exist'
        : `scripts/bench-editor.mjs fails to load: ${error.message}`,
    };
  }
  if (typeof module.firstEditBytes !== 'function')
    return {missing: 'scripts/bench-editor.mjs exports no firstEditBytes'};
  return {measure: module.firstEditBytes};
}

/** Compressed bytes of the editor's first edit: `firstEditBytes({browser, origin})` may answer a number or `{bytes}`. */
export async function editorFirstEdit({origin, launch, importer}) {
  const loaded = await loadEditorMeasure(importer);
  if (loaded.missing) return {missing: loaded.missing};
  let browser;
  try {
    browser = await launch();
    const answer = await loaded.measure({browser, origin});
    const bytes = typeof answer === 'number' ? answer : (answer?.bytes ?? answer?.gzipBytes);
    if (!Number.isFinite(bytes)) return {error: `firstEditBytes answered ${JSON.stringify(answer)}, not a byte count`};
    return {bytes};
  } catch (error) {
    return {error: error.message};
  } finally {
    await browser?.close();
  }
}

/** Bytes and time from opening the search dialog to its first result, for a one-word query. */
export async function searchFirstResult({origin, measure = measureFirstResult}) {
  try {
    const figures = await measure({url: `${origin}${SEARCH_PAGE}`, query: SEARCH_QUERY, ...SITE_SEARCH});
    return {...figures, page: SEARCH_PAGE, query: SEARCH_QUERY};
  } catch (error) {
    return {error: error.message};
  }
}
