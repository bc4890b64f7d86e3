import {CRAWLER_PATTERN} from './constants';

/** Crawlers and bots get no ad area, so ads are never indexed as page content. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER_PATTERN.test(userAgent);
}
