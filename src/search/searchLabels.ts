import {translate} from '@docusaurus/Translate';
import {productById} from '../config/lookups';
import type {SearchKind, SearchProductFilter} from './indexAttributes';

/** The name of a product filter in the reader's language. */
export function productFilterLabel(product: SearchProductFilter): string {
  switch (product) {
    case 'data-grid':
      return translate({id: 'search.product.dataGrid', message: 'Data Grid'});
    case 'date-pickers':
      return translate({id: 'search.product.datePickers', message: 'Date and Time Pickers'});
    case 'charts':
      return translate({id: 'search.product.charts', message: 'Charts'});
    case 'tree-view':
      return translate({id: 'search.product.treeView', message: 'Tree View'});
    case 'general':
      return translate({id: 'search.product.general', message: 'General'});
    default:
      return productById(product)?.label ?? product;
  }
}

export function kindLabel(kind: SearchKind): string {
  return kind === 'api'
    ? translate({id: 'search.kind.api', message: 'API'})
    : translate({id: 'search.kind.guide', message: 'Guides'});
}

/** What screen readers hear after a search. */
export function countLabel(status: 'idle' | 'loading' | 'done' | 'error', total: number): string {
  if (status === 'loading') return translate({id: 'search.status.loading', message: 'Searching…'});
  if (status === 'error') {
    return translate({
      id: 'search.status.error',
      message: 'Search is not available right now. Check your connection and try again.',
    });
  }
  if (status === 'idle') return '';
  if (total === 0) return translate({id: 'search.status.none', message: 'No results'});
  return total === 1
    ? translate({id: 'search.status.one', message: '1 result'})
    : translate({id: 'search.status.many', message: '{count} results'}, {count: total});
}
