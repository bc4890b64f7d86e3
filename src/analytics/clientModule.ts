import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import type {ClientModule} from '@docusaurus/types';
import {readAnalyticsConfig} from './analyticsConfig';
import {installGtag, type Gtag} from './gtag';
import {isNewPage, sendPageView, type SiteLocation} from './pageView';
import {watchUserProperties} from './browserUserProperties';
import {listenToDeclaredClicks} from './clickEvents';
import {startWebVitals} from './webVitals';

const site: SiteLocation = {
  baseUrl: siteConfig.baseUrl,
  currentLocale: i18n.currentLocale,
  defaultLocale: i18n.defaultLocale,
};

let gtag: Gtag | undefined;

if (ExecutionEnvironment.canUseDOM) {
  gtag = installGtag(window, readAnalyticsConfig(siteConfig.customFields).measurementId);
  watchUserProperties(window, gtag);
  listenToDeclaredClicks(document, gtag);
  startWebVitals({gtag}).catch(() => undefined);
}

const analyticsClientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!gtag || !isNewPage(location.pathname, previousLocation?.pathname)) return;
    const send = gtag;
    // The head manager writes the new page's <title> in an animation frame it requests when the
    // route commits, before this hook runs: a frame requested now comes after it.
    // A hidden tab runs no frames: a timer sends the view then.
    let sent = false;
    const sendOnce = () => {
      if (sent) return;
      sent = true;
      sendPageView(send, location.pathname, document.title, site);
    };
    window.requestAnimationFrame(() => window.setTimeout(sendOnce));
    window.setTimeout(sendOnce, 1000);
  },
};

export default analyticsClientModule;
