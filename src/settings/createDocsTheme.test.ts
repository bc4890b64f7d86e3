import {debounce} from '@mui/material/utils';
import {createDocsTheme, docsThemeFor} from './createDocsTheme';
import {DEFAULT_THEME_SETTINGS} from './themeSettings';

const theme = createDocsTheme(DEFAULT_THEME_SETTINGS);

describe('createDocsTheme', () => {
  it('keeps the palette constants', () => {
    expect(theme.palette.contrastThreshold).toBe(3);
    expect(theme.palette.tonalOffset).toBe(0.2);
  });

  it('keeps the typography constants', () => {
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
    expect([
      theme.typography.fontWeightLight,
      theme.typography.fontWeightRegular,
      theme.typography.fontWeightMedium,
      theme.typography.fontWeightBold,
    ]).toEqual([300, 400, 500, 700]);
  });

  it('keeps the layer order', () => {
    expect(theme.zIndex).toMatchObject({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
  });

  it('keeps the breakpoints', () => {
    expect(theme.breakpoints.values).toEqual({xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536});
  });

  it('spaces by 8 px by default and follows the spacing setting', () => {
    expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 8px))');
    const wide = createDocsTheme({...DEFAULT_THEME_SETTINGS, spacing: 10});
    expect(wide.vars?.spacing).toBe('var(--mui-spacing, 10px)');
  });

  it('uses CSS variables switched by Docusaurus data-theme attribute', () => {
    expect(theme.colorSchemeSelector).toBe('data-theme');
    expect(Object.keys(theme.colorSchemes).sort()).toEqual(['dark', 'light']);
  });

  it('follows the direction setting', () => {
    expect(createDocsTheme({...DEFAULT_THEME_SETTINGS, direction: 'rtl'}).direction).toBe('rtl');
  });

  it('makes inputs and the grid compact when dense', () => {
    const dense = createDocsTheme({...DEFAULT_THEME_SETTINGS, dense: true});
    expect(dense.components?.MuiTextField?.defaultProps).toMatchObject({size: 'small'});
    expect(dense.components?.MuiDataGrid?.defaultProps).toMatchObject({density: 'compact'});
    expect(theme.components?.MuiTextField).toBeUndefined();
  });

  it('uses the chosen primary colour and ignores an unknown one', () => {
    const teal = createDocsTheme({...DEFAULT_THEME_SETTINGS, paletteColors: {primary: 'teal'}});
    expect(teal.colorSchemes.light?.palette.primary.main).toBe('#00796b');
    const unknown = createDocsTheme({...DEFAULT_THEME_SETTINGS, paletteColors: {primary: 'common'}});
    expect(unknown.colorSchemes.light?.palette.primary.main).toBe(theme.colorSchemes.light?.palette.primary.main);
  });
});

describe('debounce', () => {
  it('waits 166 ms by default', () => {
    jest.useFakeTimers();
    const spy = jest.fn();
    const debounced = debounce(spy);
    debounced();
    jest.advanceTimersByTime(165);
    expect(spy).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(spy).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});

describe('docsThemeFor', () => {
  it('gives every island with the same settings the same theme, and new settings a new one', () => {
    const first = docsThemeFor(DEFAULT_THEME_SETTINGS);
    expect(docsThemeFor({...DEFAULT_THEME_SETTINGS, paletteColors: {...DEFAULT_THEME_SETTINGS.paletteColors}})).toBe(
      first,
    );
    const rtl = docsThemeFor({...DEFAULT_THEME_SETTINGS, direction: 'rtl'});
    expect(rtl).not.toBe(first);
    expect(rtl.direction).toBe('rtl');
    const teal = docsThemeFor({...DEFAULT_THEME_SETTINGS, paletteColors: {primary: 'teal'}});
    expect(teal.colorSchemes.light?.palette.primary.main).toBe(
      createDocsTheme({...DEFAULT_THEME_SETTINGS, paletteColors: {primary: 'teal'}}).colorSchemes.light?.palette.primary
        .main,
    );
    expect(teal).not.toBe(first);
  });

  it('keeps a bounded number of themes', () => {
    const first = docsThemeFor({...DEFAULT_THEME_SETTINGS, spacing: 4});
    for (let spacing = 5; spacing < 20; spacing += 1) docsThemeFor({...DEFAULT_THEME_SETTINGS, spacing});
    // The oldest was let go: asking again makes a fresh (equal) theme.
    const again = docsThemeFor({...DEFAULT_THEME_SETTINGS, spacing: 4});
    expect(again).not.toBe(first);
    expect(again.spacing(1)).toBe(first.spacing(1));
  });
});
