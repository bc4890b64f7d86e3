/** The gtag-style function every part of the site sends analytics through. */
export type Gtag = (...args: unknown[]) => void;

/** The globals gtag lives in; Docusaurus's gtag plugin types `window.gtag` as always defined. */
export type GtagGlobals = {dataLayer?: unknown[]; gtag?: Gtag};

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/**
 * Defines `window.gtag` and `window.dataLayer`. Google's script is added only when a measurement
 * id is configured; without one the calls stay in `dataLayer`, observable and sent nowhere.
 */
export function installGtag(win: Window, measurementId: string | null): Gtag {
  const globals = win as unknown as GtagGlobals;
  if (globals.gtag) return globals.gtag;
  const dataLayer = (globals.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the data layer, not arrays: this is Google's snippet.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  globals.gtag = gtag;
  gtag('js', new Date());
  if (measurementId) {
    // Page views are sent by the site on every route change, so gtag's own one would count twice.
    gtag('config', measurementId, {send_page_view: false});
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
    win.document.head.appendChild(script);
  }
  return gtag;
}
