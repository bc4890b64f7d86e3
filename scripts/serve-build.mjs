// `npm run serve`: serves a build as a real host would (compressed responses, folder index pages,
// trailing-slash redirects, the 404 page), on 127.0.0.1. The e2e suite runs against it.
// `docusaurus serve` takes any URL whose extension is not 1 to 4 letters for a page and redirects
// it, which breaks the search index's files (`.pf_fragment`, `pagefind-entry.json?ts=…`).
//   node scripts/serve-build.mjs [--dir build] [--port 3000] [--quality 5]
import path from 'node:path';
import {startServer} from './bench-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const port = Number.parseInt(option('--port', '3000'), 10);
// A quick brotli level by default: the benchmarks use the highest, as a CDN would precompress.
const brotliQuality = Number.parseInt(option('--quality', '5'), 10);
const server = await startServer({root: path.resolve(option('--dir', 'build')), port, brotliQuality});
console.log(`Serving ${option('--dir', 'build')} at ${server.url}`);
