import {adConfigFromEnv, DEFAULT_AD_CONFIG, isHttpUrl, isSamePage, networkScriptSrc, parseAdConfig} from './adConfig';

describe('parseAdConfig', () => {
  it('keeps well-formed values', () => {
    const config = {
      enabled: true,
      networkScriptUrl: 'http://127.0.0.1:4144/network.js',
      placementId: 'STUB_1',
      serviceUrl: 'http://127.0.0.1:4144/ads.json',
      backersUrl: 'http://127.0.0.1:4144/backers/',
    };
    expect(parseAdConfig(config)).toEqual(config);
  });

  it('replaces each invalid value by its default, one field at a time', () => {
    expect(
      parseAdConfig({
        enabled: 'maybe',
        networkScriptUrl: 'javascript:alert(1)',
        placementId: 'a b<script>',
        serviceUrl: 42,
        backersUrl: 'not a url',
      }),
    ).toEqual(DEFAULT_AD_CONFIG);
    expect(parseAdConfig({placementId: 'OK'}).placementId).toBe('OK');
  });

  it('turns anything that is not an object into the defaults, with ads off', () => {
    for (const raw of [undefined, null, 'ads', 3, []]) {
      expect(parseAdConfig(raw)).toEqual(DEFAULT_AD_CONFIG);
    }
    expect(DEFAULT_AD_CONFIG.enabled).toBe(false);
  });

  it('reads the switch from booleans and the usual strings', () => {
    expect(parseAdConfig({enabled: 'true'}).enabled).toBe(true);
    expect(parseAdConfig({enabled: ' ON '}).enabled).toBe(true);
    expect(parseAdConfig({enabled: '1'}).enabled).toBe(true);
    expect(parseAdConfig({enabled: 'off'}, {...DEFAULT_AD_CONFIG, enabled: true}).enabled).toBe(false);
    expect(parseAdConfig({enabled: false}, {...DEFAULT_AD_CONFIG, enabled: true}).enabled).toBe(false);
  });
});

describe('adConfigFromEnv', () => {
  it('turns ads on in production builds and off in development builds', () => {
    expect(adConfigFromEnv({NODE_ENV: 'production'}).enabled).toBe(true);
    expect(adConfigFromEnv({NODE_ENV: 'development'}).enabled).toBe(false);
    expect(adConfigFromEnv({}).enabled).toBe(false);
  });

  it('lets the switch turn them on in development and off in production', () => {
    expect(adConfigFromEnv({NODE_ENV: 'development', ADS_ENABLED: 'true'}).enabled).toBe(true);
    expect(adConfigFromEnv({NODE_ENV: 'production', ADS_ENABLED: '0'}).enabled).toBe(false);
    expect(adConfigFromEnv({NODE_ENV: 'production', ADS_ENABLED: 'garbage'}).enabled).toBe(true);
  });

  it('takes endpoints from the environment and ignores invalid ones', () => {
    const config = adConfigFromEnv({
      NODE_ENV: 'production',
      ADS_NETWORK_SCRIPT_URL: 'http://127.0.0.1:4144/network.js',
      ADS_PLACEMENT_ID: 'STUB',
      ADS_SERVICE_URL: 'ftp://example.com/ads.json',
      ADS_BACKERS_URL: 'http://127.0.0.1:4144/backers/',
    });
    expect(config).toEqual({
      enabled: true,
      networkScriptUrl: 'http://127.0.0.1:4144/network.js',
      placementId: 'STUB',
      serviceUrl: DEFAULT_AD_CONFIG.serviceUrl,
      backersUrl: 'http://127.0.0.1:4144/backers/',
    });
  });
});

describe('URL helpers', () => {
  it('accepts only http and https URLs', () => {
    expect(isHttpUrl('https://example.com/a')).toBe(true);
    expect(isHttpUrl('http://127.0.0.1:1/')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//example.com', '/relative', '', null, 5]) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });

  it('adds the placement id to the network script URL', () => {
    expect(networkScriptSrc({networkScriptUrl: 'https://cdn.example/carbon.js?x=1', placementId: 'CK1'})).toBe(
      'https://cdn.example/carbon.js?x=1&serve=CK1',
    );
  });

  it('compares pages ignoring a trailing slash, the query and the hash', () => {
    const backers = 'https://mui.com/material-ui/discover-more/backers/';
    expect(isSamePage('https://mui.com/material-ui/discover-more/backers', backers)).toBe(true);
    expect(isSamePage('https://mui.com/material-ui/discover-more/backers/?utm=carbon#top', backers)).toBe(true);
    expect(isSamePage('https://evil.example/material-ui/discover-more/backers/', backers)).toBe(false);
    expect(isSamePage('/material-ui/discover-more/backers/', backers)).toBe(false);
    expect(isSamePage(null, backers)).toBe(false);
  });
});
