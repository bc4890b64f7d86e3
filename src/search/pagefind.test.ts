import {loadPagefind, type Pagefind} from './pagefind';

function fakePagefind(): Pagefind {
  return {
    options: jest.fn(async () => undefined),
    init: jest.fn(async () => undefined),
    search: jest.fn(),
    preload: jest.fn(),
    mergeIndex: jest.fn(async () => undefined),
  };
}

describe('loadPagefind', () => {
  it('loads the index of a version once, with result URLs kept as the build wrote them', async () => {
    const pagefind = fakePagefind();
    const load = jest.fn(async () => pagefind);
    await Promise.all([loadPagefind('/x/zh/pagefind/', [], load), loadPagefind('/x/zh/pagefind/', [], load)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/x/zh/pagefind/pagefind.js');
    expect(pagefind.options).toHaveBeenCalledWith(expect.objectContaining({baseUrl: '/'}));
    expect(pagefind.init).toHaveBeenCalled();
  });

  it('tries again after a failed load (offline before the index was ever fetched)', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(fakePagefind());
    await expect(loadPagefind('/x/pt/pagefind/', [], load)).rejects.toThrow('offline');
    await expect(loadPagefind('/x/pt/pagefind/', [], load)).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("merges the other versions' indexes into a separate instance for a search of all versions", async () => {
    const single = fakePagefind();
    const merged = fakePagefind();
    const load = jest.fn(async (url: string) => (url.endsWith('?merged') ? merged : single));
    await loadPagefind('/x/v8/pagefind/', [], load);
    await loadPagefind('/x/v8/pagefind/', ['/x/pagefind/', '/x/v6/pagefind/'], load);
    expect(load.mock.calls.map(([url]) => url)).toEqual([
      '/x/v8/pagefind/pagefind.js',
      '/x/v8/pagefind/pagefind.js?merged',
    ]);
    expect(single.mergeIndex).not.toHaveBeenCalled();
    expect((merged.mergeIndex as jest.Mock).mock.calls.map(([url]) => url)).toEqual([
      '/x/pagefind/',
      '/x/v6/pagefind/',
    ]);
  });
});
