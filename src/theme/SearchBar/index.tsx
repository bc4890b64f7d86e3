// The site's own search (Pagefind, see plugins/search): a navbar button that opens the search
// dialog. The dialog's code and the index load when the reader reaches for search.
import React, {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {loadPagefind} from '@site/src/search/pagefind';
import {isSearchShortcut} from '@site/src/search/shortcut';
import {useReadVersion} from '@site/src/search/useReadVersion';
import {useSearchBundles} from '@site/src/search/useSearchBundles';
import styles from '@site/src/components/Search/styles.module.css';

const loadDialog = () => import('@site/src/components/Search/SearchDialog');
const SearchDialog = lazy(loadDialog);

/**
 * Stands in for the dialog while its code arrives: the same box with the input, focused, so what
 * the reader types right after the shortcut is kept and searched once the dialog takes over.
 */
function PendingDialog({text, onText, onClose}: {text: string; onText: (text: string) => void; onClose: () => void}) {
  const label = translate({id: 'search.dialog.label', message: 'Search the documentation'});
  return (
    <div className={styles.backdrop}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={styles.dialog}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
      >
        <input
          // The reader asked for search: the box takes the focus.
          autoFocus
          type="search"
          className={styles.input}
          aria-label={label}
          placeholder={translate({id: 'search.placeholder', message: 'Search'})}
          value={text}
          onChange={(event) => onText(event.target.value)}
        />
      </div>
    </div>
  );
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState<{text: string} | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isBrowser = useIsBrowser();
  const version = useReadVersion();
  const currentBundle = useSearchBundles(version).current;
  const isMac = isBrowser && /Mac|iPhone|iPad/.test(navigator.platform);

  const prepare = useCallback(() => {
    loadDialog().catch(() => undefined);
    loadPagefind(currentBundle).catch(() => undefined);
  }, [currentBundle]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      prepare();
      setOpen({text: ''});
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [prepare]);

  const close = useCallback(() => {
    setOpen(null);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.navbarButton}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => setOpen({text: ''})}
        aria-label={translate({id: 'search.open', message: 'Search the documentation'})}
        aria-haspopup="dialog"
        aria-keyshortcuts={isBrowser ? (isMac ? 'Meta+K' : 'Control+K') : undefined}
        data-search-button
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
          />
        </svg>
        <span className={styles.navbarLabel}>{translate({id: 'search.placeholder', message: 'Search'})}</span>
        {/* The shortcut is drawn from an attribute, not text: the button's name starts with its visible
            label ("Search…") and the keys stay out of it (axe label-content-name-mismatch). It is in
            the server HTML, at a width that fits either spelling, so the navbar never moves. */}
        <kbd className={styles.navbarKeys} data-keys={isMac ? '⌘ K' : 'Ctrl K'} aria-hidden="true" />
      </button>
      {open &&
        createPortal(
          <Suspense fallback={<PendingDialog text={open.text} onText={(text) => setOpen({text})} onClose={close} />}>
            <SearchDialog initialText={open.text} version={version} onClose={close} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
