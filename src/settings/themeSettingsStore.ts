import {
  DEFAULT_THEME_SETTINGS,
  themeSettingsReducer,
  type PaletteMode,
  type ThemeSettings,
  type ThemeSettingsAction,
} from './themeSettings';
import {parseStoredSettings, type StoredSettings} from './settingsCookie';

export type ThemeSettingsStore = {
  getSnapshot: () => ThemeSettings;
  getServerSnapshot: () => ThemeSettings;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: ThemeSettingsAction) => void;
};

export type StoreEnvironment = {
  /** The raw settings cookie value, if any. */
  readStored: () => string | undefined;
  writeStored: (settings: StoredSettings) => void;
  /** The colour mode Docusaurus has applied to the page. */
  readMode: () => PaletteMode;
  /** Calls back whenever Docusaurus changes the colour mode; returns an unsubscribe function. */
  watchMode: (onChange: () => void) => () => void;
};

function storedPart({direction, dense, spacing, paletteColors}: ThemeSettings): StoredSettings {
  return {direction, dense, spacing, paletteColors};
}

/**
 * The reader's settings as an external store: the server and hydration see the defaults, the
 * client then reads the cookie and Docusaurus's colour mode, and every change is persisted.
 */
export function createThemeSettingsStore(env: StoreEnvironment): ThemeSettingsStore {
  let state: ThemeSettings | undefined;
  const listeners = new Set<() => void>();
  let stopWatchingMode: (() => void) | undefined;

  const current = (): ThemeSettings => {
    state ??= {...parseStoredSettings(env.readStored()), paletteMode: env.readMode()};
    return state;
  };

  const apply = (action: ThemeSettingsAction, persist: boolean) => {
    const previous = current();
    const next = themeSettingsReducer(previous, action);
    if (next === previous) return;
    state = next;
    if (persist) env.writeStored(storedPart(next));
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: current,
    getServerSnapshot: () => DEFAULT_THEME_SETTINGS,
    subscribe(listener) {
      listeners.add(listener);
      stopWatchingMode ??= env.watchMode(() => apply({type: 'CHANGE', payload: {paletteMode: env.readMode()}}, false));
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatchingMode?.();
          stopWatchingMode = undefined;
        }
      };
    },
    dispatch: (action) => apply(action, true),
  };
}
