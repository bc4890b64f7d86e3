import type {EmotionCache} from '@emotion/cache';
import type {SerializedStyles} from '@emotion/react';

/**
 * Every use of Emotion's internals (fields of its StyleSheet and cache that are not part of its
 * documented API) goes through this module, checked against @emotion/cache and @emotion/sheet
 * 11.14 by emotionAdapter.test.ts. Nothing else in the site reaches into them.
 */

export type Sheet = EmotionCache['sheet'];
type SheetClass = new (options: {key: string; nonce?: string; container: Node; speedy: boolean}) => Sheet;

/**
 * Makes `element` (a server style element, already in the document) the first tag of `sheet`, in
 * place: the sheet's next tags go right after it. With `cache`, the styles `names` count as
 * inserted, so the cache never writes them again.
 */
export function adoptElement(
  sheet: Sheet,
  element: HTMLStyleElement,
  names: readonly string[] = [],
  cache?: EmotionCache,
): void {
  sheet.tags.push(element);
  if (cache) names.forEach((name) => (cache.inserted[name] = true));
}

/**
 * A new sheet of the cache's kind, for its own key, whose tags go before the cache's first tag
 * (like Emotion's own `<Global>` sheets), with the cache's nonce and container.
 */
export function createSheetBefore(cache: EmotionCache, key: string): Sheet {
  const Sheet = cache.sheet.constructor as SheetClass;
  const sheet = new Sheet({
    key,
    nonce: cache.sheet.nonce,
    container: cache.sheet.container,
    speedy: cache.sheet.isSpeedy,
  });
  if (cache.sheet.tags.length > 0) sheet.before = cache.sheet.tags[0];
  return sheet;
}

/**
 * Writes serialized styles into `sheet` through the cache (stylis plugins applied). On the server
 * the cache returns the rules as text instead, which this returns.
 */
export function insertStyles(cache: EmotionCache, styles: SerializedStyles, sheet: Sheet = cache.sheet): string {
  return (cache.insert('', styles, sheet, false) as unknown as string | undefined) ?? '';
}

/** Removes every tag of the sheet from the document. */
export function removeSheet(sheet: Sheet): void {
  sheet.flush();
}

/** The nonce the cache writes its elements with. */
export function nonceOf(cache: EmotionCache): string | undefined {
  return cache.sheet.nonce;
}
