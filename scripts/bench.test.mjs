// Unit tests of the benchmark helpers' plain logic: `node --test scripts/bench.test.mjs`.
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {apiPageToMarkdown, apiPagesOfBuild, toPlainMarkdown} from './bench-build.mjs';
import {combineRuns, measureInRounds, median, summarizeReport} from './bench-lighthouse.mjs';
import {editorFirstEdit, searchFirstResult} from './bench-extras.mjs';
import {evaluateBudgets, summaryLine} from './bench-report.mjs';
import {buildSite, missingFigures} from './bench-run.mjs';
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

/** A site folder and a stand-in for timedBuild that fails the builds named in `failing`. */
function fakeBuilds(failing = []) {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  writeFileSync(path.join(siteDir, 'package.json'), JSON.stringify({browserslist: {production: ['>0.5%']}}));
  mkdirSync(path.join(siteDir, 'node_modules', '.cache', 'rspack'), {recursive: true});
  mkdirSync(path.join(siteDir, 'node_modules', 'babel-loader'), {recursive: true});
  const calls = [];
  const timedBuild = async ({label, cwd, env, logFile}) => {
    calls.push({label, cwd, env});
    mkdirSync(path.join(siteDir, env.DOCUSAURUS_GENERATED_FILES_DIR_NAME), {recursive: true});
    if (failing.includes(label)) throw new Error(`Build "${label}" failed (exit 1); log: ${logFile}`);
    return {seconds: 1, peakMemoryMB: 1};
  };
  return {siteDir, calls, timedBuild};
}

test('cached builds use a cache and a generated-files folder of their own run; a failed cache fill is reported', async () => {
  const {siteDir, calls, timedBuild} = fakeBuilds(['cache fill']);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-run-'));
  const options = {warm: true, full: false};
  const {build, folders} = await buildSite({options, tmp, siteDir, runId: 'run-1', timedBuild});
  assert.deepEqual(
    calls.map((call) => call.label),
    ['cold', 'cache fill'],
  );
  assert.equal(calls[0].env.DOCUSAURUS_NO_PERSISTENT_CACHE, '1');
  // The cached build runs in the run's own working folder, where Rspack keeps its cache.
  assert.equal(calls[1].cwd, folders.cacheHome);
  assert.ok(folders.rspackCache.startsWith(tmp));
  assert.equal(calls[1].env.DOCUSAURUS_GENERATED_FILES_DIR_NAME, '.docusaurus-bench-run-1');
  assert.equal(existsSync(path.join(siteDir, '.docusaurus-bench-run-1')), false);
  // The working folder has the site's browser targets, so the cached builds compile the same JS.
  assert.deepEqual(JSON.parse(readFileSync(path.join(folders.cacheHome, 'package.json'), 'utf8')).browserslist, {
    production: ['>0.5%'],
  });
  // Its node_modules links to the site's packages (loaders resolve there), but not to the site's cache.
  const modules = path.join(folders.cacheHome, 'node_modules');
  assert.equal(
    realpathSync(path.join(modules, 'babel-loader')),
    realpathSync(path.join(siteDir, 'node_modules', 'babel-loader')),
  );
  assert.equal(existsSync(path.join(modules, '.cache')), false);
  assert.match(build.cacheFill.error, /Build "cache fill" failed \(exit 1\)/);
  assert.equal(build.warm.error, 'not run: the cache fill failed');
  // A second run starts from an empty cache of its own.
  const second = await buildSite({
    options,
    tmp: mkdtempSync(path.join(os.tmpdir(), 'bench-run-')),
    siteDir,
    runId: 'run-2',
    timedBuild,
  });
  assert.notEqual(second.folders.rspackCache, folders.rspackCache);

  const results = {build, extra: {}};
  const missing = missingFigures(results);
  assert.deepEqual(missing, [
    `build cacheFill: ${build.cacheFill.error}`,
    'build warm: not run: the cache fill failed',
  ]);
  const budgets = evaluateBudgets({pages: [], baseline: null, navigation: null});
  assert.match(summaryLine(budgets, missing), /^INCOMPLETE RUN \(2 figures missing\)/);
});

test('a failed cold build stops the run with its reason and leaves no generated folder', async () => {
  const {siteDir, timedBuild} = fakeBuilds(['cold']);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-run-'));
  await assert.rejects(
    buildSite({options: {warm: true}, tmp, siteDir, runId: 'run-3', timedBuild}),
    /Build "cold" failed/,
  );
  assert.equal(existsSync(path.join(siteDir, '.docusaurus-bench-run-3')), false);
});

test('a missing editor measure is a missing row, not a crash; its figure is budgeted at 80 KB', async () => {
  const absent = Object.assign(new Error("Cannot find module '/x/scripts/bench-editor.mjs'"), {
    code: 'ERR_MODULE_NOT_FOUND',
  });
  const launch = async () => assert.fail('no browser without a measure');
  assert.deepEqual(await editorFirstEdit({origin: 'http://o', launch, importer: async () => Promise.reject(absent)}), {
    missing: 'scripts/bench-editor.mjs does not exist',
  });
  assert.deepEqual(await editorFirstEdit({origin: 'http://o', launch, importer: async () => ({})}), {
    missing: 'scripts/bench-editor.mjs exports no firstEditBytes',
  });
  const browser = {closed: false, close: async () => (browser.closed = true)};
  const measured = await editorFirstEdit({
    origin: 'http://o',
    launch: async () => browser,
    importer: async () => ({firstEditBytes: async ({origin}) => ({bytes: origin === 'http://o' ? 90 * 1024 : 0})}),
  });
  assert.deepEqual(measured, {bytes: 90 * 1024});
  assert.equal(browser.closed, true);

  const rows = (editor) =>
    evaluateBudgets({pages: [], baseline: null, navigation: null, extra: {editorFirstEdit: editor}}).filter((row) =>
      row.name.startsWith('editor'),
    );
  assert.deepEqual(rows({missing: 'scripts/bench-editor.mjs does not exist'}), [
    {
      name: 'editor first edit (compressed)',
      value: null,
      limit: '< 80 KB',
      pass: false,
      missing: 'scripts/bench-editor.mjs does not exist',
    },
  ]);
  assert.equal(rows(measured)[0].pass, false);
  assert.equal(rows({bytes: 70 * 1024})[0].pass, true);
  assert.deepEqual(
    missingFigures({build: {}, extra: {editorFirstEdit: {missing: 'x'}, searchFirstResult: {ms: 1, bytes: 2}}}),
    ['editorFirstEdit: x'],
  );
  assert.equal(summaryLine(rows({bytes: 70 * 1024}), []), '1 budgets passed, 0 failed, 0 missing');
});

test('a search measure that fails is recorded with its reason', async () => {
  const failed = await searchFirstResult({
    origin: 'http://o',
    measure: async () => Promise.reject(new Error('no dialog')),
  });
  assert.deepEqual(failed, {error: 'no dialog'});
  const figures = await searchFirstResult({
    origin: 'http://o',
    measure: async ({url, query}) => ({ms: 1, bytes: url.length, query}),
  });
  assert.equal(figures.page, '/x/introduction/licensing/');
  assert.equal(figures.query, 'sorting');
});
