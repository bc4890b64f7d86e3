import type {LoadContext} from '@docusaurus/types';
import searchTheme from './searchTheme';

const postBuild = jest.fn();
const validateOptions = jest.fn();

jest.mock('@easyops-cn/docusaurus-search-local', () => ({
  __esModule: true,
  default: () => ({name: '@easyops-cn/docusaurus-search-local', postBuild}),
  validateOptions: (...args: unknown[]) => validateOptions(...args),
}));

describe('searchTheme', () => {
  it('keeps the plugin and its option validation', () => {
    const plugin = searchTheme({} as LoadContext, {});
    expect(plugin.name).toBe('@easyops-cn/docusaurus-search-local');
    searchTheme.validateOptions({options: {}, validate: jest.fn()});
    expect(validateOptions).toHaveBeenCalled();
  });

  it('hands API pages to the index as docs of their version', async () => {
    const plugin = searchTheme({} as LoadContext, {});
    const docs = {loadedVersions: [{path: '/x/', isLast: true, docs: []}]};
    const props = {
      routesPaths: ['/x/api/data-grid/data-grid/'],
      plugins: [{name: 'docusaurus-plugin-content-docs', content: docs}],
    };
    await plugin.postBuild!(props as never);
    const seen = postBuild.mock.calls[0][0] as {plugins: Array<{content: typeof docs}>};
    expect(seen.plugins[0]!.content.loadedVersions[0]!.docs).toEqual([{permalink: '/x/api/data-grid/data-grid/'}]);
  });
});
