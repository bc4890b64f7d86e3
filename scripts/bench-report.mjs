// Budgets of the benchmarks (issue 17) and the printed table, from the figures of one run.

const kb = (bytes) => (bytes == null ? '-' : `${(bytes / 1024).toFixed(0)} KB`);
const ms = (value) => (value == null ? '-' : `${Math.round(value)} ms`);
const num = (value, digits = 0) => (value == null ? '-' : value.toFixed(digits));
const ratio = (ours, base) => (ours == null || !base ? '-' : `${(ours / base).toFixed(2)}x`);

// Lighthouse reports CLS to three decimals; anything that rounds to 0 there is no visible shift.
const noShift = (cls) => cls != null && Math.round(cls * 1000) === 0;

// The live editor's first edit may load this much compressed code at most (issue 35).
export const EDITOR_FIRST_EDIT_LIMIT_KB = 80;

/**
 * Every budget row of the issue: {name, value, limit, pass}, and `missing` (the reason) for a
 * figure the run could not measure, which never passes. `pages` are ours (each with `name`,
 * `kind`, `mobile`, `desktop`); `baseline` is the plain Docusaurus guide page; `extra` the
 * first-use figures (scripts/bench-extras.mjs).
 */
export function evaluateBudgets({pages, baseline, navigation, extra = {}}) {
  const rows = [];
  const add = (name, value, limit, pass) => rows.push({name, value, limit, pass: Boolean(pass)});
  const guide = pages.find((page) => page.kind === 'guide');
  const grid = pages.find((page) => page.name === 'data-grid');
  for (const page of pages) {
    add(`desktop performance, ${page.name}`, page.desktop.performance, '>= 95', page.desktop.performance >= 95);
  }
  if (guide && baseline) {
    const limit = baseline.mobile.performance;
    add(
      'mobile performance, guide vs baseline',
      guide.mobile.performance,
      `>= ${limit}`,
      guide.mobile.performance >= limit,
    );
  }
  for (const page of pages.filter((item) => item.kind === 'demo')) {
    const limit = baseline ? baseline.mobile.performance - 5 : null;
    const pass = limit != null && page.mobile.performance >= limit;
    add(`mobile performance, ${page.name} vs baseline - 5`, page.mobile.performance, `>= ${limit ?? '?'}`, pass);
  }
  for (const page of pages) {
    const worst = Math.max(page.mobile.cls ?? Infinity, page.desktop.cls ?? Infinity);
    add(`CLS, ${page.name}`, Number(worst.toFixed(3)), '= 0', noShift(page.mobile.cls) && noShift(page.desktop.cls));
  }
  if (guide) {
    const packages = [...new Set([...guide.mobile.muiX, ...guide.desktop.muiX])];
    add('guide page loads no MUI X code', packages.join(', ') || 'none', 'none', packages.length === 0);
  }
  if (guide && baseline) {
    const limit = Math.round(baseline.mobile.jsTransferBytes * 1.15);
    const value = guide.mobile.jsTransferBytes;
    add('guide page compressed JS vs baseline x 1.15', kb(value), `<= ${kb(limit)}`, value <= limit);
  }
  if (grid) {
    add(
      'Data Grid page loads grid code',
      grid.mobile.muiX.join(', ') || 'none',
      'x-data-grid',
      grid.mobile.muiX.includes('x-data-grid'),
    );
  }
  const others = pages.filter(
    (page) => page !== grid && [...page.mobile.muiX, ...page.desktop.muiX].includes('x-data-grid'),
  );
  add(
    'grid code on no other listed page',
    others.map((page) => page.name).join(', ') || 'none',
    'none',
    others.length === 0,
  );
  if (navigation) {
    add(
      'client-side navigation between Data Grid pages',
      ms(navigation.medianMs),
      '< 100 ms',
      navigation.medianMs < 100,
    );
  }
  if (extra.editorFirstEdit) {
    const {bytes, error, missing} = extra.editorFirstEdit;
    const limit = `< ${EDITOR_FIRST_EDIT_LIMIT_KB} KB`;
    if (error || missing)
      rows.push({name: 'editor first edit (compressed)', value: null, limit, pass: false, missing: error ?? missing});
    else add('editor first edit (compressed)', kb(bytes), limit, bytes < EDITOR_FIRST_EDIT_LIMIT_KB * 1024);
  }
  return rows;
}

function printTable(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Prints the page table, the comparison with the baseline, build figures and budgets. */
export function printReport(results) {
  const {pages, baseline, build, extra = {}, navigation, budgets, missing = []} = results;
  console.log('\nPages (median of Lighthouse runs)');
  const pageRows = [];
  for (const page of [...pages, ...(baseline ? [{...baseline, name: 'baseline guide'}] : [])]) {
    for (const preset of ['mobile', 'desktop']) {
      const figures = page[preset];
      pageRows.push([
        page.name,
        preset,
        num(figures.performance),
        ms(figures.lcpMs),
        ms(figures.tbtMs),
        num(figures.cls, 3),
        kb(figures.jsTransferBytes),
        kb(figures.jsExecutedBytes),
        ms(figures.jsBootupMs),
        figures.muiX.join(' ') || '-',
      ]);
    }
  }
  printTable(
    ['page', 'preset', 'perf', 'LCP', 'TBT', 'CLS', 'JS (compr.)', 'JS run (raw)', 'JS CPU', 'MUI X'],
    pageRows,
  );
  const guide = pages.find((page) => page.kind === 'guide');
  if (guide && baseline) {
    console.log('\nGuide page: ours vs plain Docusaurus');
    const compare = [];
    for (const preset of ['mobile', 'desktop']) {
      for (const [label, key, format] of [
        ['performance', 'performance', num],
        ['LCP', 'lcpMs', ms],
        ['TBT', 'tbtMs', ms],
        ['JS compressed', 'jsTransferBytes', kb],
        ['JS executed', 'jsExecutedBytes', kb],
        ['JS CPU', 'jsBootupMs', ms],
      ]) {
        const ours = guide[preset][key];
        const base = baseline[preset][key];
        compare.push([preset, label, format(ours), format(base), ratio(ours, base)]);
      }
    }
    printTable(['preset', 'figure', 'ours', 'baseline', 'ratio'], compare);
  }
  console.log('\nBuild');
  const buildRows = Object.entries(build).map(([name, item]) =>
    item.error ? [name, 'failed', item.error] : [name, `${item.seconds.toFixed(1)} s`, `${item.peakMemoryMB} MB`],
  );
  printTable(['build', 'time', 'peak memory'], buildRows);
  console.log('\nFirst use');
  const search = extra.searchFirstResult;
  const editor = extra.editorFirstEdit;
  const why = (item) => `MISSING: ${item?.error ?? item?.missing ?? 'not measured'}`;
  printTable(
    ['figure', 'compressed', 'time'],
    [
      search?.ms != null
        ? [`search first result ("${search.query}")`, kb(search.bytes), ms(search.ms)]
        : ['search first result', why(search), '-'],
      editor?.bytes != null ? ['editor first edit', kb(editor.bytes), '-'] : ['editor first edit', why(editor), '-'],
    ],
  );
  if (navigation) {
    const base = navigation.baseline;
    const baseText =
      typeof base?.medianMs === 'number' ? `; plain Docusaurus baseline: median ${ms(base.medianMs)}` : '';
    console.log(
      `\nClient-side navigation ${navigation.from} -> ${navigation.to}: median ${ms(navigation.medianMs)}${baseText}`,
    );
  }
  console.log('\nBudgets');
  printTable(
    ['result', 'budget', 'value', 'limit'],
    budgets.map((row) => [row.missing ? 'MISSING' : row.pass ? 'PASS' : 'FAIL', row.name, row.value ?? '-', row.limit]),
  );
  console.log(`\n${summaryLine(budgets, missing)}`);
  for (const reason of missing) console.log(`  missing: ${reason}`);
}

/** The last line of a run: budgets passed and failed, and whether figures are missing. */
export function summaryLine(budgets, missing = []) {
  const absent = budgets.filter((row) => row.missing).length;
  const failed = budgets.filter((row) => !row.pass && !row.missing).length;
  const counts = `${budgets.length - failed - absent} budgets passed, ${failed} failed, ${absent} missing`;
  return missing.length > 0 ? `INCOMPLETE RUN (${missing.length} figures missing): ${counts}` : counts;
}
