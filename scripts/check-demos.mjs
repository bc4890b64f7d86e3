// `npm run demos:check -- <files or folders>`: renders each demo in Debian's Chromium and fails on
// a build error, an exception, an error caught by the demo's boundary, an empty render, or a console
// error or warning (the tolerated ones of tests/e2e/support/tolerated.ts aside). A writer's check
// before the full build: seconds for a page's demos. `--shots DIR` saves a PNG of each demo.
import {existsSync, mkdirSync, readdirSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {bundleDemos} from './demo-check/bundle.mjs';
import {checkInBrowser} from './demo-check/browser.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url));

function parseArgs(argv) {
  const options = {inputs: [], shots: undefined};
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--shots') options.shots = path.resolve(argv[(i += 1)] ?? 'demo-shots');
    else options.inputs.push(argv[i]);
  }
  return options;
}

/** Demo files: a `.tsx` file with a default export, not a test; folders are searched (not recursively). */
function collectFiles(inputs) {
  const files = [];
  for (const input of inputs) {
    const full = path.resolve(input);
    if (!existsSync(full)) throw new Error(`${input} does not exist`);
    const candidates = statSync(full).isDirectory() ? readdirSync(full).map((name) => path.join(full, name)) : [full];
    files.push(...candidates.filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file)));
  }
  return [...new Set(files)].sort();
}

async function main() {
  const {inputs, shots} = parseArgs(process.argv.slice(2));
  const files = collectFiles(inputs);
  if (files.length === 0) {
    console.error('Name demo files or folders: npm run demos:check -- versioned_docs/version-7.29.0/react-charts');
    process.exit(2);
  }
  const {versionPackageRules} = jiti('../plugins/v8-packages/index.ts');
  const {TOLERATED} = jiti('../tests/e2e/support/tolerated.ts');
  // A folder per run: writers (and several helpers) may check demos at the same time.
  const outDir = path.join(siteDir, 'node_modules', '.cache', 'demo-check', String(process.pid));
  rmSync(outDir, {recursive: true, force: true});
  console.log(`Bundling ${files.length} demo file(s)…`);
  const buildErrors = await bundleDemos({
    files,
    siteDir,
    outDir,
    rules: versionPackageRules(siteDir, ['en', 'zh', 'pt']),
  });
  if (buildErrors.length > 0) {
    console.error(buildErrors.join('\n\n'));
    process.exit(1);
  }
  if (shots) mkdirSync(shots, {recursive: true});
  const names = files.map((file) => path.relative(siteDir, file));
  const results = await checkInBrowser({dir: outDir, names, tolerated: TOLERATED, shots});
  rmSync(outDir, {recursive: true, force: true});
  let failed = 0;
  for (const {name, problems} of results) {
    if (problems.length === 0) {
      console.log(`  ok    ${name}`);
    } else {
      failed += 1;
      console.log(
        `  FAIL  ${name}\n${problems.map((problem) => `        ${problem.split('\n').slice(0, 8).join('\n        ')}`).join('\n')}`,
      );
    }
  }
  console.log(`\n${results.length - failed} passed, ${failed} failed${shots ? `; screenshots in ${shots}` : ''}`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
