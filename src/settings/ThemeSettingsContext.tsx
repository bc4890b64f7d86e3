import React, {createContext, useContext, useState, useSyncExternalStore, type ReactNode} from 'react';
import {docsError} from '../utils/docsError';
import {DEFAULT_THEME_SETTINGS, type ThemeSettings, type ThemeSettingsAction} from './themeSettings';
import {createThemeSettingsStore, type ThemeSettingsStore} from './themeSettingsStore';
import {browserEnvironment} from './browserEnvironment';

type ThemeSettingsContextValue = {settings: ThemeSettings; dispatch: (action: ThemeSettingsAction) => void};

// The context carries the store itself, whose identity never changes: a settings change reaches
// only the components that read the settings, never the whole tree under the provider. That keeps
// server-rendered demos waiting to open (see Demo/LiveIsland) untouched by a change.
const ThemeSettingsContext = createContext<ThemeSettingsStore | null>(null);

const serverStore: ThemeSettingsStore = {
  getSnapshot: () => DEFAULT_THEME_SETTINGS,
  getServerSnapshot: () => DEFAULT_THEME_SETTINGS,
  subscribe: () => () => undefined,
  dispatch: () => undefined,
};

export function ThemeSettingsProvider({children}: {children: ReactNode}): ReactNode {
  const [store] = useState(() =>
    typeof document === 'undefined' ? serverStore : createThemeSettingsStore(browserEnvironment),
  );
  return <ThemeSettingsContext.Provider value={store}>{children}</ThemeSettingsContext.Provider>;
}

/** The reader's theme settings and the dispatcher of the settings actions. */
export function useThemeSettings(): ThemeSettingsContextValue {
  const store = useContext(ThemeSettingsContext);
  if (store === null) {
    throw docsError(1, ['useThemeSettings', 'ThemeSettingsProvider']);
  }
  const settings = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return {settings, dispatch: store.dispatch};
}
