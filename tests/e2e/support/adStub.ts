import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {E2E_PORT} from './env';

/**
 * A stand-in for the ad network and the ad service, on 127.0.0.1. The e2e build points its
 * `customFields.ads` at it (see AD_STUB_BUILD_ENV). A test picks a mode per request through the
 * `mode` query parameter (its page rewrites the URLs with `page.route`), so parallel tests never
 * share state. Network script modes: `ad` (default), `backer`, `none`, `tamper`. Ad service
 * modes: `good` (default), `empty`, `malformed`, `fail` (HTTP 503 for the first `times`
 * requests carrying the same `key`, then good).
 */
// Beside the site's own port, so parallel e2e runs (each on its own E2E_PORT) get their own stub.
export const AD_STUB_PORT = Number(process.env.AD_STUB_PORT ?? E2E_PORT + 1000);
export const AD_STUB_ORIGIN = `http://127.0.0.1:${AD_STUB_PORT}`;

/** The environment a build needs so its ads come from the stub. */
export const AD_STUB_BUILD_ENV = {
  ADS_ENABLED: 'true',
  ADS_NETWORK_SCRIPT_URL: `${AD_STUB_ORIGIN}/network.js`,
  ADS_PLACEMENT_ID: 'STUB',
  ADS_SERVICE_URL: `${AD_STUB_ORIGIN}/ads.json`,
  ADS_BACKERS_URL: `${AD_STUB_ORIGIN}/backers/`,
};

export type NetworkScriptMode = 'ad' | 'backer' | 'none' | 'tamper';
export type AdServiceMode = 'good' | 'empty' | 'malformed' | 'fail';

const STUB_AD_TEXT = 'Stub network ad: ship faster with the stub';

function networkAdScript(href: string): string {
  const html =
    `<span><a href="${href}" target="_blank" rel="noopener sponsored">` +
    `<img src="${AD_STUB_ORIGIN}/ad.svg" width="130" height="100" alt="Stub"></a>` +
    `<a href="${href}" target="_blank" rel="noopener sponsored">${STUB_AD_TEXT}</a>` +
    '<span>ads via Carbon</span></span>';
  // Carbon's script puts its `#carbonads` element right before its own script tag.
  return `(function () {
  var script = document.currentScript;
  var ad = document.createElement('div');
  ad.id = 'carbonads';
  ad.innerHTML = ${JSON.stringify(html)};
  script.parentNode.insertBefore(ad, script);
})();\n`;
}

const TAMPER_SCRIPT = `(function () {
  // What careless ad scripts do: replace the element they were loaded into with their own.
  var host = document.currentScript.parentElement;
  var own = document.createElement('div');
  own.className = 'stub-takeover';
  host.replaceWith(own);
})();\n`;

function networkScript(mode: string | null): string {
  switch (mode) {
    case 'backer':
      return networkAdScript(AD_STUB_BUILD_ENV.ADS_BACKERS_URL);
    case 'none':
      return '/* The network has nothing to show. */\n';
    case 'tamper':
      return TAMPER_SCRIPT;
    default:
      return networkAdScript(`${AD_STUB_ORIGIN}/click`);
  }
}

const GOOD_ADS = {
  ads: [
    {},
    {
      company: 'StubCo',
      description: 'Inline stub ad from the ad service.',
      statlink: `${AD_STUB_ORIGIN}/click`,
      statimp: `${AD_STUB_ORIGIN}/pixel.svg?kind=statimp`,
      pixel: `${AD_STUB_ORIGIN}/pixel.svg?t=[timestamp]`,
      timestamp: '1700000000',
    },
  ],
};

const SVG_AD =
  '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#888"/></svg>';
const SVG_PIXEL = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, {
    'Content-Type': type,
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

export function createAdStub(): Server {
  const failures = new Map<string, number>();
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', AD_STUB_ORIGIN);
    const mode = url.searchParams.get('mode');
    switch (url.pathname) {
      case '/network.js':
        return send(response, 200, 'text/javascript', networkScript(mode));
      case '/ads.json': {
        if (mode === 'empty') return send(response, 200, 'application/json', '{"ads": []}');
        if (mode === 'malformed') return send(response, 200, 'application/json', '{"ads": [{"company": ');
        if (mode === 'fail') {
          const key = url.searchParams.get('key') ?? '';
          const failed = failures.get(key) ?? 0;
          if (failed < Number(url.searchParams.get('times') ?? 1)) {
            failures.set(key, failed + 1);
            return send(response, 503, 'text/plain', 'unavailable');
          }
        }
        return send(response, 200, 'application/json', JSON.stringify(GOOD_ADS));
      }
      case '/ad.svg':
        return send(response, 200, 'image/svg+xml', SVG_AD);
      case '/pixel.svg':
        return send(response, 200, 'image/svg+xml', SVG_PIXEL);
      case '/backers/':
        return send(response, 200, 'text/html', '<!doctype html><title>Backers</title><h1>Backers</h1>');
      case '/click':
        return send(response, 200, 'text/html', '<!doctype html><title>Advertiser</title><h1>Advertiser</h1>');
      default:
        return send(response, 404, 'text/plain', 'not found');
    }
  });
}

/** Starts the stub; resolves to a function that stops it. */
export async function startAdStub(): Promise<() => Promise<void>> {
  const server = createAdStub();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`The ad stub cannot listen on ${AD_STUB_ORIGIN} (set AD_STUB_PORT): ${error.message}`)),
    );
    server.listen(AD_STUB_PORT, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
