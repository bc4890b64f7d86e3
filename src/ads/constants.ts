/** The ad slot's numbers, from the specification (section 9) and the original site. */
export const POLL_INTERVAL_MS = 500;
export const MAX_POLL_TRIES = 30;
/** The in-house fallback is shown on the first try after this many tries without the network. */
export const FALLBACK_AFTER_TRIES = 6;
export const ADBLOCK_PLEA_CHANCE = 0.2;
export const INLINE_SHAPE_CHANCE = 0.2;
export const AD_FETCH_ATTEMPTS = 10;
export const DISPLAY_EVENT_SAMPLE_RATIO = 0.1;
export const DISPLAY_EVENT_DELAY_MS = 2500;
export const AD_IMAGE_WIDTH = 130;
export const AD_IMAGE_HEIGHT = 100;
/** Below the small breakpoint the text wraps more, so more height is reserved. */
export const AD_MIN_HEIGHT_PX = 142;
export const AD_MIN_HEIGHT_SMALL_UP_PX = 126;
export const SMALL_BREAKPOINT_PX = 600;
export const AD_MARGIN_SPACING_UNITS = 3;
/** What the network's script injects: Carbon's ids and classes, or EthicalAds' placement. */
export const NETWORK_ELEMENT_SELECTOR = '#carbonads, .carbonads, .ea-placement';
export const CRAWLER_PATTERN = /bot|googlebot|crawler|spider|robot|crawling/i;
