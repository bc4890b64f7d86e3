import {lookupMessage, resetTranslatorReports, UNKNOWN_LANGUAGE_TEXT} from './translator';

function spies() {
  return {warn: jest.fn(), error: jest.fn()};
}

describe('lookupMessage', () => {
  beforeEach(() => resetTranslatorReports());

  it('returns the translation of a known key', () => {
    const reporter = spies();
    expect(lookupMessage('zh', 'demo.copy', 'Copy the code', {'demo.copy': '复制代码'}, reporter)).toBe('复制代码');
    expect(reporter.warn).not.toHaveBeenCalled();
  });

  it('falls back to English and warns once per language and key', () => {
    const reporter = spies();
    expect(lookupMessage('pt', 'demo.copy', 'Copy the code', {}, reporter)).toBe('Copy the code');
    expect(lookupMessage('pt', 'demo.copy', 'Copy the code', {}, reporter)).toBe('Copy the code');
    expect(reporter.warn).toHaveBeenCalledTimes(1);
    expect(reporter.warn.mock.calls[0][0]).toContain('pt translation for "demo.copy"');

    lookupMessage('pt', 'demo.reset', 'Reset the demo', {}, reporter);
    expect(reporter.warn).toHaveBeenCalledTimes(2);
    lookupMessage('zh', 'demo.copy', 'Copy the code', {}, reporter);
    expect(reporter.warn).toHaveBeenCalledTimes(3);
  });

  it('uses the call-site text in English without warning', () => {
    const reporter = spies();
    expect(lookupMessage('en', 'demo.copy', 'Copy the code', {}, reporter)).toBe('Copy the code');
    expect(reporter.warn).not.toHaveBeenCalled();
  });

  it('shows an ellipsis and logs an error for a language the site does not know', () => {
    const reporter = spies();
    expect(lookupMessage('fr', 'demo.copy', 'Copy the code', {'demo.copy': 'Copier'}, reporter)).toBe(
      UNKNOWN_LANGUAGE_TEXT,
    );
    expect(lookupMessage('fr', 'demo.reset', 'Reset', {}, reporter)).toBe(UNKNOWN_LANGUAGE_TEXT);
    expect(reporter.error).toHaveBeenCalledTimes(1);
    expect(reporter.error.mock.calls[0][0]).toContain('"fr"');
  });
});
