import React, {lazy, Suspense, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {CodeStyling} from '@site/src/settings/codeStyling';
import {updateCodeSettings} from '@site/src/settings/codeVariantHook';
import {nextToolbarIndex} from './rovingFocus';
import styles from './styles.module.css';

// MUI's Menu loads with the first opening: the toolbar itself is plain buttons.
const StylingMenu = lazy(() => import('./StylingMenu'));

export type ToolbarItem = {
  id: string;
  /** The accessible name and tooltip; the button shows `text` when it is shorter. */
  label: string;
  text?: string;
  /** The `data-ga-event-action` analytics reads. */
  action: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  pressed?: boolean;
  expanded?: boolean;
  hasPopup?: boolean;
};

type Props = {demoName: string; items: ToolbarItem[]; stylings: CodeStyling[]; styling: CodeStyling; status: ReactNode};

export function stylingLabel(styling: CodeStyling): string {
  switch (styling) {
    case 'tailwind':
      return translate({id: 'demo.styling.tailwind', message: 'Tailwind CSS'});
    case 'css':
      return translate({id: 'demo.styling.css', message: 'Plain CSS'});
    default:
      return translate({id: 'demo.styling.system', message: 'MUI System'});
  }
}

/** The demo's controls: one tab stop, arrow keys move between the buttons. */
export default function DemoToolbar({demoName, items, stylings, styling, status}: Props): ReactNode {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuRequested, setMenuRequested] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const stylingItem: ToolbarItem = {
    id: 'styling',
    label: translate({id: 'demo.toolbar.styling', message: 'Styling: {styling}'}, {styling: stylingLabel(styling)}),
    action: 'styling-menu',
    hasPopup: true,
    expanded: menuAnchor !== null,
    onClick: (event) => {
      setMenuRequested(true);
      setMenuAnchor(event.currentTarget);
    },
  };
  const allItems = stylings.length > 1 ? [stylingItem, ...items] : items;
  const activeIndex = Math.max(
    0,
    allItems.findIndex((item) => item.id === activeId),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = nextToolbarIndex(activeIndex, event.key, allItems.length, rtl);
    if (next === undefined) return;
    event.preventDefault();
    setActiveId(allItems[next].id);
    buttons.current.get(allItems[next].id)?.focus();
  };

  return (
    <div className={styles.toolbarRow}>
      <div
        role="toolbar"
        aria-label={translate({id: 'demo.toolbar.label', message: 'Demo actions'})}
        className={styles.toolbar}
        onKeyDown={onKeyDown}
      >
        {allItems.map((item, index) => (
          <button
            key={item.id}
            type="button"
            ref={(element) => {
              if (element) buttons.current.set(item.id, element);
              else buttons.current.delete(item.id);
            }}
            className={styles.toolbarButton}
            tabIndex={index === activeIndex ? 0 : -1}
            aria-label={item.text === undefined ? undefined : item.label}
            title={item.text === undefined ? undefined : item.label}
            aria-pressed={item.pressed}
            aria-expanded={item.expanded}
            aria-haspopup={item.hasPopup ? 'menu' : undefined}
            data-toolbar-item={item.id}
            data-ga-event-category="demo"
            data-ga-event-action={item.action}
            data-ga-event-label={demoName}
            onFocus={() => setActiveId(item.id)}
            onClick={item.onClick}
          >
            {item.text ?? item.label}
          </button>
        ))}
      </div>
      <span role="status" className={styles.status}>
        {status}
      </span>
      {menuRequested && (
        <Suspense fallback={null}>
          <StylingMenu
            anchor={menuAnchor}
            demoName={demoName}
            stylings={stylings}
            styling={styling}
            labelOf={stylingLabel}
            onPick={(option) => {
              updateCodeSettings({codeStyling: option});
              setMenuAnchor(null);
            }}
            onClose={() => setMenuAnchor(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
