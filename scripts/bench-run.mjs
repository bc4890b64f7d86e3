// The builds of one `npm run bench` run and what a run is missing. Each cached build starts from a
// persistent cache of its own run, so no earlier build (another profile, another checkout state,
// another generated-files folder) can leak modules into the figures.
import {mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The folders of one run, all new: the generated-files folder (inside the site, as Docusaurus
 * resolves its modules from there), and the working folder of the cached builds. Rspack keeps its
 * persistent cache in `<working folder>/node_modules/.cache/rspack` (Docusaurus leaves Rspack's
 * `context` to the process's working folder), so a working folder per run is a cache per run.
 */
export function runFolders({siteDir, tmp, runId}) {
  return {
    generated: `.docusaurus-bench-${runId}`,
    cacheHome: path.join(tmp, 'cache-home'),
    rspackCache: path.join(tmp, 'cache-home', 'node_modules', '.cache', 'rspack'),
    siteDir,
  };
}

/**
 * Prepares the working folder of the cached builds: Docusaurus Faster reads the browser targets
 * from the `package.json` of the working folder, so it gets the site's, and the built JS is the
 * same. Its `node_modules` links to each package of the site's (the PWA plugin's service-worker
 * build resolves `babel-loader` from there), all but `.cache`, which stays the run's own.
 */
export function prepareCacheHome(folders) {
  rmSync(folders.cacheHome, {recursive: true, force: true});
  const modules = path.join(folders.cacheHome, 'node_modules');
  mkdirSync(modules, {recursive: true});
  const siteModules = path.join(folders.siteDir, 'node_modules');
  for (const entry of readdirSync(siteModules)) {
    if (entry !== '.cache') symlinkSync(path.join(siteModules, entry), path.join(modules, entry));
  }
  const sitePackage = JSON.parse(readFileSync(path.join(folders.siteDir, 'package.json'), 'utf8'));
  const targets = {name: 'bench-cache-home', private: true, browserslist: sitePackage.browserslist};
  writeFileSync(path.join(folders.cacheHome, 'package.json'), `${JSON.stringify(targets, null, 2)}\n`);
}

/**
 * Builds the site cold (no persistent cache), then, unless `warm` is off, twice with the run's own
 * cache: the first fills it, the second reads it. `timedBuild` is scripts/bench-build.mjs's (a
 * stand-in in the tests). A failed cold build throws (no page can be measured); a failed cached
 * build is recorded with its reason, and a warm build that cannot run says why.
 */
export async function buildSite({options, tmp, siteDir, runId, timedBuild}) {
  const folders = runFolders({siteDir, tmp, runId});
  const env = {
    ...(options.full ? {} : {BUILD_FAST: '1'}),
    ADS_ENABLED: 'false',
    DOCUSAURUS_GENERATED_FILES_DIR_NAME: folders.generated,
  };
  const build = {};
  const outDir = path.join(tmp, 'site');
  const log = (key) => path.join(tmp, `${key}.log`);
  try {
    const cold = {...env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
    build.cold = await timedBuild({siteDir, cwd: siteDir, outDir, env: cold, label: 'cold', logFile: log('cold')});
    if (!options.warm) return {outDir, build, folders};
    prepareCacheHome(folders);
    const warmOut = path.join(tmp, 'site-warm');
    const cached = {siteDir, cwd: folders.cacheHome, outDir: warmOut, env};
    for (const [key, label] of [
      ['cacheFill', 'cache fill'],
      ['warm', 'warm'],
    ]) {
      if (build.cacheFill?.error) {
        build[key] = {error: `not run: the cache fill failed`};
        continue;
      }
      try {
        build[key] = await timedBuild({...cached, label, logFile: log(key)});
      } catch (error) {
        console.error(`✖ ${error.message}`);
        build[key] = {error: error.message};
      }
    }
    rmSync(warmOut, {recursive: true, force: true});
    return {outDir, build, folders};
  } finally {
    rmSync(path.join(siteDir, folders.generated), {recursive: true, force: true});
  }
}

/**
 * The figures a run could not produce, each with its reason: failed builds, and rows whose
 * measure failed or is not available (`{error}` or `{missing}` in `results.extra`).
 */
export function missingFigures(results) {
  const missing = [];
  for (const [name, item] of Object.entries(results.build ?? {})) {
    if (item?.error) missing.push(`build ${name}: ${item.error}`);
  }
  for (const [name, item] of Object.entries(results.extra ?? {})) {
    const reason = item?.error ?? item?.missing;
    if (reason) missing.push(`${name}: ${reason}`);
  }
  return missing;
}
