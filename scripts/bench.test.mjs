// Unit tests of the benchmark helpers' plain logic: `node --test scripts/bench.test.mjs`.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {apiPageToMarkdown, apiPagesOfBuild, toPlainMarkdown} from './bench-build.mjs';
import {combineRuns, measureInRounds, median, summarizeReport} from './bench-lighthouse.mjs';
import {evaluateBudgets} from './bench-report.mjs';
import {pickEncoding, resolveRequest} from './bench-server.mjs';

test('the baseline keeps the Markdown and drops imports and custom JSX outside code fences', () => {
  const page = [
    '---',
    'title: Sorting',
    '---',
    "import Tabs from '@theme/Tabs';",
    '',
    '# Sorting',
    '',
    '<Demo file="./Sort.tsx" />',
    '<Tabs groupId="pm">',
    '<TabItem',
    '  value="npm">',
    '',
    'npm install',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '```tsx',
    "import {DataGrid} from '@mui/x-data-grid';",
    '<DataGrid />',
    '```',
  ].join('\n');
  assert.equal(
    toPlainMarkdown(page),
    [
      '---',
      'title: Sorting',
      '---',
      '',
      '# Sorting',
      '',
      '',
      'npm install',
      '',
      '',
      '```tsx',
      "import {DataGrid} from '@mui/x-data-grid';",
      '<DataGrid />',
      '```',
    ].join('\n'),
  );
});

test('a built API page becomes plain Markdown with its headings, list items and table rows', () => {
  const html =
    '<html><body><nav>Site navbar</nav><main><article><nav class=b><a href=/x/api/>API reference</a></nav>' +
    '<header><h1>DataGrid API</h1></header><section><h2 id=demos>Demos<a href=#demos>\u200b</a></h2>' +
    '<ul><li><a href=/x/react-data-grid/sorting/>Sorting</a><li><a href=/x/react-data-grid/editing/>Editing</a></ul>' +
    '<h2 id=props>Props</h2><table><thead><tr><th>Name<th>Type<tbody><tr id=prop-apiRef><td><code>apiRef</code>' +
    '<td><code>RefObject&lt;GridApi></code></table><button>Copy</button><svg><path d=M0/></svg>' +
    '<p>Rows &amp; columns.</section></article></main></body></html>';
  assert.equal(
    apiPageToMarkdown(html),
    [
      '# DataGrid API',
      '',
      '## Demos',
      '',
      '- Sorting',
      '- Editing',
      '',
      '## Props',
      '',
      '- Name | Type',
      '- apiRef | RefObject&lt;GridApi>',
      '',
      'Rows &amp; columns.',
      '',
    ].join('\n'),
  );
  assert.equal(apiPageToMarkdown('<html><body><p>No article</p></body></html>'), null);
});

test('the generated API pages of a build go to the baseline, the product overviews stay MDX docs', () => {
  const build = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const page = (route, title) => {
    mkdirSync(path.join(build, route), {recursive: true});
    writeFileSync(path.join(build, route, 'index.html'), `<article><h1>${title}</h1></article>`);
  };
  page('api/data-grid', 'Data Grid API');
  page('api/data-grid/data-grid', 'DataGrid API');
  page('v8/api/charts/bar-chart', 'BarChart API');
  page('react-data-grid/sorting', 'Sorting');
  const pages = apiPagesOfBuild(build).sort((a, b) => a.prefix.localeCompare(b.prefix));
  assert.deepEqual(pages, [
    {prefix: '', relative: path.join('api', 'data-grid', 'data-grid', 'index.md'), markdown: '# DataGrid API\n'},
    {prefix: 'v8', relative: path.join('api', 'charts', 'bar-chart', 'index.md'), markdown: '# BarChart API\n'},
  ]);
});

test('median takes the middle value and ignores missing figures', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([null, 5, undefined]), 5);
  assert.equal(median([]), null);
});

test('combined runs keep per-figure medians and every MUI X package seen', () => {
  const run = (performance, muiX) => ({
    performance,
    lcpMs: performance * 10,
    muiX,
    scripts: [{url: `/${performance}`}],
  });
  const combined = combineRuns([run(70, []), run(90, ['x-charts']), run(80, [])]);
  assert.equal(combined.performance, 80);
  assert.equal(combined.lcpMs, 800);
  assert.deepEqual(combined.muiX, ['x-charts']);
  assert.deepEqual(combined.scripts, [{url: '/80'}]);
});

test('a report names the elements that shifted, and combined runs keep them for the runs that had any', () => {
  const report = (shifts) => ({
    categories: {performance: {score: 0.9}},
    audits: {
      'cumulative-layout-shift': {numericValue: shifts.reduce((total, item) => total + item.score, 0)},
      'layout-shifts': {details: {items: shifts}},
    },
  });
  const where = {origin: 'http://127.0.0.1:4170', baseUrl: '/x/', buildDir: '/nowhere'};
  const shifted = summarizeReport(
    report([
      {node: {selector: 'div.demo > header', snippet: '<header>'}, score: 0.0003},
      {node: {}, score: 0.0001},
    ]),
    where,
  );
  assert.equal(shifted.performance, 90);
  assert.deepEqual(shifted.layoutShifts, [
    {element: 'div.demo > header', score: 0.0003},
    {element: 'unknown', score: 0.0001},
  ]);
  const still = summarizeReport(report([]), where);
  assert.deepEqual(still.layoutShifts, []);
  const combined = combineRuns([shifted, still, still]);
  assert.deepEqual(combined.runs[0].layoutShifts, shifted.layoutShifts);
  assert.equal('layoutShifts' in combined.runs[1], false);
});

test('Lighthouse runs go in rounds over the baseline and the pages, and each target keeps its own runs', async () => {
  const calls = [];
  let clock = 0;
  const measure = async ({url, preset}) => {
    calls.push(`${url} ${preset}`);
    clock += 1;
    return {performance: clock, muiX: [], scripts: []};
  };
  const targets = [
    {url: 'base', buildDir: 'b', label: 'baseline'},
    {url: 'grid', buildDir: 's', label: 'grid'},
  ];
  const figures = await measureInRounds({chrome: {}, targets, runs: 3, presets: ['mobile', 'desktop'], measure});
  assert.deepEqual(calls.slice(0, 5), ['base mobile', 'base desktop', 'grid mobile', 'grid desktop', 'base mobile']);
  assert.equal(calls.length, 12);
  // The baseline's mobile runs were the 1st, 5th and 9th measures: their median is the 5th.
  assert.equal(figures[0].mobile.performance, 5);
  assert.equal(figures[1].desktop.performance, 8);
});

test('the server maps the base URL to files, folders to index pages and redirects folders without a slash', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
  mkdirSync(path.join(root, 'guide'));
  writeFileSync(path.join(root, 'index.html'), 'home');
  writeFileSync(path.join(root, 'guide', 'index.html'), 'guide');
  assert.deepEqual(resolveRequest(root, '/x/', '/x/'), {status: 200, file: path.join(root, 'index.html')});
  assert.deepEqual(resolveRequest(root, '/x/', '/x/guide/?a=1'), {
    status: 200,
    file: path.join(root, 'guide', 'index.html'),
  });
  assert.deepEqual(resolveRequest(root, '/x/', '/x/guide'), {status: 301, location: '/x/guide/'});
  assert.deepEqual(resolveRequest(root, '/x/', '/x'), {status: 301, location: '/x/'});
  assert.equal(resolveRequest(root, '/x/', '/other/').status, 404);
  assert.equal(resolveRequest(root, '/x/', '/x/../../etc/passwd').status, 404);
  assert.equal(resolveRequest(root, '/x/', '/x/%E0%A4%A').status, 400);
});

test('the server prefers brotli, then gzip', () => {
  assert.equal(pickEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(pickEncoding('gzip;q=1.0'), 'gzip');
  assert.equal(pickEncoding(undefined), 'identity');
});

const figures = (overrides = {}) => ({performance: 96, cls: 0, jsTransferBytes: 100_000, muiX: [], ...overrides});
const page = (name, kind, mobile = {}, desktop = {}) => ({
  name,
  kind,
  mobile: figures(mobile),
  desktop: figures(desktop),
});

test('budgets pass when every page meets the issue limits', () => {
  const pages = [
    page('guide', 'guide', {performance: 75, jsTransferBytes: 110_000}),
    page('data-grid', 'demo', {performance: 70, muiX: ['x-data-grid']}),
  ];
  const baseline = page('guide', 'guide', {performance: 75});
  const rows = evaluateBudgets({pages, baseline, navigation: {medianMs: 60}});
  assert.deepEqual(
    rows.filter((row) => !row.pass),
    [],
  );
});

test('budgets fail on MUI X code in the guide page, too much JS, a shift and a slow navigation', () => {
  const pages = [
    page('guide', 'guide', {performance: 74, jsTransferBytes: 116_000, muiX: ['x-data-grid']}),
    page('data-grid', 'demo', {performance: 69, cls: 0.01}),
  ];
  const baseline = page('guide', 'guide', {performance: 75});
  const failed = evaluateBudgets({pages, baseline, navigation: {medianMs: 150}})
    .filter((row) => !row.pass)
    .map((row) => row.name);
  assert.deepEqual(failed, [
    'mobile performance, guide vs baseline',
    'mobile performance, data-grid vs baseline - 5',
    'CLS, data-grid',
    'guide page loads no MUI X code',
    'guide page compressed JS vs baseline x 1.15',
    'Data Grid page loads grid code',
    'grid code on no other listed page',
    'client-side navigation between Data Grid pages',
  ]);
});
