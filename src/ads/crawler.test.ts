import {isCrawler} from './crawler';

describe('isCrawler', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Some Crawler 1.0',
    'Spider',
    'ROBOT',
    'crawling-agent',
  ])('is true for %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it('is false for browsers and missing user agents', () => {
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/139.0 Safari/537.36')).toBe(false);
    expect(isCrawler('')).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
  });
});
