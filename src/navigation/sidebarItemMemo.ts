/** What a sidebar entry renders from: its item and the path of the page shown, among others. */
type EntryProps<Item> = {item: Item; activePath: string};

/**
 * The comparison for `memo` of a sidebar entry: it renders the same after a navigation when only
 * the active path changed and the entry (with everything under it) holds neither the page left
 * nor the page reached. Docusaurus hands every entry the new active path, so without this each
 * navigation renders the whole sidebar again, while only the entries on the two pages' branches
 * change (their active mark, a category that opens).
 */
export function sameUnlessActive<Item>(isActive: (item: Item, path: string) => boolean) {
  return function rendersTheSame<Props extends EntryProps<Item>>(previous: Props, next: Props): boolean {
    const keys = new Set([...Object.keys(previous), ...Object.keys(next)]) as Set<keyof Props>;
    for (const key of keys) {
      if (key !== 'activePath' && !Object.is(previous[key], next[key])) return false;
    }
    return (
      previous.activePath === next.activePath ||
      (!isActive(next.item, previous.activePath) && !isActive(next.item, next.activePath))
    );
  };
}
