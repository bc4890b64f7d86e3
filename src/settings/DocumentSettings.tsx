import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useThemeSettings} from './ThemeSettingsContext';
import type {PaletteMode} from './themeSettings';

const THEME_COLOR: Record<PaletteMode, string> = {light: '#ffffff', dark: '#101418'};

/** The page-wide effects of the reader's settings: text direction and the browser's theme colour. */
export default function DocumentSettings(): ReactNode {
  const {settings} = useThemeSettings();
  return (
    <Head>
      <html dir={settings.direction} />
      <meta name="theme-color" content={THEME_COLOR[settings.paletteMode]} />
    </Head>
  );
}
