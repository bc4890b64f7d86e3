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
