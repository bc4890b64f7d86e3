// One search record per prop, slot and CSS class of the API pages a locale's build generated (the
// api-docs plugin writes each page's data, translated, to `.docusaurus/api-docs/default/*.json`).
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {productById, versionByPath} = jiti('../../src/config/lookups.ts');

/** Markdown of a description as plain words: code marks, links and tags dropped. */
export function plainText(markdown) {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The records of one API page: `{url, content, language, meta, filters}` for Pagefind. */
export function recordsOfPage({page, versionPath}, baseUrl, language) {
  const version = versionByPath(versionPath)?.label ?? versionPath;
  const product = productById(page.product)?.label ?? page.product;
  const pageUrl = `${baseUrl}${[versionPath, 'api', page.product, page.slug].filter(Boolean).join('/')}/`;
  const name = page.name.replace(/^Unstable_/, '');
  const record = (anchor, title, group, description) => ({
    url: `${pageUrl}#${anchor}`,
    content: `${title} ${plainText(description)}`,
    language,
    meta: {
      title,
      section: [product, 'API', name, group].join(' › '),
      version,
      ...(page.plan !== 'community' && {plan: page.plan}),
    },
    filters: {product: [page.product], kind: ['api'], version: [version], entry: ['row']},
  });
  return [
    ...page.props.map((prop) => record(`prop-${prop.name}`, prop.name, 'Props', prop.description)),
    ...page.slots.map((slot) => record(`slot-${slot.name}`, slot.name, 'Slots', slot.description)),
    ...page.classes.map((cls) => record(`class-${cls.key}`, `.${cls.className}`, 'CSS classes', cls.description)),
  ];
}

// Community pages first: a prop that several plans' components share is indexed once, on the
// component of the lowest plan (DataGrid's `getRowId`, not DataGridPro's and DataGridPremium's).
const PLAN_ORDER = {community: 0, pro: 1, premium: 2};

/**
 * The records of every API page, grouped by version path. A row whose name and text repeat on
 * another page of the same product and version (the shared props of DataGrid, DataGridPro and
 * DataGridPremium, of the many date pickers) is kept once: the search index stays small, and the
 * reader lands on one row instead of a column of identical results.
 */
export function apiRecords(apiDir, baseUrl, language) {
  const pages = readdirSync(apiDir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('__'))
    .map((name) => JSON.parse(readFileSync(path.join(apiDir, name), 'utf8')))
    .filter((data) => data.page && typeof data.versionPath === 'string')
    .sort(
      (a, b) =>
        (PLAN_ORDER[a.page.plan] ?? 3) - (PLAN_ORDER[b.page.plan] ?? 3) || a.page.name.length - b.page.name.length,
    );
  const groups = new Map();
  const seen = new Set();
  for (const data of pages) {
    if (!groups.has(data.versionPath)) groups.set(data.versionPath, []);
    for (const record of recordsOfPage(data, baseUrl, language)) {
      const key = `${data.versionPath}|${data.page.product}|${record.meta.section.split(' › ').at(-1)}|${record.content}`;
      if (seen.has(key)) continue;
      seen.add(key);
      groups.get(data.versionPath).push(record);
    }
  }
  return [...groups].map(([versionPath, records]) => ({versionPath, records}));
}
