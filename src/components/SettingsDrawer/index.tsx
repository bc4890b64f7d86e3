import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import styles from './styles.module.css';

// The panel (and the MUI inputs it uses) loads the first time a reader opens it.
const SettingsPanel = lazy(() => import('./SettingsPanel'));

function GearIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M19.14 12.94a7.4 7.4 0 0 0 0-1.88l2.03-1.58a.5.5 0 0 0 .12-.64l-1.92-3.32a.5.5 0 0 0-.6-.22l-2.39.96a7.1 7.1 0 0 0-1.63-.94l-.36-2.54A.5.5 0 0 0 13.9 2h-3.84a.5.5 0 0 0-.49.42l-.36 2.54c-.59.24-1.13.55-1.63.94l-2.39-.96a.5.5 0 0 0-.6.22L2.67 8.48a.5.5 0 0 0 .12.64l2.03 1.58a7.4 7.4 0 0 0 0 1.88l-2.03 1.58a.5.5 0 0 0-.12.64l1.92 3.32c.13.22.39.3.6.22l2.39-.96c.5.39 1.04.7 1.63.94l.36 2.54c.04.24.25.42.49.42h3.84c.24 0 .45-.18.49-.42l.36-2.54c.59-.24 1.13-.56 1.63-.94l2.39.96c.22.08.47 0 .6-.22l1.92-3.32a.5.5 0 0 0-.12-.64l-2.03-1.58zM12 15.5A3.5 3.5 0 1 1 12 8.5a3.5 3.5 0 0 1 0 7z"
      />
    </svg>
  );
}

/** The navbar button that opens the reader's settings (colour mode, direction, density, colours). */
export default function SettingsButton({mobile}: {mobile?: boolean}): ReactNode {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const label = translate({
    id: 'settings.open',
    message: 'Settings',
    description: 'Label of the navbar button that opens the settings drawer',
  });
  return (
    <>
      <button
        type="button"
        className={clsx(mobile ? 'menu__link' : 'navbar__item', styles.button)}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="settings-button"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <GearIcon />
        {mobile && <span className={styles.mobileLabel}>{label}</span>}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <SettingsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
