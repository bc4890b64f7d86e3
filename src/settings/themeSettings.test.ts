import {
  DEFAULT_SPACING,
  DEFAULT_THEME_SETTINGS,
  MAX_SPACING,
  MIN_SPACING,
  themeSettingsReducer,
  type ThemeSettings,
  type ThemeSettingsAction,
} from './themeSettings';

const state: ThemeSettings = {...DEFAULT_THEME_SETTINGS};

describe('themeSettingsReducer', () => {
  it('SET_SPACING sets the spacing, clamped to the allowed range', () => {
    expect(themeSettingsReducer(state, {type: 'SET_SPACING', payload: 10}).spacing).toBe(10);
    expect(themeSettingsReducer(state, {type: 'SET_SPACING', payload: 100}).spacing).toBe(MAX_SPACING);
    expect(themeSettingsReducer(state, {type: 'SET_SPACING', payload: 0}).spacing).toBe(MIN_SPACING);
  });

  it('SET_SPACING ignores a value that is not a number', () => {
    expect(themeSettingsReducer(state, {type: 'SET_SPACING', payload: Number.NaN})).toBe(state);
  });

  it('INCREASE_SPACING and DECREASE_SPACING step by one', () => {
    expect(themeSettingsReducer(state, {type: 'INCREASE_SPACING'}).spacing).toBe(9);
    expect(themeSettingsReducer(state, {type: 'DECREASE_SPACING'}).spacing).toBe(7);
    const atMax = {...state, spacing: MAX_SPACING};
    expect(themeSettingsReducer(atMax, {type: 'INCREASE_SPACING'}).spacing).toBe(MAX_SPACING);
  });

  it('SET_DENSE sets the dense flag', () => {
    expect(themeSettingsReducer(state, {type: 'SET_DENSE', payload: true}).dense).toBe(true);
  });

  it('RESET_DENSITY turns dense off and puts the spacing back to 8', () => {
    const changed = {...state, dense: true, spacing: 12};
    expect(themeSettingsReducer(changed, {type: 'RESET_DENSITY'})).toMatchObject({dense: false, spacing: 8});
    expect(DEFAULT_SPACING).toBe(8);
  });

  it('RESET_COLORS puts the palette colours back to the defaults', () => {
    const changed = {...state, paletteColors: {primary: 'teal', secondary: 'amber'}};
    expect(themeSettingsReducer(changed, {type: 'RESET_COLORS'}).paletteColors).toEqual({});
  });

  it('CHANGE updates mode, direction and colours', () => {
    const next = themeSettingsReducer(state, {
      type: 'CHANGE',
      payload: {paletteMode: 'dark', direction: 'rtl', paletteColors: {primary: 'teal'}},
    });
    expect(next).toMatchObject({paletteMode: 'dark', direction: 'rtl', paletteColors: {primary: 'teal'}});
    expect(next.spacing).toBe(state.spacing);
  });

  it('CHANGE with nothing different returns the very same object', () => {
    const current = {...state, paletteColors: {primary: 'teal'}};
    expect(themeSettingsReducer(current, {type: 'CHANGE', payload: {}})).toBe(current);
    expect(
      themeSettingsReducer(current, {
        type: 'CHANGE',
        payload: {paletteMode: 'light', direction: 'ltr', paletteColors: {primary: 'teal'}},
      }),
    ).toBe(current);
  });

  it('throws on an unknown action, naming it', () => {
    expect(() => themeSettingsReducer(state, {type: 'TOGGLE_EVERYTHING'} as unknown as ThemeSettingsAction)).toThrow(
      /TOGGLE_EVERYTHING/,
    );
  });
});
