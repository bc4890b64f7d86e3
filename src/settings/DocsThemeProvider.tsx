import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import createCache from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import {ThemeProvider, useColorScheme} from '@mui/material/styles';
import {prefixer} from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import {createDocsTheme} from './createDocsTheme';
import {useThemeSettings} from './ThemeSettingsContext';
import type {PaletteMode} from './themeSettings';

const THEME_COLOR: Record<PaletteMode, string> = {light: '#ffffff', dark: '#101418'};

/** Keeps MUI's JS-side colour scheme (read by charts, for example) in step with Docusaurus. */
function ColorSchemeBridge({mode}: {mode: PaletteMode}): null {
  const {setMode} = useColorScheme();
  useEffect(() => setMode(mode), [mode, setMode]);
  return null;
}

/**
 * The MUI theme and emotion caches of the site. Docusaurus owns `data-theme` and the stored
 * colour mode; MUI only reads them through its CSS variables.
 */
export function DocsThemeProvider({children}: {children: ReactNode}): ReactNode {
  const {settings} = useThemeSettings();
  // One cache pair per Root: during static generation a module-level cache would emit each
  // style only into the first page rendered.
  const [caches] = useState(() => ({
    ltr: createCache({key: 'css', prepend: true}),
    rtl: createCache({key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin]}),
  }));
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
        <Head>
          <html dir={direction} />
          <meta name="theme-color" content={THEME_COLOR[paletteMode]} />
        </Head>
      </ThemeProvider>
    </CacheProvider>
  );
}
