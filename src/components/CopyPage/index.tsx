import React, {lazy, Suspense, useCallback, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useCopyPage, type CopyStatus} from './useCopyPage';
import styles from './styles.module.css';

// The menu's code loads when the reader first opens it.
const CopyPageMenu = lazy(() => import('./CopyPageMenu'));

function buttonLabel(status: CopyStatus): string {
  switch (status) {
    case 'copied':
      return translate({id: 'markdown.copyPage.copied', message: 'Copied'});
    case 'failed':
      return translate({id: 'markdown.copyPage.failed', message: 'Copy failed'});
    default:
      return translate({id: 'markdown.copyPage.button', message: 'Copy page'});
  }
}

/**
 * "Copy page" next to a page's title: copies the page's Markdown (its `index.md`, see
 * `plugins/markdown`), with a menu that also opens it. Nothing but these buttons loads until used.
 */
export default function CopyPage({markdownUrl}: {markdownUrl: string}): ReactNode {
  const {status, copy} = useCopyPage(markdownUrl);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback((refocus: boolean) => {
    setMenuOpen(false);
    if (refocus) toggleRef.current?.focus();
  }, []);
  return (
    <div className={styles.copyPage} data-copy-page="">
      <button type="button" className={styles.copy} onClick={copy} aria-busy={status === 'copying'}>
        <span aria-live="polite">{buttonLabel(status)}</span>
      </button>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-label={translate({id: 'markdown.copyPage.menu', message: 'More Markdown options'})}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      </button>
      {menuOpen && (
        <Suspense fallback={null}>
          <CopyPageMenu markdownUrl={markdownUrl} onCopy={copy} onClose={closeMenu} toggle={toggleRef} />
        </Suspense>
      )}
    </div>
  );
}
