import {editionOf, hash, pathsFromSitemap, selectPages} from '../e2e/support/pageSample';

/** `count` pages of one edition, under `prefix` (`/x/zh/v6`...). */
const pagesOf = (prefix: string, count: number) => Array.from({length: count}, (_, i) => `${prefix}/page-${i}/`);

describe('editionOf', () => {
  it('reads the locale and the version from whole path segments, as the registry names them', () => {
    expect(editionOf('/x/react-data-grid/')).toBe('en 7.29.0');
    expect(editionOf('/x/v8/')).toBe('en v8');
    expect(editionOf('/x/zh/react-data-grid/')).toBe('zh 7.29.0');
    expect(editionOf('/x/pt/v6/react-charts/')).toBe('pt v6');
    expect(editionOf('/x/v6-notes/')).toBe('en 7.29.0');
  });
});

describe('selectPages', () => {
  const paths = [...pagesOf('/x', 300), ...pagesOf('/x/v8', 100), ...pagesOf('/x/zh', 10), ...pagesOf('/x/pt/v6', 40)];

  it('shares the total between the editions in proportion, with a floor per edition', () => {
    const picked = selectPages(paths, {total: 90, perEdition: 20});
    const per = (edition: string) => picked.filter((p) => editionOf(p) === edition).length;
    expect(per('en 7.29.0')).toBe(60);
    expect(per('en v8')).toBe(20);
    // Fewer pages than the floor: all of them.
    expect(per('zh 7.29.0')).toBe(10);
    expect(per('pt v6')).toBe(20);
  });

  it('is deterministic whatever the order of the sitemaps', () => {
    const picked = selectPages(paths, {total: 90, perEdition: 20});
    expect(selectPages([...paths].reverse(), {total: 90, perEdition: 20})).toEqual(picked);
  });

  it('takes everything when the budget allows, without duplicates', () => {
    expect(selectPages([...paths, '/x/page-1/'], {total: Number.MAX_SAFE_INTEGER, perEdition: 20})).toHaveLength(
      paths.length,
    );
  });

  it('treats a negative budget as the floor alone, and no pages as an empty sample', () => {
    expect(selectPages(paths, {total: -3, perEdition: 5})).toHaveLength(20);
    expect(selectPages([], {total: 10, perEdition: 5})).toEqual([]);
  });
});

describe('pathsFromSitemap and hash', () => {
  it('reads the paths of a sitemap', () => {
    const xml = '<urlset><url><loc>https://mui.com/x/</loc></url><url><loc>https://mui.com/x/v6/</loc></url></urlset>';
    expect(pathsFromSitemap(xml)).toEqual(['/x/', '/x/v6/']);
  });

  it('hashes deterministically', () => {
    expect(hash('/x/')).toBe(hash('/x/'));
    expect(hash('/x/')).not.toBe(hash('/x/v6/'));
  });
});
