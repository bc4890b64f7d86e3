import React, {useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {
  markdownUrl: string;
  onCopy: () => void;
  /** Closes the menu; `refocus` puts the focus back on the button that opened it. */
  onClose: (refocus: boolean) => void;
  toggle: RefObject<HTMLButtonElement | null>;
};

const items = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/** Arrow keys, Home and End move between the entries; Escape closes the menu, Tab leaves it. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>, onClose: Props['onClose']): void {
  const entries = items(event.currentTarget);
  const current = entries.indexOf(document.activeElement as HTMLElement);
  const next: Record<string, number> = {
    ArrowDown: (current + 1) % entries.length,
    ArrowUp: (current - 1 + entries.length) % entries.length,
    Home: 0,
    End: entries.length - 1,
  };
  if (event.key in next) {
    event.preventDefault();
    entries[next[event.key]]?.focus();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    onClose(true);
  } else if (event.key === 'Tab') {
    onClose(false);
  }
}

/** The "Copy page" menu: copy the Markdown, or open it in a new tab. */
export default function CopyPageMenu({markdownUrl, onCopy, onClose, toggle}: Props): ReactNode {
  const menuRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    items(menuRef.current)[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [onClose, toggle]);
  return (
    <ul
      ref={menuRef}
      role="menu"
      className={styles.menu}
      aria-label={translate({id: 'markdown.copyPage.menu', message: 'More Markdown options'})}
      onKeyDown={(event) => moveFocus(event, onClose)}
    >
      <li role="none">
        <button
          type="button"
          role="menuitem"
          className={styles.item}
          onClick={() => {
            onCopy();
            onClose(true);
          }}
        >
          {translate({id: 'markdown.copyPage.copyItem', message: 'Copy page as Markdown'})}
        </button>
      </li>
      <li role="none">
        <a
          role="menuitem"
          className={styles.item}
          href={markdownUrl}
          target="_blank"
          rel="noopener"
          onClick={() => onClose(false)}
        >
          {translate({id: 'markdown.copyPage.openItem', message: 'Open as Markdown'})}
        </a>
      </li>
    </ul>
  );
}
