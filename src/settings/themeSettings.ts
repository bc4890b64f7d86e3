import {docsError} from '../utils/docsError';

export type PaletteMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

/** Named MUI colours a reader may pick; `{}` means the site's defaults. */
export type PaletteColors = {primary?: string; secondary?: string};

export type ThemeSettings = {
  paletteMode: PaletteMode;
  direction: Direction;
  spacing: number;
  dense: boolean;
  paletteColors: PaletteColors;
};

export const DEFAULT_SPACING = 8;
export const MIN_SPACING = 4;
export const MAX_SPACING = 16;

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  paletteMode: 'light',
  direction: 'ltr',
  spacing: DEFAULT_SPACING,
  dense: false,
  paletteColors: {},
};

export type ThemeSettingsAction =
  | {type: 'SET_SPACING'; payload: number}
  | {type: 'INCREASE_SPACING'}
  | {type: 'DECREASE_SPACING'}
  | {type: 'SET_DENSE'; payload: boolean}
  | {type: 'RESET_DENSITY'}
  | {type: 'RESET_COLORS'}
  | {type: 'CHANGE'; payload: Partial<Pick<ThemeSettings, 'paletteMode' | 'direction' | 'paletteColors'>>};

const clampSpacing = (value: number) => Math.min(MAX_SPACING, Math.max(MIN_SPACING, Math.round(value)));

function sameColors(a: PaletteColors, b: PaletteColors): boolean {
  return a.primary === b.primary && a.secondary === b.secondary;
}

export function themeSettingsReducer(state: ThemeSettings, action: ThemeSettingsAction): ThemeSettings {
  switch (action.type) {
    case 'SET_SPACING':
      return Number.isFinite(action.payload) ? {...state, spacing: clampSpacing(action.payload)} : state;
    case 'INCREASE_SPACING':
      return {...state, spacing: clampSpacing(state.spacing + 1)};
    case 'DECREASE_SPACING':
      return {...state, spacing: clampSpacing(state.spacing - 1)};
    case 'SET_DENSE':
      return {...state, dense: action.payload};
    case 'RESET_DENSITY':
      return {...state, dense: false, spacing: DEFAULT_SPACING};
    case 'RESET_COLORS':
      return {...state, paletteColors: {}};
    case 'CHANGE': {
      const {
        paletteMode = state.paletteMode,
        direction = state.direction,
        paletteColors = state.paletteColors,
      } = action.payload;
      // Nothing different: the very same object, so nothing re-renders.
      if (
        paletteMode === state.paletteMode &&
        direction === state.direction &&
        sameColors(paletteColors, state.paletteColors)
      ) {
        return state;
      }
      return {...state, paletteMode, direction, paletteColors};
    }
    default:
      throw docsError(2, [String((action as {type?: unknown}).type)]);
  }
}
