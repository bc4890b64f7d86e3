import {sameUnlessActive} from './sidebarItemMemo';

type Item = {type: 'link' | 'category'; href: string; items?: Item[]};

// As Docusaurus's isActiveSidebarItem: a link is active on its page, a category on any of its pages.
const isActive = (item: Item, path: string): boolean =>
  item.href === path || (item.items ?? []).some((child) => isActive(child, path));

const link = (href: string): Item => ({type: 'link', href});
const filtering: Item = {
  type: 'category',
  href: '/x/react-data-grid/filtering/',
  items: [link('/x/react-data-grid/filtering/quick-filter/'), link('/x/react-data-grid/filtering-recipes/')],
};
const pagination = link('/x/react-data-grid/pagination/');
const rendersTheSame = sameUnlessActive(isActive);
const props = (item: Item, activePath: string, extra: Record<string, unknown> = {}) => ({
  item,
  activePath,
  level: 1,
  index: 0,
  ...extra,
});

describe('a sidebar entry after a navigation', () => {
  it('renders the same when it holds neither the page left nor the page reached', () => {
    expect(
      rendersTheSame(
        props(pagination, '/x/react-data-grid/'),
        props(pagination, '/x/react-data-grid/getting-started/'),
      ),
    ).toBe(true);
    expect(
      rendersTheSame(props(filtering, '/x/react-data-grid/'), props(filtering, '/x/react-data-grid/editing/')),
    ).toBe(true);
  });

  it('renders again when it is the page left or the page reached', () => {
    expect(
      rendersTheSame(props(pagination, '/x/react-data-grid/pagination/'), props(pagination, '/x/react-data-grid/')),
    ).toBe(false);
    expect(
      rendersTheSame(props(pagination, '/x/react-data-grid/'), props(pagination, '/x/react-data-grid/pagination/')),
    ).toBe(false);
  });

  it('renders again when a page under it is left or reached (its mark, its folding)', () => {
    const inside = '/x/react-data-grid/filtering-recipes/';
    expect(rendersTheSame(props(filtering, '/x/react-data-grid/pagination/'), props(filtering, inside))).toBe(false);
    expect(rendersTheSame(props(filtering, inside), props(filtering, '/x/react-data-grid/pagination/'))).toBe(false);
    expect(
      rendersTheSame(props(filtering, inside), props(filtering, '/x/react-data-grid/filtering/quick-filter/')),
    ).toBe(false);
  });

  it('renders again when anything else changes, with the same page', () => {
    const path = '/x/react-data-grid/';
    expect(rendersTheSame(props(pagination, path), props(link('/x/react-data-grid/pagination/'), path))).toBe(false);
    expect(rendersTheSame(props(pagination, path), props(pagination, path, {level: 2}))).toBe(false);
    const onItemClick = () => undefined;
    expect(rendersTheSame(props(pagination, path), props(pagination, path, {onItemClick}))).toBe(false);
    expect(rendersTheSame(props(pagination, path, {onItemClick}), props(pagination, path, {onItemClick}))).toBe(true);
  });
});
