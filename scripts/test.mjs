// `npm test`: every check the project has, in order, stopping at the first failure, then a summary.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';

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
  let passed = 0;
  let failed = 0;
  console.log('\nSummary');
  if (unit) {
    console.log(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
    passed += unit.numPassedTests;
    failed += unit.numFailedTests;
  }
  if (e2e) {
    const {expected = 0, unexpected = 0, flaky = 0} = e2e.stats ?? {};
    console.log(`e2e: ${expected + flaky} passed, ${unexpected} failed`);
    passed += expected + flaky;
    failed += unexpected;
  }
  console.log(`${passed} passed, ${failed} failed`);
}

ensureChromium();
run('typecheck', 'npx', ['tsc', '--noEmit']);
run('lint', 'npx', ['eslint', '.']);
run('format', 'npx', ['prettier', '--check', '.']);
mkdirSync('test-results', {recursive: true});
run('unit tests', 'npx', ['jest', '--json', '--outputFile=test-results/jest.json']);
run(fast ? 'build (BUILD_FAST: English, v8 and 7.29.0)' : 'build (all locales and versions)', 'npx', [
  'docusaurus',
  'build',
]);
run('e2e tests', 'npx', ['playwright', 'test']);
summarize();
