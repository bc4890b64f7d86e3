import {useSyncExternalStore} from 'react';
import {
  CODE_SETTINGS_EVENT,
  createCodeSettingsStore,
  DEFAULT_CODE_SETTINGS,
  type CodeSettings,
  type CodeSettingsStore,
} from './codeVariantStore';

let browserStore: CodeSettingsStore | undefined;

/** The page's code settings store, created on first use in the browser (the server has none). */
export function getCodeSettingsStore(): CodeSettingsStore | undefined {
  if (typeof document === 'undefined') return undefined;
  browserStore ??= createCodeSettingsStore({
    readCookies: () => document.cookie,
    readHash: () => window.location.hash,
    hasDemo: (name) => document.querySelector(`[data-demo="${CSS.escape(name)}"]`) !== null,
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    announce: (detail) => window.dispatchEvent(new CustomEvent(CODE_SETTINGS_EVENT, {detail})),
  });
  return browserStore;
}

const noSubscription = () => () => undefined;
const defaults = () => DEFAULT_CODE_SETTINGS;

/** Changes the site-wide code settings: every demo follows, and the choice is stored. */
export function updateCodeSettings(change: Partial<CodeSettings>): void {
  getCodeSettingsStore()?.dispatch(change);
}

/** The site-wide code variant and styling, shared by every demo on the page. */
export function useCodeSettings(): CodeSettings {
  const store = getCodeSettingsStore();
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getSnapshot ?? defaults,
    store?.getServerSnapshot ?? defaults,
  );
}
