// The link crawler of `npm test` (scripts/check-links.mjs): it fetches every page of a served build
// reachable from its seeds, then judges every link and anchor between them. External links are
// counted, never fetched (the suite runs offline).
import {scanPage} from './htmlLinks.mjs';

// Fragments a browser resolves without an element of that id: the top of the page and text fragments.
const BUILT_IN_FRAGMENTS = /^(top)?$|^:~:/i;

/**
 * Where a link leads, from the page it is on: `{kind: 'internal', url, fragment}` for a URL below
 * the site's base (`url` without its fragment), `{kind: 'external'}` for another origin or a path
 * of the same host outside the base (another app there), `{kind: 'other'}` for `mailto:` and the like.
 * A link to `siteOrigin` (the production host, as canonical and alternate links are written) is
 * read as a link to the served copy.
 */
export function classifyLink(href, pageUrl, base, siteOrigin) {
  let url;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return {kind: 'malformed'};
  }
  if (siteOrigin && url.origin === siteOrigin) url = new URL(`${url.pathname}${url.search}${url.hash}`, pageUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return {kind: 'other'};
  if (url.origin !== new URL(pageUrl).origin || !`${url.pathname}/`.startsWith(base)) return {kind: 'external'};
  let fragment = url.hash.slice(1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // A malformed escape stays as written: it will not match an id, and so is reported.
  }
  url.hash = '';
  return {kind: 'internal', url: url.href, fragment, hasFragment: href.includes('#')};
}

/**
 * Fetches every page below `base` reachable from `seeds` (absolute URLs), each once, `concurrency`
 * at a time. `fetchPage(url)` resolves to `{status, finalUrl, html?}` (`html` for HTML pages only).
 * Resolves with the fetched `pages` (url -> {status, finalUrl, ids?}), the `links` found
 * (`{from, href, url, fragment, hasFragment}`) and the count of external ones.
 */
export async function crawlSite({seeds, base, siteOrigin, fetchPage, concurrency = 8, maxPages = 100_000, onPage}) {
  const pages = new Map();
  const links = [];
  const malformed = [];
  let external = 0;
  const queue = [];
  const enqueue = (url) => {
    if (pages.has(url) || pages.size >= maxPages) return;
    pages.set(url, null);
    queue.push(url);
  };
  seeds.forEach(enqueue);
  const visit = async (url) => {
    let result;
    try {
      result = await fetchPage(url);
    } catch (error) {
      result = {
        status: 0,
        finalUrl: url,
        error: error.cause?.code ? `${error.message}: ${error.cause.code}` : error.message,
      };
    }
    const page = {status: result.status, finalUrl: result.finalUrl ?? url, error: result.error};
    if (result.html !== undefined) {
      const scanned = scanPage(result.html);
      page.ids = scanned.ids;
      for (const {href} of scanned.links) {
        const target = classifyLink(href, page.finalUrl, base, siteOrigin);
        if (target.kind === 'external') external += 1;
        else if (target.kind === 'malformed') malformed.push({from: url, href});
        else if (target.kind === 'internal') {
          links.push({from: url, href, url: target.url, fragment: target.fragment, hasFragment: target.hasFragment});
          enqueue(target.url);
        }
      }
    }
    pages.set(url, page);
    onPage?.(url, page);
  };
  // A pool of `concurrency` visits: each one that ends starts the next queued page, which the
  // pages being read keep adding to, until none is queued and none is running.
  await new Promise((resolve) => {
    let active = 0;
    const pump = () => {
      while (active < concurrency && queue.length > 0) {
        active += 1;
        const url = queue.shift();
        visit(url)
          .catch((error) => pages.set(url, {status: 0, finalUrl: url, error: String(error?.message ?? error)}))
          .finally(() => {
            active -= 1;
            pump();
          });
      }
      if (active === 0 && queue.length === 0) resolve();
    };
    pump();
  });
  return {pages, links, external, malformed};
}

/**
 * The broken links of a crawl: `{from, href, problem}` for a link whose target did not answer 200,
 * or whose fragment names no element of the target page. Sorted by page, then link.
 */
export function findBroken({pages, links, malformed = []}) {
  const broken = malformed.map(({from, href}) => ({from, href, problem: 'malformed URL'}));
  const seen = new Set();
  for (const link of links) {
    const key = `${link.from}\n${link.href}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const target = pages.get(link.url);
    if (!target) continue;
    if (target.status !== 200) {
      const why = target.status === 0 ? `no answer (${target.error ?? 'unknown error'})` : `HTTP ${target.status}`;
      broken.push({from: link.from, href: link.href, problem: why});
    } else if (link.hasFragment && target.ids && !BUILT_IN_FRAGMENTS.test(link.fragment)) {
      if (!target.ids.has(link.fragment)) {
        broken.push({from: link.from, href: link.href, problem: `no element with id "${link.fragment}"`});
      }
    }
  }
  return broken.sort((a, b) => a.from.localeCompare(b.from) || a.href.localeCompare(b.href));
}
