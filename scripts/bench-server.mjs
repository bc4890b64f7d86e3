// A static server for the benchmarks that behaves like a real host: brotli/gzip, long-lived
// caching of hashed assets, folder index pages, trailing-slash redirects and the base URL.
import {createServer} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.md', '.webmanifest']);

/** Maps a URL path below the base URL to a file of the build, or a redirect for a folder. */
export function resolveRequest(root, baseUrl, urlPath) {
  let pathname;
  try {
    pathname = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return {status: 400};
  }
  if (!pathname.startsWith(baseUrl)) {
    return pathname === baseUrl.slice(0, -1) ? {status: 301, location: baseUrl} : {status: 404};
  }
  const relative = pathname.slice(baseUrl.length);
  const file = path.join(root, relative);
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return {status: 404};
  if (existsSync(file) && statSync(file).isDirectory()) {
    if (!pathname.endsWith('/')) return {status: 301, location: `${pathname}/`};
    const index = path.join(file, 'index.html');
    return existsSync(index) ? {status: 200, file: index} : {status: 404};
  }
  if (existsSync(file)) return {status: 200, file};
  if (existsSync(`${file}.html`)) return {status: 200, file: `${file}.html`};
  return {status: 404};
}

/** Picks the encoding a real CDN would send for this Accept-Encoding header. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/** Starts the server; resolves with `{url, close}` once it listens on 127.0.0.1:port. */
export function startServer({root, baseUrl = '/x/', port, brotliQuality = 11}) {
  const absoluteRoot = path.resolve(root);
  // Compressed once per file and kept: a static host precompresses, so no request pays for it twice.
  const cache = new Map();
  const encoded = (file, encoding) => {
    // Keyed by modification time too: a file replaced in the build (a new worker, in the tests) is sent anew.
    const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
    if (!cache.has(key)) {
      const raw = readFileSync(file);
      const body =
        encoding === 'br'
          ? brotliCompressSync(raw, {params: {[constants.BROTLI_PARAM_QUALITY]: brotliQuality}})
          : encoding === 'gzip'
            ? gzipSync(raw, {level: 9})
            : raw;
      cache.set(key, body);
    }
    return cache.get(key);
  };
  const send = (request, response, status, file) => {
    const ext = path.extname(file);
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(request.headers['accept-encoding']) : 'identity';
    const body = encoded(file, encoding);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
      Vary: 'Accept-Encoding',
    };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const server = createServer((request, response) => {
    const result = resolveRequest(absoluteRoot, baseUrl, request.url ?? '/');
    if (result.status === 301) {
      response.writeHead(301, {Location: result.location});
      response.end();
    } else if (result.status === 200) {
      send(request, response, 200, result.file);
    } else {
      const notFound = path.join(absoluteRoot, '404.html');
      if (existsSync(notFound)) send(request, response, 404, notFound);
      else {
        response.writeHead(result.status);
        response.end();
      }
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}${baseUrl}`,
        close: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}
