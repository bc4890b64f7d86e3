import {group, page, externalLink} from './sidebarBuilders';
import {withTranslationKeys} from './sidebarTranslationKeys';

describe('withTranslationKeys', () => {
  it('gives repeated labels distinct keys by their place in the tree', () => {
    const tree = withTranslationKeys([
      group('Data Grid', [page('react-data-grid/index', 'Overview'), group('API reference', [])]),
      group('Charts', [page('react-charts/index', 'Overview'), group('API reference', [])]),
      group('Introduction', [externalLink("What's new", 'https://mui.com/x/whats-new/')]),
    ]);
    const keys: string[] = [];
    const collect = (items: typeof tree) =>
      items.forEach((item) => {
        if ('key' in item && typeof item.key === 'string') keys.push(item.key);
        if (item.type === 'category') collect(item.items as typeof tree);
      });
    collect(tree);
    expect(keys).toEqual([
      'Data Grid',
      'doc:react-data-grid/index',
      'Data Grid/API reference',
      'Charts',
      'doc:react-charts/index',
      'Charts/API reference',
      'Introduction',
      "Introduction/What's new",
    ]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
