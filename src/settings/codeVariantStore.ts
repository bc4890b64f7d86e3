import {
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_VARIANT,
  parseCodeVariant,
  serializeCodeVariantCookie,
  type CodeVariant,
} from './codeVariant';
import {
  CODE_STYLING_COOKIE,
  DEFAULT_CODE_STYLING,
  parseCodeStyling,
  serializeCodeStylingCookie,
  type CodeStyling,
} from './codeStyling';
import {codeSettingsFromHash} from './demoHash';
import {readCookie} from './settingsCookie';
import {createSettingsStore, type SettingsStore} from './settingsStore';

export type CodeSettings = {codeVariant: CodeVariant; codeStyling: CodeStyling};

export const DEFAULT_CODE_SETTINGS: CodeSettings = {
  codeVariant: DEFAULT_CODE_VARIANT,
  codeStyling: DEFAULT_CODE_STYLING,
};

/** The event other parts of the site (analytics) listen to when a reader changes a setting. */
export const CODE_SETTINGS_EVENT = 'mui-docs:code-settings';

/** The stored settings; invalid cookie values are ignored. */
export function readCodeSettingsCookies(cookieString: string): CodeSettings {
  return {
    codeVariant: parseCodeVariant(readCookie(cookieString, CODE_VARIANT_COOKIE)) ?? DEFAULT_CODE_VARIANT,
    codeStyling: parseCodeStyling(readCookie(cookieString, CODE_STYLING_COOKIE)) ?? DEFAULT_CODE_STYLING,
  };
}

/** Merges a change; the same object when nothing differs. */
export function reduceCodeSettings(state: CodeSettings, change: Partial<CodeSettings>): CodeSettings {
  const next = {...state, ...change};
  return next.codeVariant === state.codeVariant && next.codeStyling === state.codeStyling ? state : next;
}

export type CodeSettingsEnvironment = {
  readCookies: () => string;
  readHash: () => string;
  /** Whether the page shows a demo of that name (a link to its source may select the settings). */
  hasDemo: (name: string) => boolean;
  writeCookie: (cookie: string) => void;
  announce: (settings: CodeSettings) => void;
};

export type CodeSettingsStore = SettingsStore<CodeSettings, Partial<CodeSettings>>;

/**
 * One store for the whole page, so every demo shows the same variant. The first read takes the
 * cookies, and a link to the source of a demo of the page (`#Foo.js`) wins over them; a value taken
 * from such a link is stored (once a demo has mounted) so that it sticks on later pages.
 */
export function createCodeSettingsStore(env: CodeSettingsEnvironment): CodeSettingsStore {
  return createSettingsStore<CodeSettings, Partial<CodeSettings>>({
    server: DEFAULT_CODE_SETTINGS,
    read: () => {
      const stored = readCodeSettingsCookies(env.readCookies());
      const fromHash = codeSettingsFromHash(env.readHash(), env.hasDemo);
      return fromHash ? {state: {...stored, ...fromHash}, persist: true} : {state: stored, persist: false};
    },
    reduce: reduceCodeSettings,
    persist: (settings) => {
      env.writeCookie(serializeCodeVariantCookie(settings.codeVariant));
      env.writeCookie(serializeCodeStylingCookie(settings.codeStyling));
    },
    announce: env.announce,
  });
}
