import {createTranslator, resetTranslatorReports, UNKNOWN_LANGUAGE_TEXT} from './translator';

function spies() {
  return {warn: jest.fn(), error: jest.fn()};
}

describe('createTranslator', () => {
  beforeEach(() => resetTranslatorReports());

  it('returns the translation of a known key', () => {
    const reporter = spies();
    const t = createTranslator('zh', {'demo.copy': '复制代码'}, reporter);
    expect(t('demo.copy', 'Copy the code')).toBe('复制代码');
    expect(reporter.warn).not.toHaveBeenCalled();
  });

  it('falls back to English and warns once per language and key', () => {
    const reporter = spies();
    const t = createTranslator('pt', {}, reporter);
    expect(t('demo.copy', 'Copy the code')).toBe('Copy the code');
    expect(t('demo.copy', 'Copy the code')).toBe('Copy the code');
    expect(reporter.warn).toHaveBeenCalledTimes(1);
    expect(reporter.warn.mock.calls[0][0]).toContain('pt translation for "demo.copy"');

    t('demo.reset', 'Reset the demo');
    expect(reporter.warn).toHaveBeenCalledTimes(2);
    createTranslator('zh', {}, reporter)('demo.copy', 'Copy the code');
    expect(reporter.warn).toHaveBeenCalledTimes(3);
  });

  it('uses the call-site text in English without warning', () => {
    const reporter = spies();
    expect(createTranslator('en', {}, reporter)('demo.copy', 'Copy the code')).toBe('Copy the code');
    expect(reporter.warn).not.toHaveBeenCalled();
  });

  it('shows an ellipsis and logs an error for a language the site does not know', () => {
    const reporter = spies();
    const t = createTranslator('fr', {'demo.copy': 'Copier'}, reporter);
    expect(t('demo.copy', 'Copy the code')).toBe(UNKNOWN_LANGUAGE_TEXT);
    expect(t('demo.reset', 'Reset')).toBe(UNKNOWN_LANGUAGE_TEXT);
    expect(reporter.error).toHaveBeenCalledTimes(1);
    expect(reporter.error.mock.calls[0][0]).toContain('"fr"');
  });

  it('fills {placeholders} and leaves unknown ones visible', () => {
    const t = createTranslator('zh', {'versions.count': '共 {count} 个版本'}, spies());
    expect(t('versions.count', '{count} versions', {count: 5})).toBe('共 5 个版本');
    expect(t('versions.count', '{count} versions')).toBe('共 {count} 个版本');
    expect(createTranslator('en', {}, spies())('x', 'Hello {name} {other}', {name: 'Ana'})).toBe('Hello Ana {other}');
  });
});
