import {createThemeSettingsStore, type StoreEnvironment} from './themeSettingsStore';
import {DEFAULT_THEME_SETTINGS, type PaletteMode} from './themeSettings';
import type {StoredSettings} from './settingsCookie';

function fakeEnvironment(cookie: string | undefined, mode: PaletteMode = 'light') {
  let modeListener: (() => void) | undefined;
  const written: StoredSettings[] = [];
  const env: StoreEnvironment = {
    readStored: () => cookie,
    writeStored: (settings) => written.push(settings),
    readMode: () => mode,
    watchMode: (onChange) => {
      modeListener = onChange;
      return () => {
        modeListener = undefined;
      };
    },
  };
  return {
    env,
    written,
    setMode(next: PaletteMode) {
      mode = next;
      modeListener?.();
    },
    isWatching: () => modeListener !== undefined,
  };
}

describe('createThemeSettingsStore', () => {
  it('gives the defaults to the server render', () => {
    const {env} = fakeEnvironment(encodeURIComponent('{"direction":"rtl"}'), 'dark');
    expect(createThemeSettingsStore(env).getServerSnapshot()).toBe(DEFAULT_THEME_SETTINGS);
  });

  it('reads the cookie and the colour mode on the client', () => {
    const {env} = fakeEnvironment(encodeURIComponent('{"direction":"rtl","dense":true}'), 'dark');
    expect(createThemeSettingsStore(env).getSnapshot()).toMatchObject({
      direction: 'rtl',
      dense: true,
      paletteMode: 'dark',
    });
  });

  it('survives a malformed cookie with the defaults', () => {
    const {env} = fakeEnvironment('%%%garbage');
    expect(createThemeSettingsStore(env).getSnapshot()).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('persists each change and notifies subscribers', () => {
    const {env, written} = fakeEnvironment(undefined);
    const store = createThemeSettingsStore(env);
    const listener = jest.fn();
    store.subscribe(listener);
    store.dispatch({type: 'SET_DENSE', payload: true});
    expect(listener).toHaveBeenCalledTimes(1);
    expect(written).toEqual([{direction: 'ltr', dense: true, spacing: 8, paletteColors: {}}]);
  });

  it('neither persists nor notifies when an action changes nothing', () => {
    const {env, written} = fakeEnvironment(undefined);
    const store = createThemeSettingsStore(env);
    const listener = jest.fn();
    store.subscribe(listener);
    store.dispatch({type: 'CHANGE', payload: {direction: 'ltr'}});
    expect(listener).not.toHaveBeenCalled();
    expect(written).toEqual([]);
  });

  it('follows the colour mode Docusaurus applies, without writing the cookie', () => {
    const fake = fakeEnvironment(undefined, 'light');
    const store = createThemeSettingsStore(fake.env);
    const unsubscribe = store.subscribe(() => undefined);
    fake.setMode('dark');
    expect(store.getSnapshot().paletteMode).toBe('dark');
    expect(fake.written).toEqual([]);
    unsubscribe();
    expect(fake.isWatching()).toBe(false);
  });
});
