import React, {useInsertionEffect, useMemo, type ReactNode} from 'react';
import {css, __unsafe_useEmotionCache as useEmotionCache, type SerializedStyles} from '@emotion/react';
import type {EmotionCache} from '@emotion/cache';
import type {Theme} from '@mui/material/styles';
import {
  adoptElement,
  createSheetBefore,
  insertStyles,
  nonceOf,
  removeSheet,
  type Sheet,
} from '../../overrides/emotion/emotionAdapter';
import {claimServerSheet, serverSheetValue, varsKeyOf} from './styleHandoff';

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
  removeSheet(shared.sheet);
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
    const key = varsKeyOf(cache.key);
    const sheet = createSheetBefore(cache, key);
    // The server's element for the same theme (same name, same rules), in the head: claimed and
    // adopted where it is (styleHandoff.ts), so DocsThemeProvider does not remove it as stale.
    const server = claimServerSheet(key, serialized.name);
    if (server) {
      adoptElement(sheet, server.node);
    } else {
      insertStyles(cache, serialized, sheet);
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

/**
 * Adds the theme's global styles (MUI's CSS variables for both colour schemes, ~19 KB) to the
 * page once for all the islands that use the same theme, and removes them once the last of them
 * has gone (in idle time, see `acquire`). MUI's ThemeProvider would have each island write them:
 * once per demo in the server HTML (over 100 KB on a page with several demos, all parsed by the
 * browser and moved by Emotion when its cache starts) and once more per demo that opens in the
 * browser, each time invalidating the style of the whole document. On the server the first
 * island of a page writes them; the build moves that element into the head
 * (overrides/server), where the first island that opens in the browser adopts it if the
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
    const rules = insertStyles(cache, serialized);
    return (
      <style
        data-emotion={serverSheetValue(varsKeyOf(cache.key), [serialized.name])}
        nonce={nonceOf(cache)}
        dangerouslySetInnerHTML={{__html: rules}}
      />
    );
  }
  // The branch depends only on the environment, so the hooks of a given render never change.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  useInsertionEffect(() => acquire(cache, serialized), [cache, serialized]);
  return null;
}
