import React, {createContext, useContext, useState, useSyncExternalStore, type ReactNode} from 'react';
import {docsError} from '../utils/docsError';
import {DEFAULT_THEME_SETTINGS, type ThemeSettings, type ThemeSettingsAction} from './themeSettings';
import {createThemeSettingsStore, type ThemeSettingsStore} from './themeSettingsStore';
import {browserEnvironment} from './browserEnvironment';

type ThemeSettingsContextValue = {settings: ThemeSettings; dispatch: (action: ThemeSettingsAction) => void};

const ThemeSettingsContext = createContext<ThemeSettingsContextValue | null>(null);

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
  const settings = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return (
    <ThemeSettingsContext.Provider value={{settings, dispatch: store.dispatch}}>
      {children}
    </ThemeSettingsContext.Provider>
  );
}

/** The reader's theme settings and the dispatcher of the settings actions. */
export function useThemeSettings(): ThemeSettingsContextValue {
  const value = useContext(ThemeSettingsContext);
  if (value === null) {
    throw docsError(1, ['useThemeSettings', 'ThemeSettingsProvider']);
  }
  return value;
}
