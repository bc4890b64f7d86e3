/**
 * How a page's Emotion styles get from the server to the browser: the protocol, in one place.
 *
 * 1. On the server, Emotion writes each component's new rules just before it, as
 *    `<style data-emotion="KEY NAME NAME…">rules</style>` (KEY: the cache's key, NAMES: the styles
 *    the element holds). The theme's CSS variables are written once per page by
 *    ThemeGlobalStyles, as `<style data-emotion="KEY-vars NAME">` (a key of their own, VARS_SUFFIX);
 *    Emotion's `<Global>` writes `KEY-global NAME` (GLOBAL_SUFFIX).
 * 2. The build (overrides/server/hoistStyles.ts) takes them all out of the body and puts them
 *    in the head, before the site's CSS, with SERVER_SHEET_ATTRIBUTE (so Emotion's default cache
 *    leaves them alone): one element per cache key for the rules (their names merged), one per
 *    global sheet and per theme, in the order global, variables, rules.
 * 3. In the browser, a page cache of KEY, when it is created, *claims* its element: it reads the
 *    names, and the attribute becomes just `KEY`. An attribute with a space is therefore a server
 *    element nobody has claimed yet; one without is adopted. The cache then adopts the element
 *    where it stands, as its first sheet, and counts its names as inserted (emotionAdapter.ts),
 *    so the browser never writes those rules again and never moves the element (a style element
 *    moved, even to the same place, makes the browser recompute the style of the whole page).
 * 4. The theme's variables are claimed by the first island whose theme has the same NAME (the
 *    reader kept the default settings); an unclaimed variables element is removed when the first
 *    island commits, since that island's own variables hold the reader's settings.
 */

export const VARS_SUFFIX = '-vars';
export const GLOBAL_SUFFIX = '-global';
/** Marks a server element in the head; Emotion's default cache ignores elements that have it. */
export const SERVER_SHEET_ATTRIBUTE = 'data-s';

export type SheetKind = 'global' | 'vars' | 'rules';

/** What an element's key holds; also its rank in the head. */
export function kindOfKey(key: string): SheetKind {
  if (key.endsWith(GLOBAL_SUFFIX)) return 'global';
  if (key.endsWith(VARS_SUFFIX)) return 'vars';
  return 'rules';
}

/** The key of a cache's theme-variables element. */
export function varsKeyOf(cacheKey: string): string {
  return `${cacheKey}${VARS_SUFFIX}`;
}

/** The `data-emotion` value of a server element: the key, then the names it holds. */
export function serverSheetValue(key: string, names: readonly string[]): string {
  return [key, ...names].join(' ');
}

export type ClaimedSheet = {node: HTMLStyleElement; names: string[]};

/** The server's unclaimed element of `key` in the head (of theme `name`, for variables), or null. */
function findUnclaimed(key: string, name?: string): HTMLStyleElement | null {
  if (typeof document === 'undefined') return null;
  const selector = name === undefined ? `style[data-emotion^="${key} "]` : `style[data-emotion="${key} ${name}"]`;
  return document.head.querySelector<HTMLStyleElement>(selector);
}

/**
 * Claims the server's element of `key` (step 3): returns it with its names, its attribute now just
 * `key`, or null when the page has none. Call it before creating the cache of that key.
 */
export function claimServerSheet(key: string, name?: string): ClaimedSheet | null {
  const node = findUnclaimed(key, name);
  if (!node) return null;
  const names = (node.getAttribute('data-emotion') ?? '').split(' ').slice(1).filter(Boolean);
  node.setAttribute('data-emotion', key);
  return {node, names};
}

/** The server's variables elements of these caches that no island has claimed (step 4). */
export function unclaimedVarsSheets(cacheKeys: readonly string[]): Element[] {
  if (typeof document === 'undefined') return [];
  return [...document.querySelectorAll(cacheKeys.map((key) => `style[data-emotion^="${varsKeyOf(key)} "]`).join(', '))];
}

/** Whether a server element is still unclaimed: its attribute has names after the key. */
export function isUnclaimed(node: Element): boolean {
  return (node.getAttribute('data-emotion') ?? '').includes(' ');
}
