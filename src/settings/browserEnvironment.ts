import {readCookie, serializeSettingsCookie, SETTINGS_COOKIE} from './settingsCookie';
import type {StoreEnvironment} from './themeSettingsStore';

/** The store's view of the real page: the settings cookie and Docusaurus's `html[data-theme]`. */
export const browserEnvironment: StoreEnvironment = {
  readStored: () => readCookie(document.cookie, SETTINGS_COOKIE),
  writeStored: (settings) => {
    document.cookie = serializeSettingsCookie(settings);
  },
  readMode: () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light'),
  watchMode: (onChange) => {
    const observer = new MutationObserver(onChange);
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
    return () => observer.disconnect();
  },
};
