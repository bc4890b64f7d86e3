import {
  DEFAULT_THEME_SETTINGS,
  themeSettingsReducer,
  type PaletteMode,
  type ThemeSettings,
  type ThemeSettingsAction,
} from './themeSettings';
import {parseStoredSettings, type StoredSettings} from './settingsCookie';
import {createSettingsStore, type SettingsStore} from './settingsStore';

export type ThemeSettingsStore = SettingsStore<ThemeSettings, ThemeSettingsAction>;

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
 * The reader's theme settings: the server and hydration see the defaults, the browser then reads
 * the cookie and Docusaurus's colour mode, and every change made through `dispatch` is persisted.
 * The colour mode follows Docusaurus and is never stored here.
 */
export function createThemeSettingsStore(env: StoreEnvironment): ThemeSettingsStore {
  return createSettingsStore<ThemeSettings, ThemeSettingsAction>({
    server: DEFAULT_THEME_SETTINGS,
    read: () => ({state: {...parseStoredSettings(env.readStored()), paletteMode: env.readMode()}, persist: false}),
    reduce: themeSettingsReducer,
    persist: (settings) => env.writeStored(storedPart(settings)),
    watch: (apply) => env.watchMode(() => apply({type: 'CHANGE', payload: {paletteMode: env.readMode()}})),
  });
}
