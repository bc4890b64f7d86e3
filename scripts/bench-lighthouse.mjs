// Lighthouse runs for the benchmarks (Debian Chromium, no browser download) and the figures
// read from each report, including which MUI X packages the page's scripts contain.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Strings found only in each package's runtime code (error messages kept in production builds).
export const MUI_X_MARKERS = {
  'x-data-grid': 'requires all rows to have a unique',
  'x-charts': 'Could not find the svg ref context',
  'x-date-pickers': 'Can not find the date and time pickers localization context',
  'x-tree-view': 'Could not find the Tree View context',
};

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The MUI X packages whose code is in the given script files of a build. */
export function muiXPackagesIn(files) {
  const found = new Set();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const [name, marker] of Object.entries(MUI_X_MARKERS)) if (source.includes(marker)) found.add(name);
  }
  return [...found].sort();
}

/** The build file behind a script URL of the served site, or null (inline or third-party). */
export function buildFileForUrl(url, origin, baseUrl, buildDir) {
  if (!url.startsWith(`${origin}${baseUrl}`)) return null;
  const file = path.join(buildDir, new URL(url).pathname.slice(baseUrl.length));
  return existsSync(file) && file.endsWith('.js') ? file : null;
}

/** The figures of one Lighthouse report. */
export function summarizeReport(lhr, {origin, baseUrl, buildDir}) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const treemap = audit('script-treemap-data')?.details?.nodes ?? [];
  const executedUrls = new Set(treemap.map((node) => node.name));
  const executedScripts = scripts.filter((item) => executedUrls.has(item.url));
  const sum = (items, key) => items.reduce((total, item) => total + (item[key] ?? 0), 0);
  const executedFiles = executedScripts
    .map((item) => buildFileForUrl(item.url, origin, baseUrl, buildDir))
    .filter((file) => file !== null);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint')?.numericValue ?? null,
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? null,
    tbtMs: audit('total-blocking-time')?.numericValue ?? null,
    cls: audit('cumulative-layout-shift')?.numericValue ?? null,
    // What moved, so that a shift can be traced after the run: each element and its part of CLS.
    layoutShifts: (audit('layout-shifts')?.details?.items ?? []).map((item) => ({
      element: item.node?.selector ?? item.node?.snippet ?? 'unknown',
      score: item.score,
    })),
    jsTransferBytes: sum(scripts, 'transferSize'),
    jsExecutedTransferBytes: sum(executedScripts, 'transferSize'),
    jsExecutedBytes: sum(treemap, 'resourceBytes'),
    jsUsedBytes: sum(treemap, 'resourceBytes') - sum(treemap, 'unusedBytes'),
    jsBootupMs: audit('bootup-time')?.numericValue ?? null,
    scriptCount: executedScripts.length,
    muiX: muiXPackagesIn(executedFiles),
    scripts: executedScripts
      .map((item) => ({url: item.url.replace(origin, ''), transferBytes: item.transferSize}))
      .sort((a, b) => b.transferBytes - a.transferBytes),
  };
}

const NUMERIC_KEYS = [
  'performance',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsTransferBytes',
  'jsExecutedTransferBytes',
  'jsExecutedBytes',
  'jsUsedBytes',
  'jsBootupMs',
  'scriptCount',
];

/** Per-figure medians of several runs; script lists and MUI X packages come from the median-score run. */
export function combineRuns(runs) {
  const combined = {};
  for (const key of NUMERIC_KEYS) combined[key] = median(runs.map((run) => run[key]));
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = byScore[Math.floor(byScore.length / 2)];
  return {
    ...combined,
    muiX: [...new Set(runs.flatMap((run) => run.muiX))].sort(),
    scripts: middle.scripts,
    runs: runs.map(({performance, lcpMs, tbtMs, cls, layoutShifts = []}) => ({
      performance,
      lcpMs,
      tbtMs,
      cls,
      ...(layoutShifts.length > 0 ? {layoutShifts} : {}),
    })),
  };
}

export async function launchChrome(port) {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    port,
  });
}

/** Runs Lighthouse once on one URL with one preset and returns the run's figures. */
export async function measureRun({chrome, url, preset, buildDir}) {
  const {origin, pathname} = new URL(url);
  const baseUrl = `/${pathname.split('/')[1]}/`;
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      onlyAudits: ['script-treemap-data'],
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message} (${url})`);
  return summarizeReport(result.lhr, {origin, baseUrl, buildDir});
}

/**
 * Lighthouse on every target (`{url, buildDir, label}`), `runs` times with each preset, in
 * rounds: each round measures the baseline and then every page once. The machine is shared and
 * has slow spells of a minute or two; measured in rounds, a slow spell weighs on the baseline and
 * on the pages alike, instead of on the three runs of one page (or of the baseline) in a row.
 * Returns each target's combined figures by preset, in the targets' order.
 */
export async function measureInRounds({chrome, targets, runs, presets, measure = measureRun}) {
  const summaries = targets.map(() => Object.fromEntries(presets.map((preset) => [preset, []])));
  for (let round = 0; round < runs; round += 1) {
    for (const [index, target] of targets.entries()) {
      for (const preset of presets) {
        console.log(`▶ lighthouse ${preset} round ${round + 1}/${runs}: ${target.label} ${target.url}`);
        summaries[index][preset].push(await measure({chrome, url: target.url, preset, buildDir: target.buildDir}));
      }
    }
  }
  return summaries.map((byPreset) =>
    Object.fromEntries(presets.map((preset) => [preset, combineRuns(byPreset[preset])])),
  );
}
