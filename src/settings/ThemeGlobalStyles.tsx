import React, {useInsertionEffect, useMemo, type ReactNode} from 'react';
import {css, __unsafe_useEmotionCache as useEmotionCache, type SerializedStyles} from '@emotion/react';
import type {EmotionCache} from '@emotion/cache';
import type {Theme} from '@mui/material/styles';
import {adoptServerSheet, claimServerSheet} from './serverSheets';

type Sheet = EmotionCache['sheet'];
type SheetClass = new (options: {key: string; nonce?: string; container: Node; speedy: boolean}) => Sheet;
type Shared = {sheet: Sheet; users: number; cancelRemoval?: () => void};

// Per Emotion cache (one per page and direction): the theme's variable sheets, by style name, with
// how many islands use each. On the server, the names already written into the page.
const sharedSheets = new WeakMap<EmotionCache, Map<string, Shared>>();
const writtenOnServer = new WeakMap<EmotionCache, Set<string>>();

/** How long a sheet that no island uses may wait for an idle moment before it is removed. */
export const REMOVAL_TIMEOUT_MS = 2000;

/** Calls `callback` when the browser is idle (at the latest after the timeout); returns the cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout: REMOVAL_TIMEOUT_MS});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

function remove(sheets: Map<string, Shared>, name: string, shared: Shared): void {
  shared.cancelRemoval?.();
  shared.sheet.flush();
  sheets.delete(name);
}

/** Takes a share of the theme's global sheet in this cache, making it if needed; returns the release. */
function acquire(cache: EmotionCache, serialized: SerializedStyles): () => void {
  let sheets = sharedSheets.get(cache);
  if (!sheets) {
    sheets = new Map();
    sharedSheets.set(cache, sheets);
  }
  // Sheets of another theme that no island uses any longer (colours just changed) go now.
  for (const [name, other] of sheets) {
    if (name !== serialized.name && other.users === 0) remove(sheets, name, other);
  }
  let shared = sheets.get(serialized.name);
  if (!shared) {
    // A sheet of its own, keyed "<cache key>-vars", before the cache's (like Emotion's <Global>).
    const key = varsKey(cache);
    const Sheet = cache.sheet.constructor as SheetClass;
    const sheet = new Sheet({
      key,
      nonce: cache.sheet.nonce,
      container: cache.sheet.container,
      speedy: cache.sheet.isSpeedy,
    });
    if (cache.sheet.tags.length > 0) sheet.before = cache.sheet.tags[0];
    // The server's element for the same theme (same name, same rules), in the head: adopted where
    // it is, renamed so that DocsThemeProvider does not take it for a stale server element.
    const server = claimServerSheet(key, serialized.name);
    if (server) {
      adoptServerSheet(sheet, server);
    } else {
      cache.insert('', serialized, sheet, false);
    }
    shared = {sheet, users: 0};
    sheets.set(serialized.name, shared);
  }
  const current = shared;
  const all = sheets;
  // A removal that was waiting (the last island went, as on a navigation) is called off.
  current.cancelRemoval?.();
  current.cancelRemoval = undefined;
  current.users += 1;
  return () => {
    current.users -= 1;
    if (current.users > 0) return;
    // Removing a sheet makes the browser compute the style of the whole page again: when the last
    // island goes with the page it was on, that waits for an idle moment after the next page has
    // shown, and does not happen at all if that page opens a demo of the same theme first.
    current.cancelRemoval = whenIdle(() => {
      current.cancelRemoval = undefined;
      if (current.users === 0 && all.get(serialized.name) === current) remove(all, serialized.name, current);
    });
  };
}

/** The key of the theme's variables in the page: a sheet of their own, next to the cache's. */
function varsKey(cache: EmotionCache): string {
  return `${cache.key}-vars`;
}

/**
 * Adds the theme's global styles (MUI's CSS variables for both colour schemes, ~19 KB) to the
 * page once for all the islands that use the same theme, and removes them once the last of them
 * has gone (in idle time, see `acquire`). MUI's ThemeProvider would have each island write them:
 * once per demo in the server HTML (over 100 KB on a page with several demos, all parsed by the
 * browser and moved by Emotion when its cache starts) and once more per demo that opens in the
 * browser, each time invalidating the style of the whole document. On the server the first
 * island of a page writes them; the build moves that element into the head
 * (plugins/server-styles), where the first island that opens in the browser adopts it if the
 * reader's settings give the same theme.
 */
export function ThemeGlobalStyles({theme}: {theme: Theme}): ReactNode {
  const cache = useEmotionCache() as EmotionCache;
  const serialized = useMemo(() => css(theme.generateStyleSheets?.() ?? []), [theme]);
  if (typeof window === 'undefined') {
    let written = writtenOnServer.get(cache);
    if (!written) {
      written = new Set();
      writtenOnServer.set(cache, written);
    }
    if (written.has(serialized.name)) return null;
    written.add(serialized.name);
    const rules = cache.insert('', serialized, cache.sheet, false) as unknown as string;
    return (
      <style
        data-emotion={`${varsKey(cache)} ${serialized.name}`}
        nonce={cache.sheet.nonce}
        dangerouslySetInnerHTML={{__html: rules}}
      />
    );
  }
  // The branch depends only on the environment, so the hooks of a given render never change.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  useInsertionEffect(() => acquire(cache, serialized), [cache, serialized]);
  return null;
}
