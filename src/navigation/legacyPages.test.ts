import {existsSync} from 'node:fs';
import path from 'node:path';
import {LEGACY_PAGES, legacyRedirects, MOVED_PAGES, renamedDocRedirects} from './legacyPages';

const root = path.join(__dirname, '..', '..', 'versioned_docs', 'version-7.29.0');

/** The doc file a site path of the 7.29.0 version (served at the root) is built from. */
function docExists(sitePath: string): boolean {
  const slug = sitePath.replace(/^\/|\/$/g, '');
  return [`${slug}.mdx`, `${slug}/index.mdx`, `${slug}.md`, `${slug}/index.md`].some((file) =>
    existsSync(path.join(root, file)),
  );
}

describe('LEGACY_PAGES', () => {
  it.each(LEGACY_PAGES.map((page) => [page.from, page.to]))('%s leads to the existing page %s', (_from, to) => {
    expect(docExists(to)).toBe(true);
  });

  it('lists old paths under components/, once each, none of them a current page', () => {
    const froms = LEGACY_PAGES.map((page) => page.from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const from of froms) {
      expect(from).toMatch(/^\/components\/[a-z-]+\/([a-z-]+\/)?$/);
      expect(docExists(from)).toBe(false);
    }
  });

  it('titles every page in English and Chinese', () => {
    for (const {title} of LEGACY_PAGES) {
      expect(title.en.trim()).not.toBe('');
      expect(title.zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('legacyRedirects', () => {
  it('redirects the old grid columns page and the old date picker page', () => {
    expect(legacyRedirects(['7.29.0'])).toEqual(
      expect.arrayContaining([
        {from: '/components/data-grid/columns/', to: '/react-data-grid/column-definition/'},
        {from: '/components/date-picker/', to: '/react-date-pickers/date-picker/'},
      ]),
    );
    expect(legacyRedirects(['7.29.0'])).toHaveLength(LEGACY_PAGES.length + MOVED_PAGES.length);
  });

  it("sends the original site's /whats-new/ to our What's new page", () => {
    expect(legacyRedirects(['7.29.0'])).toContainEqual({from: '/whats-new/', to: '/introduction/whats-new/'});
    for (const {from, to} of MOVED_PAGES) expect([from, docExists(to), docExists(from)]).toEqual([from, true, false]);
  });
});

describe('renamedDocRedirects', () => {
  const v8Docs = path.join(__dirname, '..', '..', 'docs');

  it('leads each getting-started URL of v8 to its quickstart page, which exists', () => {
    const redirects = renamedDocRedirects(['current', '7.29.0']);
    expect(redirects).toContainEqual({
      from: '/v8/react-data-grid/getting-started/',
      to: '/v8/react-data-grid/quickstart/',
    });
    expect(redirects).toHaveLength(4);
    for (const {from, to} of redirects) {
      const slug = (url: string) => url.replace(/^\/v8\/|\/$/g, '');
      expect([
        existsSync(path.join(v8Docs, `${slug(to)}.mdx`)),
        existsSync(path.join(v8Docs, `${slug(from)}.mdx`)),
      ]).toEqual([true, false]);
    }
  });

  it('adds nothing for versions that are not built or kept the old name', () => {
    expect(renamedDocRedirects(['7.29.0', '6'])).toEqual([]);
    expect(legacyRedirects(['current'])).toHaveLength(LEGACY_PAGES.length + MOVED_PAGES.length + 4);
  });
});
