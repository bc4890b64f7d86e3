// Unit tests of the link crawler: `node --test scripts/links/crawl.test.mjs`.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {classifyLink, crawlSite, findBroken} from './crawl.mjs';
import {decodeAttribute, scanPage} from './htmlLinks.mjs';

test('a minified page gives its links, quoted or not, and its ids, but not the text of scripts', () => {
  const html =
    '<!doctype html><html><head><link rel=canonical href=https://mui.com/x/a/ /><link rel=stylesheet href=/x/s.css>' +
    '<script>document.write("<a href=/x/not-a-link/>")</script></head><body>' +
    '<h2 id=props class="anchor x">Props</h2><a href=/x/b/#props class=menu>B</a>' +
    '<a href=\'/x/c/?q=1&amp;r=2\'>C</a><a name=legacy></a><area href="#top"><a>no href</a>' +
    '<div data-x="a > b" id="tricky">text</div></body></html>';
  const {links, ids} = scanPage(html);
  assert.deepEqual(
    links.map((link) => link.href),
    ['https://mui.com/x/a/', '/x/b/#props', '/x/c/?q=1&r=2', '#top'],
  );
  assert.deepEqual([...ids].sort(), ['legacy', 'props', 'tricky']);
  assert.equal(decodeAttribute('a&#39;b&#x2F;&unknown;'), "a'b/&unknown;");
});

test('links are internal below the base URL, external elsewhere, and the production host is the served one', () => {
  const page = 'http://127.0.0.1:4190/x/zh/react-data-grid/';
  assert.deepEqual(classifyLink('../api/#props', page, '/x/'), {
    kind: 'internal',
    url: 'http://127.0.0.1:4190/x/zh/api/',
    fragment: 'props',
    hasFragment: true,
  });
  assert.equal(classifyLink('https://mui.com/x/a/', page, '/x/', 'https://mui.com').url, 'http://127.0.0.1:4190/x/a/');
  assert.equal(classifyLink('https://mui.com/x/a/', page, '/x/').kind, 'external');
  assert.equal(classifyLink('/material-ui/', page, '/x/').kind, 'external');
  assert.equal(classifyLink('/x', page, '/x/').kind, 'internal');
  assert.equal(classifyLink('mailto:a@b.c', page, '/x/').kind, 'other');
  assert.equal(classifyLink('http://[oops', page, '/x/').kind, 'malformed');
  assert.equal(classifyLink('#%E4%B8%AD', page, '/x/').fragment, '中');
});

/** A served site of a few pages: path -> HTML, or a status. */
function fakeSite(pages) {
  const fetched = [];
  const fetchPage = async (url) => {
    fetched.push(url);
    const page = pages[new URL(url).pathname];
    if (page === undefined) return {status: 404, finalUrl: url};
    if (typeof page === 'number') return {status: page, finalUrl: url};
    return {status: 200, finalUrl: url, html: page};
  };
  return {fetchPage, fetched};
}

test('the crawl reaches every linked page once and reports missing pages and anchors', async () => {
  const site = fakeSite({
    '/x/': '<a href=/x/a/>A</a><a href=/x/b/#intro>B</a><a href="#top">top</a><a href=https://github.com/>out</a>',
    '/x/a/': '<h2 id=usage>Usage</h2><a href=/x/>home</a><a href=#usage>here</a><a href=/x/gone/>gone</a>',
    '/x/b/': '<h2 id=overview>Overview</h2><a href=/x/a/#usage>A usage</a><a href=/x/a/#missing>A missing</a>',
    '/x/boom/': 500,
  });
  const crawl = await crawlSite({seeds: ['http://s/x/', 'http://s/x/boom/'], base: '/x/', fetchPage: site.fetchPage});
  assert.deepEqual([...site.fetched].sort(), [
    'http://s/x/',
    'http://s/x/a/',
    'http://s/x/b/',
    'http://s/x/boom/',
    'http://s/x/gone/',
  ]);
  assert.equal(crawl.external, 1);
  assert.deepEqual(findBroken(crawl), [
    {from: 'http://s/x/', href: '/x/b/#intro', problem: 'no element with id "intro"'},
    {from: 'http://s/x/a/', href: '/x/gone/', problem: 'HTTP 404'},
    {from: 'http://s/x/b/', href: '/x/a/#missing', problem: 'no element with id "missing"'},
  ]);
});

test('a page that cannot be fetched is a broken link with the reason, not a crash', async () => {
  const fetchPage = async (url) => {
    if (url.endsWith('/down/')) throw new Error('connection reset');
    return {status: 200, finalUrl: url, html: '<a href=/x/down/>down</a>'};
  };
  const crawl = await crawlSite({seeds: ['http://s/x/'], base: '/x/', fetchPage, concurrency: 2});
  assert.deepEqual(findBroken(crawl), [
    {from: 'http://s/x/', href: '/x/down/', problem: 'no answer (connection reset)'},
  ]);
});
