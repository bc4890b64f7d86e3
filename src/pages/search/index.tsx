import React, {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {VERSIONS} from '@site/src/config/registry';
import {rootVersion} from '@site/src/config/lookups';
import ResultList from '@site/src/components/Search/ResultList';
import SearchFilters from '@site/src/components/Search/SearchFilters';
import {countLabel} from '@site/src/search/searchLabels';
import {EMPTY_QUERY, readSearchParams, writeSearchParams, type SearchQuery} from '@site/src/search/searchQuery';
import {useOpenResult} from '@site/src/search/useOpenResult';
import {useSearch} from '@site/src/search/useSearch';
import {useSearchBundles} from '@site/src/search/useSearchBundles';
import styles from '@site/src/components/Search/styles.module.css';

const PAGE_SIZE = 20;

/** The version a link to this page names (`&version=v8`), when it is one of the site's. */
function versionOf(search: string): string {
  const asked = new URLSearchParams(search).get('version');
  return VERSIONS.find((version) => version.label === asked)?.label ?? rootVersion().label;
}

/**
 * The full results of a search, at an address that can be shared: `/x/search/?q=sorting&product=data-grid`.
 * The server renders it empty; once the page has hydrated, the body starts again from the address.
 */
export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  return <SearchPageBody key={isBrowser ? 'browser' : 'server'} />;
}

function SearchPageBody(): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState<SearchQuery>(() => (isBrowser ? readSearchParams(location.search) : EMPTY_QUERY));
  const [limit, setLimit] = useState(PAGE_SIZE);
  const version = versionOf(location.search);
  const openResult = useOpenResult();
  const {status, results, total} = useSearch(query, useSearchBundles(version), limit);

  const update = (next: SearchQuery) => {
    setQuery(next);
    setLimit(PAGE_SIZE);
    const params = writeSearchParams(next);
    history.replace({search: `${params}${params ? '&' : '?'}version=${encodeURIComponent(version)}`});
  };
  const title = translate({id: 'search.page.title', message: 'Search the documentation'});

  return (
    <Layout
      title={title}
      description={translate({id: 'search.page.description', message: 'Search every page of the MUI X documentation.'})}
    >
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{title}</h1>
        <input
          type="search"
          className={styles.input}
          aria-label={title}
          placeholder={translate({id: 'search.placeholder', message: 'Search'})}
          value={query.text}
          onChange={(event) => update({...query, text: event.target.value})}
          autoComplete="off"
          spellCheck={false}
        />
        <SearchFilters query={query} version={version} onChange={update} />
        <p className={styles.status} role="status" aria-live="polite" data-search-status={status}>
          {countLabel(status, total)}
        </p>
        <ResultList results={results} showVersion={query.allVersions} onOpen={openResult} />
        {status === 'done' && results.length < total && (
          <button type="button" className="button button--secondary" onClick={() => setLimit(limit + PAGE_SIZE)}>
            {translate({id: 'search.page.more', message: 'More results'})}
          </button>
        )}
      </main>
    </Layout>
  );
}
