import {
  DEFAULT_STORED_SETTINGS,
  parseStoredSettings,
  readCookie,
  serializeSettingsCookie,
  SETTINGS_COOKIE,
  type StoredSettings,
} from './settingsCookie';

const stored: StoredSettings = {
  direction: 'rtl',
  dense: true,
  spacing: 10,
  paletteColors: {primary: 'teal', secondary: 'amber'},
};

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('a=1; docsThemeSettings=xyz; b=2', SETTINGS_COOKIE)).toBe('xyz');
  });

  it('returns undefined when the cookie is absent', () => {
    expect(readCookie('a=1; b=2', SETTINGS_COOKIE)).toBeUndefined();
    expect(readCookie('', SETTINGS_COOKIE)).toBeUndefined();
  });
});

describe('settings cookie', () => {
  it('round-trips through serialize and parse', () => {
    const cookie = serializeSettingsCookie(stored);
    const value = readCookie(cookie.split(';')[0], SETTINGS_COOKIE);
    expect(parseStoredSettings(value)).toEqual(stored);
  });

  it('is written for one year on the whole site', () => {
    expect(serializeSettingsCookie(stored)).toMatch(/; path=\/; max-age=31536000; SameSite=Lax$/);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not JSON', '%7Bnot-json'],
    ['bad percent-encoding', '%E0%A4%A'],
    ['an array', encodeURIComponent('[1,2]')],
    ['null', 'null'],
  ])('falls back to the defaults when %s', (_label, raw) => {
    expect(parseStoredSettings(raw)).toEqual(DEFAULT_STORED_SETTINGS);
  });

  it('keeps the valid fields and resets the invalid ones', () => {
    const raw = encodeURIComponent(
      JSON.stringify({
        direction: 'sideways',
        dense: 'yes',
        spacing: 9,
        paletteColors: {primary: 'hotpink', secondary: 'cyan'},
      }),
    );
    expect(parseStoredSettings(raw)).toEqual({
      direction: 'ltr',
      dense: false,
      spacing: 9,
      paletteColors: {secondary: 'cyan'},
    });
  });

  it('rejects a spacing out of range or not whole', () => {
    expect(parseStoredSettings(encodeURIComponent('{"spacing":400}')).spacing).toBe(8);
    expect(parseStoredSettings(encodeURIComponent('{"spacing":8.5}')).spacing).toBe(8);
  });
});
