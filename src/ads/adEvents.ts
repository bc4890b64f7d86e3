import {DISPLAY_EVENT_DELAY_MS, DISPLAY_EVENT_SAMPLE_RATIO} from './constants';
import type {AdSource} from './adSource';
import type {AdShape} from './adShape';
import type {RandomSource, Timers} from './timers';

/** Where an ad sits: under the page title, or under a demo whose code was opened. */
export type AdPlacement = 'body-top' | 'body-inline';

export type AdEventAction = 'display' | 'click' | 'crash';

/** `<source>-<placement>-<shape>`, e.g. `in-house-adblock-body-top-image`. */
export function adEventLabel(source: AdSource, placement: AdPlacement, shape: AdShape): string {
  return `${source}-${placement}-${shape}`;
}

type GtagHost = {gtag?: (...args: unknown[]) => void};

/** Sends through the site's global analytics function when there is one (none in unit tests or dev). */
export function sendAdEvent(host: object, action: AdEventAction, label: string): void {
  (host as GtagHost).gtag?.('event', 'ad', {eventAction: action, eventLabel: label});
}

/** Attributes the site's one click listener turns into an ad `click` event. */
export function adClickAttributes(label: string): Record<string, string> {
  return {'data-ga-event-category': 'ad', 'data-ga-event-action': 'click', 'data-ga-event-label': label};
}

/**
 * Schedules the display event of an ad that stays shown for DISPLAY_EVENT_DELAY_MS; only a
 * DISPLAY_EVENT_SAMPLE_RATIO share of displays is sent, to stay within the analytics quotas.
 * Returns a function that cancels it (the ad changed or left the page).
 */
export function scheduleDisplayEvent(send: () => void, random: RandomSource, timers: Timers): () => void {
  if (random() >= DISPLAY_EVENT_SAMPLE_RATIO) return () => undefined;
  const handle = timers.setTimeout(send, DISPLAY_EVENT_DELAY_MS);
  return () => timers.clearTimeout(handle);
}
