// `npm run bench`: builds the site and a plain Docusaurus baseline, serves both compressed,
// runs Lighthouse and a client-side navigation timing, prints a table and budgets, and writes
// bench/results.json. Options: --runs N (default 3), --nav-runs N (default 7), --no-warm (skip the warm builds),
// --full (every version and locale instead of BUILD_FAST), --build-dir DIR (measure an existing
// build, skip our builds), --keep (keep the temporary folder), --out FILE.
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {apiPagesOfBuild, createBaselineSite, timedBuild} from './bench-build.mjs';
import {editorFirstEdit, searchFirstResult} from './bench-extras.mjs';
import {launchChrome, measureInRounds} from './bench-lighthouse.mjs';
import {measureClientNavigation, warmUp} from './bench-nav.mjs';
import {evaluateBudgets, printReport} from './bench-report.mjs';
import {buildSite, missingFigures} from './bench-run.mjs';
import {startServer} from './bench-server.mjs';

export const PAGES = [
  {name: 'home', path: '/x/', kind: 'home'},
  {name: 'guide', path: '/x/introduction/licensing/', kind: 'guide'},
  {name: 'data-grid', path: '/x/react-data-grid/', kind: 'demo'},
  {name: 'charts', path: '/x/react-charts/bars/', kind: 'demo'},
  {name: 'pickers', path: '/x/react-date-pickers/date-picker/', kind: 'demo'},
  {name: 'api', path: '/x/api/data-grid/data-grid/', kind: 'api'},
];
const NAVIGATION = {from: '/x/react-data-grid/', to: '/x/react-data-grid/getting-started/'};
const PORTS = {site: 4170, baseline: 4171, chrome: 4179};
const PRESETS = ['mobile', 'desktop'];

function parseArgs(argv) {
  const value = (name) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const count = (name, fallback) => {
    const parsed = Number.parseInt(value(name) ?? String(fallback), 10);
    return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    runs: count('--runs', 3),
    // A navigation lasts ~0.1 s, so one busy moment of the machine moves a run by tens of percent:
    // the median of seven is steadier than the median of three.
    navRuns: count('--nav-runs', 7),
    warm: !argv.includes('--no-warm'),
    full: argv.includes('--full'),
    buildDir: value('--build-dir'),
    keep: argv.includes('--keep'),
    out: value('--out') ?? 'bench/results.json',
  };
}

function chromiumVersion() {
  const result = spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {encoding: 'utf8'});
  return (result.stdout ?? '').trim() || null;
}

async function buildBaseline(tmp, options, siteBuildDir) {
  const siteDir = path.join(tmp, 'baseline');
  const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
  // The same Markdown as the measured build: 7.29.0 at the root, v8 under v8/ (all versions with --full).
  const sources = [
    {dir: path.resolve('versioned_docs/version-7.29.0'), prefix: ''},
    {dir: path.resolve('docs'), prefix: 'v8'},
    ...(options.full ? ['6', '5', '4'] : []).map((name) => ({
      dir: path.resolve(`versioned_docs/version-${name}`),
      prefix: `v${name}`,
    })),
  ];
  const extraPages = apiPagesOfBuild(siteBuildDir);
  const copied = createBaselineSite({siteDir, sources, packageJson, extraPages});
  const outDir = path.join(tmp, 'baseline-build');
  const env = {DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
  const build = await timedBuild({siteDir, outDir, env, label: 'baseline', logFile: path.join(tmp, 'baseline.log')});
  return {outDir, build, copied};
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mui-x-bench-'));
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const cleanups = [];
  try {
    let siteBuildDir = options.buildDir ? path.resolve(options.buildDir) : null;
    let build = {};
    if (!siteBuildDir) {
      const siteDir = process.cwd();
      const runId = path.basename(tmp);
      ({outDir: siteBuildDir, build} = await buildSite({options, tmp, siteDir, runId, timedBuild}));
    }
    const baseline = await buildBaseline(tmp, options, siteBuildDir);
    build.baseline = baseline.build;

    const site = await startServer({root: siteBuildDir, port: PORTS.site});
    cleanups.push(site.close);
    const base = await startServer({root: baseline.outDir, port: PORTS.baseline});
    cleanups.push(base.close);
    const origin = (server) => server.url.replace(/\/x\/$/, '');
    const guideBaselineUrl = `${origin(base)}/x/introduction/licensing/`;
    await warmUp([
      ...PAGES.map((page) => `${origin(site)}${page.path}`),
      `${origin(site)}${NAVIGATION.to}`,
      guideBaselineUrl,
      `${origin(base)}${NAVIGATION.from}`,
      `${origin(base)}${NAVIGATION.to}`,
    ]);

    console.log(`▶ client-side navigation ${NAVIGATION.from} -> ${NAVIGATION.to}`);
    const navigation = await measureClientNavigation({
      fromUrl: `${origin(site)}${NAVIGATION.from}`,
      targetPath: NAVIGATION.to,
      runs: options.navRuns,
    });
    // The same navigation on the plain Docusaurus baseline, for scale (the budget is absolute).
    const baselineNavigation = await measureClientNavigation({
      fromUrl: `${origin(base)}${NAVIGATION.from}`,
      targetPath: NAVIGATION.to,
      runs: options.navRuns,
      requireDemo: false,
    }).catch((error) => ({error: error.message}));
    navigation.baseline = baselineNavigation;

    console.log('▶ first search result and first edit in the live editor');
    const extra = {
      searchFirstResult: await searchFirstResult({origin: origin(site)}),
      editorFirstEdit: await editorFirstEdit({
        origin: origin(site),
        launch: () =>
          chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox']}),
      }),
    };

    const chrome = await launchChrome(PORTS.chrome);
    cleanups.push(async () => chrome.kill());
    const targets = [
      {url: guideBaselineUrl, buildDir: baseline.outDir, label: 'baseline'},
      ...PAGES.map((page) => ({url: `${origin(site)}${page.path}`, buildDir: siteBuildDir, label: page.name})),
    ];
    const [baselineFigures, ...pageFigures] = await measureInRounds({
      chrome,
      targets,
      runs: options.runs,
      presets: PRESETS,
    });
    const baselineGuide = {name: 'guide', path: '/x/introduction/licensing/', ...baselineFigures};
    const pages = PAGES.map((page, index) => ({...page, ...pageFigures[index]}));

    const budgets = evaluateBudgets({pages, baseline: baselineGuide, navigation, extra});
    const results = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        memoryGB: Math.round(os.totalmem() / 2 ** 30),
        loadAverageBefore: loadBefore.map((value) => Number(value.toFixed(2))),
        loadAverageAfter: os.loadavg().map((value) => Number(value.toFixed(2))),
        node: process.version,
        chromium: chromiumVersion(),
      },
      settings: {
        profile: options.full ? 'full' : 'BUILD_FAST=1',
        ads: false,
        lighthouseRuns: options.runs,
        navigationRuns: options.navRuns,
        compression: 'brotli (quality 11), gzip fallback',
        reusedBuild: Boolean(options.buildDir),
      },
      build,
      extra,
      pages,
      baseline: {pages: baseline.copied, guide: baselineGuide},
      navigation,
      budgets,
    };
    // A failed build or a measure that did not run leaves figures out: the run says which, and fails.
    results.missing = missingFigures(results);
    mkdirSync(path.dirname(path.resolve(options.out)), {recursive: true});
    writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`);
    printReport({...results, baseline: baselineGuide});
    console.log(`\nWrote ${options.out}`);
    if (budgets.some((row) => !row.pass) || results.missing.length > 0) process.exitCode = 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    if (options.keep) console.log(`Kept ${tmp}`);
    else rmSync(tmp, {recursive: true, force: true});
  }
}

main().catch((error) => {
  // A failed cold or baseline build leaves nothing to measure: the run stops with the reason.
  console.error(`\n✖ The bench run failed, no figures were written: ${error.message}`);
  process.exit(1);
});
