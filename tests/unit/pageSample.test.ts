import {hash, isEnglishLatest, pathsFromSitemap, selectPages} from '../e2e/support/pageSample';

describe('selectPages', () => {
  const paths = ['/x/', '/x/react-charts/', '/x/v6/', '/x/zh/', '/x/pt/react-charts/', '/x/v8/react-charts/', '/x/v4/'];

  it('always keeps every English 7.29.0 page and fills up to the total with a stable sample', () => {
    const picked = selectPages(paths, {total: 4, minOthers: 0});
    expect(picked.slice(0, 2)).toEqual(['/x/', '/x/react-charts/']);
    expect(picked).toHaveLength(4);
    expect(selectPages([...paths].reverse(), {total: 4, minOthers: 0})).toEqual(picked);
  });

  it('still opens some other versions and locales when English fills the total', () => {
    expect(selectPages(paths, {total: 1, minOthers: 3})).toHaveLength(5);
  });

  it('takes everything when the budget allows, without duplicates', () => {
    expect(selectPages([...paths, '/x/'], {total: 100, minOthers: 0})).toHaveLength(paths.length);
  });

  it('treats a negative budget as none', () => {
    expect(selectPages(paths, {total: -3, minOthers: -1})).toEqual(['/x/', '/x/react-charts/']);
  });
});

describe('isEnglishLatest', () => {
  it('recognises locale and version prefixes only as whole segments', () => {
    expect(isEnglishLatest('/x/react-data-grid/')).toBe(true);
    expect(isEnglishLatest('/x/v8/')).toBe(false);
    expect(isEnglishLatest('/x/zh/react-data-grid/')).toBe(false);
    expect(isEnglishLatest('/x/v6-notes/')).toBe(true);
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
