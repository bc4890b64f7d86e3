import type {EmotionCache} from '@emotion/cache';

/**
 * The server moves a page's Emotion styles into the head (plugins/server-styles), one element per
 * cache key, with the names of the styles it holds: `<style data-emotion="mui 1x2y 3z4w" data-s>`.
 * Emotion would adopt such an element by moving it to where its cache puts its first sheet; even
 * moved to the same place, a style element taken out and put back makes the browser recompute the
 * style of the whole page. These helpers adopt it where it stands instead.
 */

/** The server's element for `key` (`KEY NAMES`) in the head, or null. */
function findServerSheet(key: string, name?: string): HTMLStyleElement | null {
  if (typeof document === 'undefined') return null;
  const selector = name === undefined ? `style[data-emotion^="${key} "]` : `style[data-emotion="${key} ${name}"]`;
  return document.head.querySelector<HTMLStyleElement>(selector);
}

/**
 * Takes the server's element out of Emotion's reach before a cache of `key` is created (its
 * attribute then reads just `KEY`, as on the sheets Emotion makes in the browser) and returns it
 * with the names of the styles it holds, or null when the page has none.
 */
export function claimServerSheet(key: string, name?: string): {node: HTMLStyleElement; names: string[]} | null {
  const node = findServerSheet(key, name);
  if (!node) return null;
  const names = (node.getAttribute('data-emotion') ?? '').split(' ').slice(1).filter(Boolean);
  node.setAttribute('data-emotion', key);
  return {node, names};
}

/**
 * Makes `node` the first sheet of `sheet`, in place: the sheet's next elements go right after it.
 * With `cache`, its styles count as inserted, so the browser does not write them again.
 */
export function adoptServerSheet(
  sheet: EmotionCache['sheet'],
  claimed: {node: HTMLStyleElement; names: string[]},
  cache?: EmotionCache,
): void {
  sheet.tags.push(claimed.node);
  if (cache) claimed.names.forEach((name) => (cache.inserted[name] = true));
}
