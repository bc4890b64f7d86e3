import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {demoDifferences, englishFileOf, pageStatuses, readSourceHash, sourceHash, stampSourceHash} from './pageStatus';

const ENGLISH = `---\ntitle: Sorting\ndescription: Sort rows.\n---\n\n## Sorting {#sorting}\n\n<Demo file="./SortingBasic.tsx" />\n\nText.\n\n<Demo file="./SortingApi.tsx" />\n`;
const CHINESE = `---\ntitle: 排序\ndescription: 对行排序。\n---\n\n## 排序 {#sorting}\n\n<Demo file="./SortingBasic.tsx" />\n\n文本。\n\n<Demo file="./SortingApi.tsx" />\n`;

let site: string;
const english = (file: string) => path.join(site, 'versioned_docs/version-7.29.0', file);
const chinese = (file: string) => path.join(site, 'i18n/zh/docusaurus-plugin-content-docs/version-7.29.0', file);
function write(file: string, text: string) {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
}

beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'i18n-status-'));
  write(english('react-data-grid/sorting.mdx'), ENGLISH);
  write(english('introduction/index.mdx'), '---\ntitle: Intro\n---\n\nHello.\n');
});
afterEach(() => rmSync(site, {recursive: true, force: true}));

const stateOf = (docPath: string) => pageStatuses(site, '7.29.0', 'zh').find((status) => status.docPath === docPath);

describe('the source hash of a translated page', () => {
  it('is written into the front matter and read back', () => {
    const stamped = stampSourceHash(CHINESE, sourceHash(ENGLISH));
    expect(readSourceHash(stamped)).toBe(sourceHash(ENGLISH));
    expect(stamped).toContain('title: 排序');
    // Stamping again replaces the hash instead of adding a second one.
    const again = stampSourceHash(stamped, 'abcdef123456');
    expect(again.match(/source_hash:/g)).toHaveLength(1);
    expect(readSourceHash(again)).toBe('abcdef123456');
  });

  it('does not depend on line endings', () => {
    expect(sourceHash(ENGLISH.replace(/\n/g, '\r\n'))).toBe(sourceHash(ENGLISH));
  });
});

describe('pageStatuses', () => {
  it('reports a page without translation as missing, by section', () => {
    expect(stateOf('react-data-grid/sorting.mdx')).toMatchObject({state: 'missing', section: 'data-grid'});
    expect(stateOf('introduction/index.mdx')).toMatchObject({state: 'missing', section: 'site'});
  });

  it('flags a translation as outdated once its English source changes', () => {
    write(chinese('react-data-grid/sorting.mdx'), stampSourceHash(CHINESE, sourceHash(ENGLISH)));
    expect(stateOf('react-data-grid/sorting.mdx')?.state).toBe('current');
    write(english('react-data-grid/sorting.mdx'), ENGLISH.replace('Text.', 'Text, now longer.'));
    expect(stateOf('react-data-grid/sorting.mdx')?.state).toBe('outdated');
  });

  it('calls a translation without a recorded source unstamped', () => {
    write(chinese('react-data-grid/sorting.mdx'), CHINESE);
    expect(stateOf('react-data-grid/sorting.mdx')?.state).toBe('unstamped');
  });

  it('finds the English page of a translated file', () => {
    expect(englishFileOf(site, chinese('react-data-grid/sorting.mdx'))).toBe(english('react-data-grid/sorting.mdx'));
    expect(englishFileOf(site, english('react-data-grid/sorting.mdx'))).toBeUndefined();
  });
});

describe('demoDifferences', () => {
  it('accepts a translation with the same demos in the same order', () => {
    expect(demoDifferences(ENGLISH, CHINESE)).toEqual([]);
  });

  it('names the demos a translation lacks, adds or reorders', () => {
    expect(demoDifferences(ENGLISH, CHINESE.replace('<Demo file="./SortingApi.tsx" />', ''))).toEqual([
      'missing demo: ./SortingApi.tsx',
    ]);
    const swapped = CHINESE.replace('./SortingBasic.tsx', './TMP').replace('./SortingApi.tsx', './SortingBasic.tsx');
    expect(demoDifferences(ENGLISH, swapped.replace('./TMP', './SortingApi.tsx'))).toEqual([
      'demo in another order than the English page',
    ]);
  });

  it('compares sandbox listings too', () => {
    const listing = '```tsx sandbox\nexport default function SortedGrid() {}\n```\n';
    expect(demoDifferences(listing, 'Nothing here.')).toEqual(['missing sandbox listing: SortedGrid']);
  });
});
