import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {SEARCH_KINDS, SEARCH_PRODUCT_FILTERS} from '@site/src/search/indexAttributes';
import {kindLabel, productFilterLabel} from '@site/src/search/searchLabels';
import type {SearchQuery} from '@site/src/search/searchQuery';
import styles from './styles.module.css';

type Props = {query: SearchQuery; version: string; onChange: (query: SearchQuery) => void};

function Choice({pressed, onClick, children}: {pressed: boolean; onClick: () => void; children: ReactNode}): ReactNode {
  return (
    <button type="button" className={styles.chip} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}

/** Narrowing by product and by kind, and the switch from the version being read to all versions. */
export default function SearchFilters({query, version, onChange}: Props): ReactNode {
  const all = translate({id: 'search.filter.all', message: 'All'});
  return (
    <div className={styles.filters}>
      <div
        role="group"
        aria-label={translate({id: 'search.filter.product', message: 'Product'})}
        className={styles.chips}
      >
        <Choice pressed={query.product === null} onClick={() => onChange({...query, product: null})}>
          {all}
        </Choice>
        {SEARCH_PRODUCT_FILTERS.map((product) => (
          <Choice key={product} pressed={query.product === product} onClick={() => onChange({...query, product})}>
            {productFilterLabel(product)}
          </Choice>
        ))}
      </div>
      <div className={styles.chipsRow}>
        <div role="group" aria-label={translate({id: 'search.filter.kind', message: 'Kind'})} className={styles.chips}>
          <Choice pressed={query.kind === null} onClick={() => onChange({...query, kind: null})}>
            {all}
          </Choice>
          {SEARCH_KINDS.map((kind) => (
            <Choice key={kind} pressed={query.kind === kind} onClick={() => onChange({...query, kind})}>
              {kindLabel(kind)}
            </Choice>
          ))}
        </div>
        <label className={styles.scope}>
          <input
            type="checkbox"
            checked={query.allVersions}
            onChange={(event) => onChange({...query, allVersions: event.target.checked})}
          />
          {translate({id: 'search.filter.allVersions', message: 'All versions (reading {version})'}, {version})}
        </label>
      </div>
    </div>
  );
}
