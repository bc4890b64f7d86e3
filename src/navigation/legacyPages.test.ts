import {existsSync} from 'node:fs';
import path from 'node:path';
import {LEGACY_PAGES, legacyRedirects, MOVED_PAGES} from './legacyPages';

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
    expect(legacyRedirects()).toEqual(
      expect.arrayContaining([
        {from: '/components/data-grid/columns/', to: '/react-data-grid/column-definition/'},
        {from: '/components/date-picker/', to: '/react-date-pickers/date-picker/'},
      ]),
    );
    expect(legacyRedirects()).toHaveLength(LEGACY_PAGES.length + MOVED_PAGES.length);
  });

  it("sends the original site's /whats-new/ to our What's new page", () => {
    expect(legacyRedirects()).toContainEqual({from: '/whats-new/', to: '/introduction/whats-new/'});
    for (const {from, to} of MOVED_PAGES) expect([from, docExists(to), docExists(from)]).toEqual([from, true, false]);
  });
});
