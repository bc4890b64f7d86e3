/** The parts of Docusaurus's loaded sidebar items that give the order of a version's pages. */
export type SidebarItem = {
  type: string;
  id?: string;
  href?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
};

/** A page of the version, found in the navigation by its doc id or by the URL path of a link item. */
export type PageKey = {kind: 'doc'; id: string} | {kind: 'link'; href: string};

export type NavigationSection = {title: string; pages: PageKey[]};

function pagesOf(items: SidebarItem[]): PageKey[] {
  return items.flatMap((item): PageKey[] => {
    switch (item.type) {
      case 'doc':
        return item.id ? [{kind: 'doc', id: item.id}] : [];
      case 'link':
        return item.href ? [{kind: 'link', href: item.href}] : [];
      case 'category': {
        const linked: PageKey[] = item.link?.type === 'doc' && item.link.id ? [{kind: 'doc', id: item.link.id}] : [];
        return [...linked, ...pagesOf(item.items ?? [])];
      }
      default:
        return [];
    }
  });
}

/**
 * A version's pages in navigation order, one section per top-level category (Introduction, Data
 * Grid, Charts…, with the sidebar's labels in the locale being built). Pages outside any top-level
 * category go in a first section named `untitled`.
 */
export function navigationSections(sidebars: Record<string, SidebarItem[]>, untitled: string): NavigationSection[] {
  const sections: NavigationSection[] = [];
  const loose: PageKey[] = [];
  for (const items of Object.values(sidebars)) {
    for (const item of items) {
      if (item.type === 'category') sections.push({title: item.label ?? untitled, pages: pagesOf([item])});
      else loose.push(...pagesOf([item]));
    }
  }
  return loose.length > 0 ? [{title: untitled, pages: loose}, ...sections] : sections;
}
