/** @jest-environment jsdom */
import {settingsBootScript} from './bootScript';

function runBootScript(cookie: string) {
  document.documentElement.setAttribute('dir', 'ltr');
  Object.defineProperty(document, 'cookie', {value: cookie, configurable: true});
  new Function(settingsBootScript)();
  return document.documentElement.getAttribute('dir');
}

describe('settingsBootScript', () => {
  it('applies a stored rtl direction', () => {
    expect(runBootScript(`a=1; docsThemeSettings=${encodeURIComponent('{"direction":"rtl"}')}`)).toBe('rtl');
  });

  it('leaves ltr pages alone', () => {
    expect(runBootScript(`docsThemeSettings=${encodeURIComponent('{"direction":"ltr"}')}`)).toBe('ltr');
    expect(runBootScript('')).toBe('ltr');
  });

  it('ignores a malformed cookie without throwing', () => {
    expect(runBootScript('docsThemeSettings=%7Bbroken')).toBe('ltr');
    expect(runBootScript('docsThemeSettings=%E0%A4%A')).toBe('ltr');
  });
});
