import {createContext, useContext} from 'react';

/**
 * Where the MUI islands of one page (demos, the settings drawer) keep their shared Emotion caches.
 * Root creates one holder per rendered page, with no Emotion code: a page without demos never
 * loads Emotion. The first island creates the caches in it (see DocsThemeProvider).
 */
export type EmotionCacheHolder = {
  /** The caches of the page, created by `create` the first time they are asked for. */
  caches: <T>(create: () => T) => T;
};

export function createEmotionCacheHolder(): EmotionCacheHolder {
  let caches: unknown;
  return {
    caches: <T>(create: () => T): T => {
      caches ??= create();
      return caches as T;
    },
  };
}

export const EmotionCacheHolderContext = createContext<EmotionCacheHolder | null>(null);

export function useEmotionCacheHolder(): EmotionCacheHolder | null {
  return useContext(EmotionCacheHolderContext);
}
