import {SETTINGS_COOKIE} from './settingsCookie';

/**
 * Runs in <head> before the first paint: applies the stored text direction to <html> so an RTL
 * reader never sees the page flip. Docusaurus's own inline script does the same for the colour mode.
 * Anything unexpected in the cookie leaves the page as it is.
 */
export const settingsBootScript = `(function () {
  try {
    var match = document.cookie.match(/(?:^|;\\s*)${SETTINGS_COOKIE}=([^;]*)/);
    if (!match) return;
    var settings = JSON.parse(decodeURIComponent(match[1]));
    if (settings && settings.direction === 'rtl') document.documentElement.setAttribute('dir', 'rtl');
  } catch (error) {}
})();`;
