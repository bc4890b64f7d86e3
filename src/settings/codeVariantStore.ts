import {
  CODE_VARIANT_COOKIE,
  codeVariantFromHash,
  DEFAULT_CODE_VARIANT,
  parseCodeVariant,
  serializeCodeVariantCookie,
  type CodeVariant,
} from './codeVariant';
import {
  CODE_STYLING_COOKIE,
  codeStylingFromHash,
  DEFAULT_CODE_STYLING,
  parseCodeStyling,
  serializeCodeStylingCookie,
  type CodeStyling,
} from './codeStyling';
import {readCookie} from './settingsCookie';

export type CodeSettings = {codeVariant: CodeVariant; codeStyling: CodeStyling};

export const DEFAULT_CODE_SETTINGS: CodeSettings = {
  codeVariant: DEFAULT_CODE_VARIANT,
  codeStyling: DEFAULT_CODE_STYLING,
};

/** The event other parts of the site (analytics) listen to when a reader changes a setting. */
export const CODE_SETTINGS_EVENT = 'mui-docs:code-settings';

/** The URL hash wins over the cookie; invalid values of either are ignored. */
export function resolveCodeSettings(cookieString: string, hash: string): CodeSettings {
  return {
    codeVariant:
      codeVariantFromHash(hash) ??
      parseCodeVariant(readCookie(cookieString, CODE_VARIANT_COOKIE)) ??
      DEFAULT_CODE_VARIANT,
    codeStyling:
      codeStylingFromHash(hash) ??
      parseCodeStyling(readCookie(cookieString, CODE_STYLING_COOKIE)) ??
      DEFAULT_CODE_STYLING,
  };
}

export type CodeSettingsEnvironment = {
  readCookies: () => string;
  readHash: () => string;
  writeCookie: (cookie: string) => void;
  announce: (settings: CodeSettings) => void;
};

export type CodeSettingsStore = {
  getSnapshot: () => CodeSettings;
  getServerSnapshot: () => CodeSettings;
  subscribe: (listener: () => void) => () => void;
  update: (change: Partial<CodeSettings>) => void;
};

function persist(env: CodeSettingsEnvironment, settings: CodeSettings): void {
  env.writeCookie(serializeCodeVariantCookie(settings.codeVariant));
  env.writeCookie(serializeCodeStylingCookie(settings.codeStyling));
}

/**
 * One store for the whole page, so every demo shows the same variant. The first read takes the
 * hash or the cookies, and a value taken from the hash is stored so it sticks on later pages.
 */
export function createCodeSettingsStore(env: CodeSettingsEnvironment): CodeSettingsStore {
  let state: CodeSettings | undefined;
  const listeners = new Set<() => void>();

  const getSnapshot = (): CodeSettings => {
    if (state === undefined) {
      const hash = env.readHash();
      state = resolveCodeSettings(env.readCookies(), hash);
      if (codeVariantFromHash(hash) ?? codeStylingFromHash(hash)) persist(env, state);
    }
    return state;
  };

  return {
    getSnapshot,
    getServerSnapshot: () => DEFAULT_CODE_SETTINGS,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update: (change) => {
      const current = getSnapshot();
      const next = {...current, ...change};
      if (next.codeVariant === current.codeVariant && next.codeStyling === current.codeStyling) return;
      state = next;
      persist(env, next);
      env.announce(next);
      listeners.forEach((listener) => listener());
    },
  };
}
