/** Where the ads come from; built from the environment at build time, validated again when read. */
export type AdConfig = {
  /** Off in development builds unless ADS_ENABLED turns them on. */
  enabled: boolean;
  /** The ad network's script (Carbon's `carbon.js`). */
  networkScriptUrl: string;
  /** The network's placement id, sent as the script's `serve` parameter. */
  placementId: string;
  /** The ad service answering `{ads: [...]}` for the inline ads. */
  serviceUrl: string;
  /** The page the network's own default ("backer") ad links to. */
  backersUrl: string;
};

// Off unless the build turned ads on: a missing or broken setting never loads third-party code.
export const DEFAULT_AD_CONFIG: AdConfig = {
  enabled: false,
  networkScriptUrl: 'https://cdn.carbonads.com/carbon.js',
  placementId: 'CKYIL27L',
  serviceUrl: 'https://srv.buysellads.com/ads/CE7DC23W.json',
  backersUrl: 'https://mui.com/material-ui/discover-more/backers/',
};

const PLACEMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const {protocol} = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function readSwitch(value: unknown): boolean | undefined {
  if (value === true || value === false) return value;
  if (typeof value !== 'string') return undefined;
  const normalized = value.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(normalized)) return true;
  if (['0', 'false', 'off', 'no'].includes(normalized)) return false;
  return undefined;
}

/** Any value that is not a well-formed setting falls back to its default, one field at a time. */
export function parseAdConfig(raw: unknown, defaults: AdConfig = DEFAULT_AD_CONFIG): AdConfig {
  const input = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const url = (key: 'networkScriptUrl' | 'serviceUrl' | 'backersUrl') =>
    isHttpUrl(input[key]) ? (input[key] as string) : defaults[key];
  return {
    enabled: readSwitch(input.enabled) ?? defaults.enabled,
    networkScriptUrl: url('networkScriptUrl'),
    placementId:
      typeof input.placementId === 'string' && PLACEMENT_ID.test(input.placementId)
        ? input.placementId
        : defaults.placementId,
    serviceUrl: url('serviceUrl'),
    backersUrl: url('backersUrl'),
  };
}

/**
 * The `customFields.ads` of the build: environment variables override the defaults
 * (ADS_ENABLED, ADS_NETWORK_SCRIPT_URL, ADS_PLACEMENT_ID, ADS_SERVICE_URL, ADS_BACKERS_URL).
 */
export function adConfigFromEnv(env: Record<string, string | undefined>): AdConfig {
  const production = env.NODE_ENV === 'production';
  return parseAdConfig(
    {
      enabled: env.ADS_ENABLED,
      networkScriptUrl: env.ADS_NETWORK_SCRIPT_URL,
      placementId: env.ADS_PLACEMENT_ID,
      serviceUrl: env.ADS_SERVICE_URL,
      backersUrl: env.ADS_BACKERS_URL,
    },
    {...DEFAULT_AD_CONFIG, enabled: production},
  );
}

/** The script URL with the placement id, as the network expects it. */
export function networkScriptSrc(config: Pick<AdConfig, 'networkScriptUrl' | 'placementId'>): string {
  const url = new URL(config.networkScriptUrl);
  url.searchParams.set('serve', config.placementId);
  return url.toString();
}

/** Same page, ignoring a trailing slash, the query and the hash (the network adds tracking parameters). */
export function isSamePage(href: string | null | undefined, page: string): boolean {
  if (!href) return false;
  try {
    const a = new URL(href);
    const b = new URL(page);
    const path = (p: string) => p.replace(/\/+$/, '');
    return a.origin === b.origin && path(a.pathname) === path(b.pathname);
  } catch {
    return false;
  }
}
