import React, {useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {countLabel} from '@site/src/search/searchLabels';
import {EMPTY_QUERY, writeSearchParams, type SearchQuery} from '@site/src/search/searchQuery';
import {useOpenResult} from '@site/src/search/useOpenResult';
import {useSearch} from '@site/src/search/useSearch';
import {useSearchBundles} from '@site/src/search/useSearchBundles';
import ResultList, {resultOptionId} from './ResultList';
import SearchFilters from './SearchFilters';
import styles from './styles.module.css';

const SHOWN = 6;

type Props = {initialText: string; version: string; onClose: () => void};

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapFocus(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])'),
  ];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * The search dialog: a combobox over the results of the version being read (or all versions), with
 * product and kind filters. Arrows move through the results, Enter opens one, Escape closes.
 */
export default function SearchDialog({initialText, version, onClose}: Props): ReactNode {
  const [query, setQuery] = useState<SearchQuery>({...EMPTY_QUERY, text: initialText});
  const {status, results, total} = useSearch(query, useSearchBundles(version), SHOWN);
  // The active option, for the results it was chosen in: new results start at the first one.
  const [choice, setChoice] = useState({results, index: 0});
  const active = choice.results === results ? choice.index : 0;
  const setActive = (index: number) => setChoice({results, index});
  const history = useHistory();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const searchPage = useBaseUrl('/search/');

  // Before the first paint: keys typed right after the stand-in's input goes land in this one.
  useLayoutEffect(() => {
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const openResult = useOpenResult(onClose);
  const open = (href: string) => {
    onClose();
    history.push(href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(results.length === 0 ? 0 : (active + step + results.length) % results.length);
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault();
      open(results[active].href);
    }
  };
  const label = translate({id: 'search.dialog.label', message: 'Search the documentation'});

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={styles.dialog}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          } else trapFocus(event);
        }}
      >
        <input
          ref={inputRef}
          type="search"
          className={styles.input}
          role="combobox"
          aria-label={label}
          aria-expanded={results.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? resultOptionId(listboxId, active) : undefined}
          placeholder={translate({id: 'search.placeholder', message: 'Search'})}
          value={query.text}
          onChange={(event) => setQuery({...query, text: event.target.value})}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
        />
        <SearchFilters query={query} version={version} onChange={setQuery} />
        <p className={styles.status} role="status" aria-live="polite" data-search-status={status}>
          {countLabel(status, total)}
        </p>
        <ResultList
          results={results}
          listbox={{id: listboxId, activeIndex: active, label: translate({id: 'search.results', message: 'Results'})}}
          showVersion={query.allVersions}
          onOpen={openResult}
        />
        <div className={styles.footer}>
          {query.text.trim() && (
            <Link
              to={`${searchPage}${writeSearchParams(query)}&version=${encodeURIComponent(version)}`}
              onClick={onClose}
            >
              {translate({id: 'search.dialog.allResults', message: 'See all results'})}
            </Link>
          )}
          <span className={styles.keys}>
            {translate({id: 'search.dialog.keys', message: '↑↓ to move, Enter to open, Esc to close'})}
          </span>
        </div>
      </div>
    </div>
  );
}
