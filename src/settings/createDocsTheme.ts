import {createTheme, type Theme, type ThemeOptions} from '@mui/material/styles';
import * as colors from '@mui/material/colors';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {ThemeSettings} from './themeSettings';

type ColorName = keyof typeof colors;

// The site's defaults when the reader has not picked colours: MUI's blue and purple.
const DEFAULT_PRIMARY: ColorName = 'blue';
const DEFAULT_SECONDARY: ColorName = 'purple';

function colorByName(name: string | undefined, fallback: ColorName) {
  const candidate = name && name in colors ? colors[name as ColorName] : undefined;
  return candidate && 'A200' in candidate ? candidate : (colors[fallback] as typeof colors.blue);
}

/** Smaller defaults for the components demos use most, when the reader asks for density. */
function denseComponents(): ThemeOptions['components'] {
  const small = {defaultProps: {size: 'small' as const}};
  return {
    MuiButton: small,
    MuiButtonGroup: small,
    MuiCheckbox: small,
    MuiChip: small,
    MuiFab: small,
    MuiIconButton: small,
    MuiRadio: small,
    MuiSwitch: small,
    MuiTable: small,
    MuiToggleButton: small,
    MuiToggleButtonGroup: small,
    MuiFormControl: {defaultProps: {size: 'small', margin: 'dense'}},
    MuiTextField: {defaultProps: {size: 'small', margin: 'dense'}},
    MuiInputBase: {defaultProps: {margin: 'dense'}},
    MuiFormHelperText: {defaultProps: {margin: 'dense'}},
    MuiInputLabel: {defaultProps: {margin: 'dense'}},
    MuiList: {defaultProps: {dense: true}},
    MuiMenuItem: {defaultProps: {dense: true}},
    MuiToolbar: {defaultProps: {variant: 'dense'}},
    MuiDataGrid: {defaultProps: {density: 'compact'}},
  };
}

/**
 * The MUI theme of the site: CSS variables whose colour scheme follows Docusaurus's
 * `html[data-theme]`, so MUI and Infima switch light/dark together from the first paint.
 */
export function createDocsTheme(
  settings: Pick<ThemeSettings, 'direction' | 'spacing' | 'dense' | 'paletteColors'>,
): Theme {
  const primary = colorByName(settings.paletteColors.primary, DEFAULT_PRIMARY);
  const secondary = colorByName(settings.paletteColors.secondary, DEFAULT_SECONDARY);
  return createTheme({
    cssVariables: {colorSchemeSelector: 'data-theme'},
    colorSchemes: {
      light: {palette: {primary: {main: primary[700]}, secondary: {main: secondary[500]}}},
      dark: {
        palette: {
          primary: {main: primary[300]},
          secondary: {main: secondary[200]},
          background: {default: '#0b0d0e', paper: '#101418'},
        },
      },
    },
    direction: settings.direction,
    spacing: settings.spacing,
    components: settings.dense ? denseComponents() : {},
  });
}

type ThemeInputs = Pick<ThemeSettings, 'direction' | 'spacing' | 'dense' | 'paletteColors'>;

// Themes already made, by settings: every demo of a page shares one (a theme is never mutated).
const themes = new Map<string, Theme>();
const MAX_CACHED_THEMES = 8;

/**
 * The site theme for these settings, made once: each demo is an island with its own provider, and
 * creating the theme (two colour schemes and their CSS variables) is a good part of what the first
 * render of a demo costs. A reader trying colours in the settings panel makes a few more.
 */
export function docsThemeFor(settings: ThemeInputs): Theme {
  const {direction, spacing, dense, paletteColors} = settings;
  const key = JSON.stringify([
    direction,
    spacing,
    dense,
    paletteColors.primary ?? null,
    paletteColors.secondary ?? null,
  ]);
  let theme = themes.get(key);
  if (!theme) {
    theme = createDocsTheme(settings);
    if (themes.size >= MAX_CACHED_THEMES) themes.delete(themes.keys().next().value!);
    themes.set(key, theme);
  }
  return theme;
}
