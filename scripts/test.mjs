// `npm test`: every check the project has, in order, stopping at the first failure, then a summary.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';

const fast = process.env.BUILD_FAST === '1';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds}s`);
    summarize();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  console.log("▶ Chromium is missing: installing Debian's chromium with apt");
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo'];
  const env = {DEBIAN_FRONTEND: 'noninteractive'};
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
  ]) {
    const [command, ...rest] = [...sudo, ...args];
    run('install chromium', command, rest, env);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function summarize() {
  const unit = readJson('test-results/jest.json');
  const e2e = readJson('test-results/e2e.json');
  const links = readJson('test-results/links.json');
  let passed = 0;
  let failed = 0;
  console.log('\nSummary');
  if (unit) {
    console.log(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
    passed += unit.numPassedTests;
    failed += unit.numFailedTests;
  }
  if (links) {
    console.log(
      `links: ${links.pages} pages crawled, ${links.internalLinks} links checked, ${links.broken.length} broken`,
    );
    failed += links.broken.length > 0 ? 1 : 0;
    passed += links.broken.length > 0 ? 0 : 1;
  }
  if (e2e) {
    const {expected = 0, unexpected = 0, flaky = 0} = e2e.stats ?? {};
    console.log(`e2e: ${expected + flaky} passed, ${unexpected} failed`);
    passed += expected + flaky;
    failed += unexpected;
  }
  const pages = e2e ? sitePagesChecked(e2e) : undefined;
  if (pages) console.log(`site check: ${pages.opened} pages opened, errors found = ${pages.failed}`);
  console.log(`${passed} passed, ${failed} failed`);
}

/** Counts the page visits of the whole-site check (tests/e2e/all-pages.spec.ts) in Playwright's JSON report. */
function sitePagesChecked(report) {
  let opened = 0;
  let failed = 0;
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.file?.endsWith('all-pages.spec.ts') || !spec.title.startsWith('page ')) continue;
      opened += 1;
      if (!spec.ok) failed += 1;
    }
    (suite.suites ?? []).forEach(visit);
  };
  (report.suites ?? []).forEach(visit);
  return opened > 0 ? {opened, failed} : undefined;
}

ensureChromium();
run('typecheck', 'npx', ['tsc', '--noEmit']);
run('typecheck v8 demos', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.v8.json']);
run('lint', 'npx', ['eslint', '.']);
run('format', 'npx', ['prettier', '--check', '.']);
mkdirSync('test-results', {recursive: true});
// A report of an earlier run must not stand in the summary for a check that did not run this time.
rmSync('test-results/links.json', {force: true});
run('unit tests', 'npx', ['jest', '--json', '--outputFile=test-results/jest.json']);
run('script tests', 'node', [
  '--test',
  'scripts/bench.test.mjs',
  'scripts/search/apiRecords.test.mjs',
  'scripts/links/crawl.test.mjs',
]);
run('translations', 'node', ['scripts/i18n-status.mjs', '--check']);
// The e2e suite tests the production build with the test hosts configured: the service worker
// registers on `localhost` only (the other specs use 127.0.0.1 and run without a worker), and
// the ads come from the stub ad server the suite starts (tests/e2e/support/adStub.ts).
const adStub = `http://127.0.0.1:${process.env.AD_STUB_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1000}`;
const e2eBuildEnv = {
  // Rspack's persistent cache keeps modules built with another run's environment (the ad stub's
  // port, for one), so the tested build is always built afresh, as on a new machine.
  DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
  DOCS_SW_HOSTS: 'localhost',
  ADS_ENABLED: 'true',
  ADS_NETWORK_SCRIPT_URL: `${adStub}/network.js`,
  ADS_PLACEMENT_ID: 'STUB',
  ADS_SERVICE_URL: `${adStub}/ads.json`,
  ADS_BACKERS_URL: `${adStub}/backers/`,
};
run(
  fast ? 'build (BUILD_FAST: English, v8 and 7.29.0)' : 'build (all locales and versions)',
  'npx',
  ['docusaurus', 'build'],
  e2eBuildEnv,
);
// Every link and anchor of every built page, over the build served as a host serves it.
run('links', 'node', ['scripts/check-links.mjs', '--dir', 'build', '--out', 'test-results/links.json']);
run('e2e tests', 'npx', ['playwright', 'test']);
summarize();
