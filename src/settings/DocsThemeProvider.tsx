import React, {useEffect, useInsertionEffect, useMemo, useState, type ReactNode} from 'react';
import createCache, {type EmotionCache} from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import {ThemeProvider, useColorScheme} from '@mui/material/styles';
import {prefixer} from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import {docsThemeFor} from './createDocsTheme';
import {ThemeGlobalStyles} from './ThemeGlobalStyles';
import {useEmotionCacheHolder} from './emotionCacheHolder';
import {useThemeSettings} from './ThemeSettingsContext';
import type {PaletteMode} from './themeSettings';

/** The caches of a page, and the server's global styles that the page's first island replaces. */
type Caches = {ltr: EmotionCache; rtl: EmotionCache; serverGlobalStyles: Element[]};

const SERVER_GLOBAL_STYLES = 'style[data-emotion^="css-global "], style[data-emotion^="muirtl-global "]';

/**
 * The server HTML of a page carries global styles, such as MUI's CSS variables for the default
 * settings (written once, with the page's first demo: see ThemeGlobalStyles). They are listed when the page's caches are created (before
 * any island adds its own) and removed when the first island commits (`ServerGlobalStylesRemover`):
 * from then on the islands' global styles (in the head) hold the reader's settings, which the
 * server ones would override. Removing them any earlier, while that island still waits for its
 * chunk, would leave the waiting demos' server HTML without its variables for a few frames, and
 * shift it.
 */
function createCaches(): Caches {
  return {
    ltr: createCache({key: 'css', prepend: true}),
    rtl: createCache({key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin]}),
    serverGlobalStyles: typeof document === 'undefined' ? [] : [...document.querySelectorAll(SERVER_GLOBAL_STYLES)],
  };
}

/**
 * Removes the server's global styles in the commit of the first island, in an insertion effect
 * that runs before those of the theme below it: Emotion's `Global` adopts a server style element
 * of the same name instead of inserting its own, so the old elements must be gone by then.
 * Nothing commits while the island is suspended, so they stay until the island can replace them.
 */
function ServerGlobalStylesRemover({caches}: {caches: Caches}): null {
  useInsertionEffect(() => {
    caches.serverGlobalStyles.splice(0).forEach((node) => node.remove());
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
      <ServerGlobalStylesRemover caches={caches} />
      <ThemeGlobalStyles theme={theme} />
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
