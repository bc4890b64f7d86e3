import {readColorMode, watchColorMode} from '@site/src/settings/colorMode';
import {getCodeSettingsStore} from '@site/src/settings/codeVariantHook';
import {CODE_SETTINGS_EVENT, DEFAULT_CODE_SETTINGS, type CodeSettings} from '@site/src/settings/codeVariantStore';
import type {Gtag} from './gtag';
import {createUserPropertiesReporter, roundPixelRatio, type UserProperties} from './userProperties';

const DARK_OS = '(prefers-color-scheme: dark)';

function osColorScheme(win: Window): 'light' | 'dark' {
  return win.matchMedia(DARK_OS).matches ? 'dark' : 'light';
}

function readCodeSettings(event: Event): Partial<UserProperties> {
  const detail = (event as CustomEvent<Partial<CodeSettings> | null>).detail;
  if (typeof detail !== 'object' || detail === null) return {};
  const change: Partial<UserProperties> = {};
  if (typeof detail.codeVariant === 'string') change.codeVariant = detail.codeVariant;
  if (typeof detail.codeStyling === 'string') change.codeStylingVariant = detail.codeStyling;
  return change;
}

/** Sends the reader's properties now, and again whenever the page tells us one changed. */
export function watchUserProperties(win: Window, gtag: Gtag): void {
  const doc = win.document;
  const code = getCodeSettingsStore()?.getSnapshot() ?? DEFAULT_CODE_SETTINGS;
  const reporter = createUserPropertiesReporter(gtag, {
    codeVariant: code.codeVariant,
    codeStylingVariant: code.codeStyling,
    userLanguage: doc.documentElement.lang || 'en',
    devicePixelRatio: roundPixelRatio(win.devicePixelRatio),
    colorSchemeOS: osColorScheme(win),
    colorScheme: readColorMode(doc),
  });

  win.addEventListener(CODE_SETTINGS_EVENT, (event) => reporter.update(readCodeSettings(event)));
  win.matchMedia(DARK_OS).addEventListener('change', () => reporter.update({colorSchemeOS: osColorScheme(win)}));
  watchColorMode(() => reporter.update({colorScheme: readColorMode(doc)}), doc);

  // A resolution query matches only the current ratio, so it fires once when the ratio changes.
  const watchPixelRatio = () => {
    const query = win.matchMedia(`(resolution: ${win.devicePixelRatio}dppx)`);
    query.addEventListener(
      'change',
      () => {
        reporter.update({devicePixelRatio: roundPixelRatio(win.devicePixelRatio)});
        watchPixelRatio();
      },
      {once: true},
    );
  };
  watchPixelRatio();
}
