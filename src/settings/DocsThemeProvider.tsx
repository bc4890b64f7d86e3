import React, {useEffect, useInsertionEffect, useMemo, useState, type ReactNode} from 'react';
import createCache, {type EmotionCache, type StylisPlugin} from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import {ThemeProvider, useColorScheme} from '@mui/material/styles';
import rtlPlugin from 'stylis-plugin-rtl';
import {docsThemeFor} from './createDocsTheme';
import {ThemeGlobalStyles} from './ThemeGlobalStyles';
import {useEmotionCacheHolder} from './emotionCacheHolder';
import {adoptElement} from '../../overrides/emotion/emotionAdapter';
import {claimServerSheet, isUnclaimed, unclaimedVarsSheets} from './styleHandoff';
import {webkitPrefixer} from './stylisPrefixer';
import {useThemeSettings} from './ThemeSettingsContext';
import type {PaletteMode} from './themeSettings';

/** The caches of a page, and the server's theme variables that the page's first island replaces. */
type Caches = {ltr: EmotionCache; rtl: EmotionCache; serverThemeVars: Element[]};

// Emotion's default cache (created when @emotion/react loads) hydrates every `css ...` server
// style; our caches use their own keys so that it leaves the page's server styles alone.
const LTR_KEY = 'mui';
const RTL_KEY = 'muirtl';

/**
 * A cache of the page. It claims and adopts the server's element of its key where it stands (see
 * styleHandoff.ts) and adds its own sheets right after it. Without one (no demo in the page's
 * server HTML), the cache's sheets go first in the head; either way the site's CSS wins over MUI's
 * rules at equal specificity.
 */
function createPageCache(key: string, stylisPlugins: StylisPlugin[]): EmotionCache {
  const server = claimServerSheet(key);
  const cache = createCache({key, prepend: true, stylisPlugins});
  if (server) adoptElement(cache.sheet, server.node, server.names, cache);
  return cache;
}

/**
 * The server HTML of a page carries MUI's CSS variables for the default settings (written once per
 * page: see ThemeGlobalStyles). They are listed when the page's caches are created, before any
 * island adds its own. The first island to commit adopts them if its theme is the same (the usual
 * case: the reader kept the default settings); otherwise `ServerThemeVarsRemover` removes them, as
 * the island's own variables hold the reader's settings and the server ones would override them.
 */
function createCaches(): Caches {
  return {
    ltr: createPageCache(LTR_KEY, [webkitPrefixer]),
    rtl: createPageCache(RTL_KEY, [webkitPrefixer, rtlPlugin]),
    serverThemeVars: unclaimedVarsSheets([LTR_KEY, RTL_KEY]),
  };
}

/**
 * Removes the server's theme variables that the first island did not adopt (ThemeGlobalStyles
 * renames the one it adopts), in the commit of that island: after ThemeGlobalStyles' insertion
 * effect, before anything below the theme renders its styles. Nothing commits while the island is
 * suspended, so the server variables stay until an island can replace them.
 */
function ServerThemeVarsRemover({caches}: {caches: Caches}): null {
  useInsertionEffect(() => {
    caches.serverThemeVars
      .splice(0)
      .filter(isUnclaimed)
      .forEach((node) => node.remove());
  }, [caches]);
  return null;
}

/** Keeps MUI's JS-side colour scheme (read by charts, for example) in step with Docusaurus. */
function ColorSchemeBridge({mode}: {mode: PaletteMode}): null {
  const {setMode} = useColorScheme();
  useEffect(() => setMode(mode), [mode, setMode]);
  return null;
}

/**
 * The MUI theme and Emotion caches around one MUI island of a page (a demo, the settings panel).
 * Docusaurus owns `data-theme` and the stored colour mode; MUI only reads them through its CSS
 * variables. The islands of a page share the caches of the page's holder (one per Root render, so
 * static generation emits each page's styles into that page).
 */
export function DocsThemeProvider({children}: {children: ReactNode}): ReactNode {
  const {settings} = useThemeSettings();
  const holder = useEmotionCacheHolder();
  const [caches] = useState<Caches>(() => (holder ? holder.caches(createCaches) : createCaches()));
  const {direction, spacing, dense, paletteColors, paletteMode} = settings;
  const theme = useMemo(
    () => docsThemeFor({direction, spacing, dense, paletteColors}),
    [direction, spacing, dense, paletteColors],
  );
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeGlobalStyles theme={theme} />
      <ServerThemeVarsRemover caches={caches} />
      <ThemeProvider
        theme={theme}
        colorSchemeNode={null}
        storageManager={null}
        forceThemeRerender
        disableStyleSheetGeneration
        // An island renders in the browser from scratch (it is never hydrated), so it can start in
        // the reader's mode: MUI would start in 'system' mode, then re-render after mounting, and
        // for a reader in dark mode render the whole demo a second time when the bridge sets it.
        defaultMode={paletteMode}
        noSsr
      >
        <ColorSchemeBridge mode={paletteMode} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

export default DocsThemeProvider;
