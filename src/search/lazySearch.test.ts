import {shouldLoadSearchNow} from './lazySearch';

describe('shouldLoadSearchNow', () => {
  it('loads the bar for a page opened from a search result', () => {
    expect(shouldLoadSearchNow('?_highlight=sorting')).toBe(true);
    expect(shouldLoadSearchNow('?a=1&_highlight=row&_highlight=model')).toBe(true);
  });

  it('waits for the reader otherwise', () => {
    expect(shouldLoadSearchNow('')).toBe(false);
    expect(shouldLoadSearchNow('?q=sorting')).toBe(false);
    expect(shouldLoadSearchNow('?_highlight=')).toBe(false);
    expect(shouldLoadSearchNow('?_highlight=%20%20')).toBe(false);
  });

  it('reads a malformed query string without throwing', () => {
    // A broken escape still names a term (decoded with U+FFFD), as the plugin reads it.
    expect(shouldLoadSearchNow('?_highlight=%E0%A4%A')).toBe(true);
    expect(shouldLoadSearchNow('?%%%&&=')).toBe(false);
  });
});
