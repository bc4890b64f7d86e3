import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {excerptParts, type ResultView} from '@site/src/search/searchQuery';
import styles from './styles.module.css';

function Excerpt({text}: {text: string}): ReactNode {
  return excerptParts(text).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
  );
}

type Props = {
  results: ResultView[];
  /** Listbox mode (the dialog): the options get ids and the active one is marked. */
  listbox?: {id: string; activeIndex: number; label: string};
  showVersion: boolean;
  /** Follows a result in the app (plain links: results are not prefetched as links in view are). */
  onOpen: (event: React.MouseEvent, href: string) => void;
};

export function resultOptionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

/** Search results: title, plan, version, the section path, the matched heading and an excerpt. */
export default function ResultList({results, listbox, showVersion, onOpen}: Props): ReactNode {
  return (
    <ul
      className={styles.results}
      {...(listbox && {id: listbox.id, role: 'listbox', 'aria-label': listbox.label})}
      data-search-results
    >
      {results.map((result, index) => {
        const active = listbox?.activeIndex === index;
        return (
          <li
            key={result.href}
            className={clsx(styles.result, active && styles.active)}
            {...(listbox && {id: resultOptionId(listbox.id, index), role: 'option', 'aria-selected': active})}
          >
            <a
              href={result.href}
              className={styles.resultLink}
              onClick={(event) => onOpen(event, result.href)}
              tabIndex={listbox ? -1 : undefined}
            >
              <span className={styles.resultTitle}>
                {result.title}
                {result.plan && (
                  <span className={clsx(styles.tag, styles[result.plan])}>
                    {result.plan === 'pro' ? 'Pro' : 'Premium'}
                  </span>
                )}
                {showVersion && result.version && <span className={styles.tag}>{result.version}</span>}
              </span>
              {result.section.length > 0 && <span className={styles.resultPath}>{result.section.join(' › ')}</span>}
              {result.heading && <span className={styles.resultHeading}>{result.heading}</span>}
              <span className={styles.resultExcerpt}>
                <Excerpt text={result.excerpt} />
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
