import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

// The docs-tree check: every entry of the 7.29.0 navigation has a real page behind it, with
// enough prose to explain its topic and, for product pages that are released, a live demo.

type Entry = {type: string; id?: string; label?: string; items?: Entry[]; customProps?: Record<string, unknown>};
type Page = {id: string; planned: boolean};

const root = path.resolve(__dirname, '..', '..');
const versionDir = path.join(root, 'versioned_docs', 'version-7.29.0');
const sidebars = JSON.parse(
  readFileSync(path.join(root, 'versioned_sidebars', 'version-7.29.0-sidebars.json'), 'utf8'),
) as Record<string, Entry[]>;

function pagesOf(entries: Entry[], plannedGroup = false): Page[] {
  return entries.flatMap((entry) => {
    const planned = plannedGroup || entry.customProps?.planned === true;
    if (entry.type === 'doc' && entry.id) return [{id: entry.id, planned}];
    return entry.items ? pagesOf(entry.items, planned) : [];
  });
}

/** Words of prose: front matter, code, imports and JSX tags left out. */
function proseWords(source: string): number {
  const text = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<[^>]+>/g, '')
    .replace(/`[^`]*`/g, 'code');
  return (text.match(/[A-Za-z\u00C0-\u024F][\w'’-]*|[\u4e00-\u9fff]/g) ?? []).length;
}

const demoFiles = (source: string) => [...source.matchAll(/<Demo\s+file="([^"]+)"/g)].map(([, file]) => file);

// Sections whose pages explain rather than demonstrate: the product API indexes, the
// introduction and the migration guides.
const needsDemo = (page: Page) =>
  !page.planned && !/^(api\/|introduction\/|migration\/)/.test(page.id) && page.id !== 'index';

const pages = pagesOf(Object.values(sidebars).flat());

describe('the 7.29.0 docs tree', () => {
  it('has pages to check', () => {
    expect(pages.length).toBeGreaterThan(150);
  });

  it.each(pages.map((page) => [page.id, page] as const))('%s exists and explains its topic', (_id, page) => {
    const file = path.join(versionDir, `${page.id}.mdx`);
    expect(existsSync(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    expect(source).toMatch(/^---\n[\s\S]*?title: .+[\s\S]*?description: .+[\s\S]*?\n---\n/);
    expect(proseWords(source)).toBeGreaterThanOrEqual(250);
    expect(source).not.toMatch(/lorem ipsum|coming soon|TODO|TEMPSTUB/i);
  });

  it.each(pages.filter(needsDemo).map((page) => [page.id, page] as const))('%s has a live demo', (_id, page) => {
    const file = path.join(versionDir, `${page.id}.mdx`);
    const demos = demoFiles(readFileSync(file, 'utf8'));
    expect(demos.length).toBeGreaterThan(0);
    for (const demo of demos) expect(existsSync(path.resolve(path.dirname(file), demo))).toBe(true);
  });
});

// v8 (docs/): the tree of sidebars.ts, with its own demos, which run on the v8 packages.
describe('the v8 docs tree', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const v8Sidebars = (require('../../sidebars') as {default: Record<string, Entry[]>}).default;
  const v8Pages = pagesOf(Object.values(v8Sidebars).flat());
  const v8Dir = path.join(root, 'docs');

  it('has the 7.29.0 pages (getting started renamed quickstart) plus the v7 to v8 migration guides', () => {
    const ids = new Set(v8Pages.map((page) => page.id));
    const inV8 = (id: string) => id.replace(/^(react-[a-z-]+)\/getting-started$/, '$1/quickstart');
    for (const page of pages) expect([page.id, ids.has(inV8(page.id))]).toEqual([page.id, true]);
    for (const product of ['data-grid', 'pickers', 'charts', 'tree-view']) {
      expect(ids.has(`migration/migration-${product}-v7`)).toBe(true);
    }
  });

  it.each(v8Pages.map((page) => [page.id, page] as const))('%s exists and explains its topic', (_id, page) => {
    const file = path.join(v8Dir, `${page.id}.mdx`);
    expect(existsSync(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    expect(source).toMatch(/^---\n[\s\S]*?title: .+[\s\S]*?description: .+[\s\S]*?\n---\n/);
    expect(proseWords(source)).toBeGreaterThanOrEqual(/^migration\/.*-v7$/.test(page.id) ? 1000 : 250);
    expect(source).not.toMatch(/lorem ipsum|coming soon|TODO|TEMPSTUB|draft in progress/i);
  });

  // A v8 page needs a live demo when the original 8.29 page had one, except the Premium charts
  // whose package cannot be installed beside the 8.29 packages (see the README's design notes).
  const originalCounts = JSON.parse(
    readFileSync(path.join(root, 'tests', 'reference', 'original-demo-counts.json'), 'utf8'),
  ).v8 as Record<string, number>;
  const NOT_INSTALLABLE = new Set(['react-charts/range-bar']);
  const v8NeedsDemo = (page: Page) => {
    const route = `/x/${page.id.replace(/(^|\/)index$/, '')}/`.replace(/\/\/$/, '/');
    return needsDemo(page) && originalCounts[route] !== 0 && !NOT_INSTALLABLE.has(page.id);
  };

  it.each(v8Pages.filter(v8NeedsDemo).map((page) => [page.id, page] as const))('%s has a live demo', (_id, page) => {
    const file = path.join(v8Dir, `${page.id}.mdx`);
    const demos = demoFiles(readFileSync(file, 'utf8'));
    expect(demos.length).toBeGreaterThan(0);
    for (const demo of demos) expect(existsSync(path.resolve(path.dirname(file), demo))).toBe(true);
  });
});

// Archived versions: static listings only, the runnable ones flagged `sandbox`.
describe.each(['6', '5', '4'])('the archived v%s docs tree', (version) => {
  const dir = path.join(root, 'versioned_docs', `version-${version}`);
  const tree = JSON.parse(
    readFileSync(path.join(root, 'versioned_sidebars', `version-${version}-sidebars.json`), 'utf8'),
  ) as Record<string, Entry[]>;
  const archived = pagesOf(Object.values(tree).flat());
  const features = archived.filter((page) => /^react-[^/]+\/(?!index$)/.test(page.id));

  it('has an overview, feature pages and an API index per section', () => {
    const ids = archived.map((page) => page.id);
    const sections = new Set(ids.map((id) => id.split('/')[0]).filter((id) => id.startsWith('react-')));
    for (const section of sections) {
      const product = section.replace(/^react-/, '');
      expect(ids).toEqual(expect.arrayContaining([`${section}/index`, `api/${product}/index`]));
      expect(ids.filter((id) => id.startsWith(`${section}/`)).length).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(archived.map((page) => [page.id] as const))('%s exists, explains its topic and has no live demo', (id) => {
    const source = readFileSync(path.join(dir, `${id}.mdx`), 'utf8');
    expect(source).toMatch(/^---\n[\s\S]*?title: .+[\s\S]*?description: .+[\s\S]*?\n---\n/);
    expect(proseWords(source)).toBeGreaterThanOrEqual(250);
    expect(demoFiles(source)).toEqual([]);
  });

  it.each(features.map((page) => [page.id] as const))('%s has a runnable listing', (id) => {
    const source = readFileSync(path.join(dir, `${id}.mdx`), 'utf8');
    expect(source).toMatch(/```tsx sandbox\n[\s\S]*?^export default function [A-Z]/m);
  });
});
