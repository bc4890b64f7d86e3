// The link check of `npm test`: serves a build as a host does (scripts/bench-server.mjs, as
// `npm run serve`), crawls every page of every version and locale from the homes and the
// sitemaps, and fails on any internal link or anchor that leads nowhere. External links are
// counted, not fetched. Writes the findings to test-results/links.json.
//   node scripts/check-links.mjs [--dir build] [--port 0] [--out test-results/links.json]
/* global fetch */
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {startServer} from './bench-server.mjs';
import {crawlSite, findBroken} from './links/crawl.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {translatedLocales} = jiti('../src/config/lookups.ts');
const BASE = '/x/';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const buildDir = path.resolve(option('--dir', 'build'));
// Port 0 by default: the system picks a free one, so a server left running elsewhere cannot answer instead.
const port = Number.parseInt(option('--port', '0'), 10);
const out = option('--out', 'test-results/links.json');

/** The URL of every HTML file of the build (`a/index.html` is `/x/a/`), the assets folder aside. */
function builtPageUrls(origin) {
  return readdirSync(buildDir, {recursive: true})
    .filter((file) => file.endsWith('.html') && !file.startsWith(`assets${path.sep}`))
    .map(
      (file) =>
        `${origin}${BASE}${file
          .split(path.sep)
          .join('/')
          .replace(/(^|\/)index\.html$/, '$1')}`,
    );
}

/**
 * The pages each locale's sitemap lists, as links from that sitemap (a listed page that is missing
 * is the sitemap's broken link), and the production origin the sitemaps are written for.
 */
function sitemapLinks(origin) {
  const links = [];
  let siteOrigin;
  for (const locale of ['', ...translatedLocales()]) {
    const sitemap = path.join(buildDir, locale, 'sitemap.xml');
    if (!existsSync(sitemap)) continue;
    const from = `${origin}${BASE}${locale ? `${locale}/` : ''}sitemap.xml`;
    for (const [, loc] of readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const listed = new URL(loc);
      siteOrigin ??= listed.origin;
      links.push({from, href: loc, url: `${origin}${listed.pathname}`, fragment: '', hasFragment: false});
    }
  }
  return {links, siteOrigin};
}

// Links that are not what they look like, each with its reason (nothing is skipped silently).
const NOT_LINKS = [
  // The 404 page is served at every missing URL; its locale menu and canonical link point at the URL
  // being read once the page runs, and at the 404 route itself in the template.
  {from: /\/404\.html$/, to: /\/x\/([a-z]{2}\/)?404(\.html)?\/$/},
];

async function fetchPage(url) {
  const response = await fetch(url, {redirect: 'follow'});
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 200 && type.startsWith('text/html')) {
    return {status: 200, finalUrl: response.url, html: await response.text()};
  }
  await response.body?.cancel();
  return {status: response.status, finalUrl: response.url};
}

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`✖ No build in ${buildDir}: run the build first.`);
  process.exit(1);
}
const server = await startServer({root: buildDir, port, brotliQuality: 1});
const origin = new URL(server.url).origin;
const started = Date.now();
try {
  const sitemaps = sitemapLinks(origin);
  const seeds = [...new Set([...builtPageUrls(origin), ...sitemaps.links.map((link) => link.url)])].sort();
  let fetched = 0;
  const crawl = await crawlSite({
    seeds,
    base: BASE,
    siteOrigin: sitemaps.siteOrigin,
    fetchPage,
    onPage: () => {
      fetched += 1;
      if (fetched % 1000 === 0) console.log(`  ${fetched} URLs fetched`);
    },
  });
  crawl.links.push(...sitemaps.links);
  crawl.links = crawl.links.filter(
    (link) => !NOT_LINKS.some((rule) => rule.from.test(link.from) && rule.to.test(new URL(link.url).pathname)),
  );
  const broken = findBroken(crawl);
  const pages = [...crawl.pages.values()].filter((page) => page?.ids).length;
  const seconds = (Date.now() - started) / 1000;
  const local = (url) => (url.startsWith(origin) ? url.slice(origin.length) : url);
  const report = {
    buildDir,
    seconds,
    pages,
    urls: crawl.pages.size,
    internalLinks: crawl.links.length,
    externalLinks: crawl.external,
    broken: broken.map((item) => ({...item, from: local(item.from)})),
  };
  mkdirSync(path.dirname(path.resolve(out)), {recursive: true});
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  for (const item of report.broken) console.log(`✖ ${item.from}: ${item.href} (${item.problem})`);
  console.log(
    `links: ${pages} pages crawled, ${crawl.pages.size} URLs fetched, ${crawl.links.length} internal links ` +
      `checked (${crawl.external} external not fetched), ${broken.length} broken, in ${seconds.toFixed(1)} s`,
  );
  if (broken.length > 0) process.exitCode = 1;
} finally {
  await server.close();
}
