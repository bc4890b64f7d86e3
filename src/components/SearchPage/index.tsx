import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {usePluralForm} from '@docusaurus/theme-common';
import {highlightParts} from '@site/src/search/highlight';
import {filterByProduct, SEARCH_PRODUCTS, type ProductFilter, type SearchProduct} from '@site/src/search/products';
import {resultView, type ResultView} from '@site/src/search/resultView';
import {
  readSearchPageQuery,
  versionIndexUrl,
  versionSegment,
  writeSearchPageQuery,
  type SearchPageQuery,
  type SearchVersion,
} from '@site/src/search/searchPageQuery';
import {useSearchResults} from '@site/src/search/useSearchResults';
import styles from './styles.module.css';

const SHOWN_RESULTS = 100;

function productLabel(product: SearchProduct): string {
  switch (product) {
    case 'data-grid':
      return translate({id: 'searchPage.product.dataGrid', message: 'Data Grid'});
    case 'date-pickers':
      return translate({id: 'searchPage.product.datePickers', message: 'Date and Time Pickers'});
    case 'charts':
      return translate({id: 'searchPage.product.charts', message: 'Charts'});
    case 'tree-view':
      return translate({id: 'searchPage.product.treeView', message: 'Tree View'});
  }
}

function Highlighted({text, tokens}: {text: string; tokens: string[]}): ReactNode {
  return highlightParts(text, tokens).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
  );
}

function ResultItem({view}: {view: ResultView}): ReactNode {
  return (
    <li className={styles.result}>
      <Link to={view.href} className={styles.resultTitle}>
        <Highlighted text={view.title} tokens={view.tokens} />
      </Link>
      {view.path.length > 0 && <p className={styles.resultPath}>{view.path.join(' › ')}</p>}
      {view.snippet && (
        <p className={styles.resultSnippet}>
          <Highlighted text={view.snippet} tokens={view.tokens} />
        </p>
      )}
    </li>
  );
}

function useSearchVersions(baseUrl: string): SearchVersion[] {
  return useVersions(undefined).flatMap((version) => {
    const segment = versionSegment(version.path, baseUrl);
    return segment === undefined ? [] : [{segment, label: version.label}];
  });
}

/** The full search page: the query, narrowed to one version and optionally one product, all in the URL. */
export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const versions = useSearchVersions(siteConfig.baseUrl);
  // The static HTML has no query string: read it only after hydration so both renders match.
  const current = readSearchPageQuery(isBrowser ? location.search : '', versions);
  const {selectMessage} = usePluralForm();
  const {status, results} = useSearchResults(versionIndexUrl(siteConfig.baseUrl, current.version), current.query);
  const views = filterByProduct(results, current.product).slice(0, SHOWN_RESULTS).map(resultView);

  const update = (change: Partial<SearchPageQuery>) =>
    history.replace({search: writeSearchPageQuery({...current, ...change}), hash: location.hash});

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      <h1>
        {current.query
          ? translate(
              {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
              {query: current.query},
            )
          : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'})}
      </h1>
      <div className={styles.controls} role="search">
        <input
          type="search"
          className={styles.query}
          aria-label={translate({id: 'theme.SearchBar.label', message: 'Search'})}
          value={current.query}
          onChange={(event) => update({query: event.target.value})}
          autoComplete="off"
        />
        <label className={styles.field}>
          <span>
            <Translate id="searchPage.product">Product</Translate>
          </span>
          <select
            value={current.product}
            onChange={(event) => update({product: event.target.value as ProductFilter})}
            data-testid="search-product"
          >
            <option value="all">{translate({id: 'searchPage.product.all', message: 'All products'})}</option>
            {SEARCH_PRODUCTS.map((product) => (
              <option key={product} value={product}>
                {productLabel(product)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>
            <Translate id="searchPage.version">Version</Translate>
          </span>
          <select
            value={current.version}
            onChange={(event) => update({version: event.target.value})}
            data-testid="search-version"
          >
            {versions.map((version) => (
              <option key={version.segment} value={version.segment}>
                {version.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={styles.status} aria-live="polite" data-status={status}>
        {status === 'loading' && <Translate id="searchPage.loading">Searching…</Translate>}
        {status === 'error' && (
          <Translate id="searchPage.error">
            The search index could not be loaded. Check the connection and retry.
          </Translate>
        )}
        {status === 'done' &&
          (views.length > 0 ? (
            selectMessage(
              views.length,
              translate(
                {
                  id: 'searchPage.count',
                  message: 'One result|{count} results',
                  description: 'Number of search results; plural forms separated by |',
                },
                {count: views.length},
              ),
            )
          ) : (
            <Translate id="theme.SearchPage.noResultsText">No documents were found</Translate>
          ))}
      </p>
      <ol className={styles.results}>
        {views.map((view) => (
          <ResultItem key={view.key} view={view} />
        ))}
      </ol>
    </main>
  );
}
