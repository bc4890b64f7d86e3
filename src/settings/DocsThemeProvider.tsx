import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import createCache, {type EmotionCache} from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import {ThemeProvider, useColorScheme} from '@mui/material/styles';
import {prefixer} from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import {createDocsTheme} from './createDocsTheme';
import {useEmotionCacheHolder} from './emotionCacheHolder';
import {useThemeSettings} from './ThemeSettingsContext';
import type {PaletteMode} from './themeSettings';

type Caches = {ltr: EmotionCache; rtl: EmotionCache};

/**
 * The server HTML of every demo carries the global styles of its provider, such as
 * MUI's CSS variables for the default settings. Demos not rendered yet keep that HTML, so those
 * styles would outlive, and override, the variables of the reader's settings: the first MUI
 * island of the page removes them when it creates the page's caches, and the islands' own global
 * styles (in the head) take over.
 */
function removeServerGlobalStyles(): void {
  document
    .querySelectorAll('style[data-emotion^="css-global "], style[data-emotion^="muirtl-global "]')
    .forEach((node) => node.remove());
}

function createCaches(): Caches {
  if (typeof document !== 'undefined') removeServerGlobalStyles();
  return {
    ltr: createCache({key: 'css', prepend: true}),
    rtl: createCache({key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin]}),
  };
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
    () => createDocsTheme({direction, spacing, dense, paletteColors}),
    [direction, spacing, dense, paletteColors],
  );
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null} forceThemeRerender>
        <ColorSchemeBridge mode={paletteMode} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

export default DocsThemeProvider;
