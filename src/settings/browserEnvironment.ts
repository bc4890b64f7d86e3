import {readColorMode, watchColorMode} from './colorMode';
import {readCookie, serializeSettingsCookie, SETTINGS_COOKIE} from './settingsCookie';
import type {StoreEnvironment} from './themeSettingsStore';

/** The store's view of the real page: the settings cookie and Docusaurus's colour mode. */
export const browserEnvironment: StoreEnvironment = {
  readStored: () => readCookie(document.cookie, SETTINGS_COOKIE),
  writeStored: (settings) => {
    document.cookie = serializeSettingsCookie(settings);
  },
  readMode: () => readColorMode(),
  watchMode: (onChange) => watchColorMode(onChange),
};
