import {getProductInfo} from '@site/src/utils/getProductInfo';
import type {Gtag} from './gtag';

/** Where the site is mounted for a locale: `/x/` for English, `/x/zh/` for Chinese. */
export type SiteLocation = {baseUrl: string; currentLocale: string; defaultLocale: string};

/** The path without the locale prefix (`/x/zh/charts/` → `/x/charts/`); hash and query are dropped. */
export function pageLocation(pathname: string, site: SiteLocation): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const localeSuffix = `${site.currentLocale}/`;
  if (site.currentLocale === site.defaultLocale || !site.baseUrl.endsWith(`/${localeSuffix}`)) return path;
  const root = site.baseUrl.slice(0, -localeSuffix.length);
  const localized = site.baseUrl.slice(0, -1);
  if (path === localized) return root;
  return path.startsWith(site.baseUrl) ? root + path.slice(site.baseUrl.length) : path;
}

/** A page view is a new pathname: a hash or query change on the same page is not one. */
export function isNewPage(pathname: string, previousPathname: string | undefined): boolean {
  return previousPathname === undefined || pathname !== previousPathname;
}

export function sendPageView(gtag: Gtag, pathname: string, title: string, site: SiteLocation): void {
  const location = pageLocation(pathname, site);
  const {productId, productCategoryId} = getProductInfo(location);
  gtag('event', 'page_view', {page_title: title, page_location: location, productId, productCategoryId});
}
