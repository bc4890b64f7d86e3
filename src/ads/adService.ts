import {isHttpUrl} from './adConfig';
import {AD_FETCH_ATTEMPTS} from './constants';

/**
 * A third-party ad as the inline slot renders it (text only, so the service's `image` is not
 * used): every field is plain text or an http(s) URL; other URLs are dropped, never followed.
 */
export type NetworkAd = {
  company: string;
  description: string;
  /** The click-through link, or null when the service sent no http(s) link. */
  link: string | null;
  /** Impression pixels to load: `statimp` and each `pixel` (with `[timestamp]` filled in). */
  pixels: string[];
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function hasContent(item: unknown): item is Record<string, unknown> {
  return typeof item === 'object' && item !== null && !Array.isArray(item) && Object.keys(item).length > 0;
}

function impressionPixels(item: Record<string, unknown>): string[] {
  const timestamp = text(item.timestamp) || (typeof item.timestamp === 'number' ? String(item.timestamp) : '');
  const pixels = text(item.pixel)
    .split('||')
    .map((pixel) => pixel.replace('[timestamp]', encodeURIComponent(timestamp)));
  return [text(item.statimp), ...pixels].filter(isHttpUrl);
}

/**
 * The first ad of an ad-service answer (`{ads: [...]}`) that has content and a statlink, or
 * null for anything else: no ads, empty entries, a body that is not that shape.
 */
export function parseAdServiceResponse(body: unknown): NetworkAd | null {
  const ads = hasContent(body) && Array.isArray(body.ads) ? body.ads : [];
  const item = ads.find((candidate) => hasContent(candidate) && text(candidate.statlink) !== '');
  if (!hasContent(item)) return null;
  const company = text(item.company);
  const description = text(item.description);
  if (!company && !description) return null;
  const statlink = text(item.statlink);
  return {
    company,
    description,
    link: isHttpUrl(statlink) ? statlink : null,
    pixels: impressionPixels(item),
  };
}

type FetchLike = (
  url: string,
  init: {signal?: AbortSignal; credentials: RequestCredentials},
) => Promise<{
  ok: boolean;
  json: () => Promise<unknown>;
}>;

/**
 * Asks the ad service for an ad, AD_FETCH_ATTEMPTS times at most: a network error, an error
 * status, a body that is not JSON and an answer without a usable ad each count as one failed
 * attempt. Resolves to null when every attempt failed or the signal aborted.
 */
export async function fetchNetworkAd(
  fetchImpl: FetchLike,
  url: string,
  signal?: AbortSignal,
  attempts: number = AD_FETCH_ATTEMPTS,
): Promise<NetworkAd | null> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (signal?.aborted) return null;
    try {
      const response = await fetchImpl(url, {signal, credentials: 'omit'});
      if (response.ok) {
        const ad = parseAdServiceResponse(await response.json());
        if (ad) return ad;
      }
    } catch {
      // Blocked, offline or not JSON: try again while attempts remain.
    }
  }
  return null;
}
