import React, {type ElementType, type ReactNode} from 'react';
import {searchAttributes, type SearchEntry} from '@site/src/search/indexAttributes';

type Props = {entry: SearchEntry; as?: ElementType; className?: string; children: ReactNode};

/** Wraps a page's content with what the search index reads from it (see src/search/indexAttributes.ts). */
export default function SearchIndexEntry({entry, as: Element = 'div', className, children}: Props): ReactNode {
  const {filters, meta} = searchAttributes(entry);
  return (
    <Element className={className} data-pagefind-body="">
      {filters.map((filter) => (
        <span key={`filter:${filter}`} data-pagefind-filter={filter} />
      ))}
      {meta.map((value) => (
        <span key={`meta:${value}`} data-pagefind-meta={value} />
      ))}
      {children}
    </Element>
  );
}
