// Wraps the search plugin's navbar search so that its code (lunr and its languages, mark.js,
// Comlink, the bar itself) loads when a reader reaches for search, not on every page load.
import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
// The same CSS modules as the plugin's bar, so the stand-in has its classes, size and look.
import barStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import ringStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.module.css';
import {SEARCH_SHORTCUT} from '@site/src/search/pluginOptions';
import {shouldLoadSearchNow} from '@site/src/search/lazySearch';

type Props = {handleSearchBarToggle?: (expanded: boolean) => void};

// How long after the bar mounts its reset of the text (see LoadedSearchBar) has surely rendered.
const RESTORE_DELAY_MS = 60;

/** What the reader had done in the stand-in when the plugin's bar replaced it. */
type Handover = {value: string; focused: boolean; selectionEnd: number | null};

/** Sets an input's text as typing would: React's onChange and the autocomplete both hear it. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** The plugin's bar once loaded; takes over the stand-in's text, caret and focus on mount. */
function LoadedSearchBar({
  Bar,
  handover,
  ...props
}: Props & {Bar: ComponentType<Props>; handover: React.RefObject<Handover | null>}): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const typed = useRef('');
  const location = useLocation();

  useLayoutEffect(() => {
    const input = containerRef.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    const state = handover.current;
    if (!input || !state) return undefined;
    // Before the bar's own mount effects, which read the DOM value and focus (the plugin's sync
    // for text typed before hydration) and then load the index once.
    if (state.value) input.value = state.value;
    if (state.focused) {
      // Focused without React seeing it: the bar's mount effects must run first (one of them
      // resets its index state for the version), then its sync effect finds the focus and loads.
      const hide = (event: FocusEvent) => event.stopPropagation();
      input.addEventListener('focusin', hide);
      input.focus();
      input.removeEventListener('focusin', hide);
      const end = state.selectionEnd ?? input.value.length;
      input.setSelectionRange(end, end);
    }
    // The bar's highlight effect sets the text to the page's `_highlight` terms in a timer of its
    // own, which empties it on other pages: note the text just before (this timer is queued first).
    const timer = window.setTimeout(() => {
      typed.current = input.value;
    });
    return () => window.clearTimeout(timer);
  }, [handover]);

  useEffect(() => {
    // Queued after the bar's timer (child effects run first), and late enough for the render its
    // state update causes: give the reader's text back, with anything typed since.
    const timer = window.setTimeout(() => {
      const input = containerRef.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
      const before = typed.current;
      if (!input || !before || input.value.startsWith(before) || shouldLoadSearchNow(location.search)) return;
      typeInto(input, before + input.value);
    }, RESTORE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Once, after the bar's own mount effects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // `display: contents`: the bar stays a direct flex item of the navbar.
    <div ref={containerRef} className="navbar__search-host">
      <Bar {...props} />
    </div>
  );
}

function ShortcutHints(): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;
  return (
    <div className={barStyles.searchHintContainer}>
      {getKeymapHints(SEARCH_SHORTCUT, isMacPlatform()).map((hint: string) => (
        <kbd key={hint} className={barStyles.searchHint}>
          {hint}
        </kbd>
      ))}
    </div>
  );
}

/**
 * The plugin's bar as the server renders it (same markup and classes). Pointing at it, touching
 * it, focusing it, the shortcut or a `_highlight` link loads the real bar, which then takes over.
 */
function StandIn({onWanted, handover}: {onWanted: () => void; handover: React.RefObject<Handover | null>}): ReactNode {
  const inputRef = useRef<HTMLInputElement>(null);
  // Layout cleanups run before React removes the node: the text, caret and focus are still there.
  useLayoutEffect(
    () => () => {
      const input = inputRef.current;
      if (!input) return;
      handover.current = {
        value: input.value,
        focused: document.activeElement === input,
        selectionEnd: input.selectionEnd,
      };
    },
    [handover],
  );

  // The shortcut works before the bar has loaded: it focuses the stand-in, which loads the bar.
  useEffect(() => {
    const keymap = parseKeymap(SEARCH_SHORTCUT);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      inputRef.current?.focus();
      onWanted();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onWanted]);

  return (
    <div className={clsx('navbar__search', barStyles.searchBarContainer)} dir="ltr">
      <svg aria-hidden="true" className={barStyles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.03 10.2a4.17 4.17 0 1 1 4.17-4.17 4.16 4.16 0 0 1-4.17 4.17Zm9.69 4.22-4.82-4.82a5.88 5.88 0 0 0 1.16-3.57A6 6 0 1 0 9.6 10.9l4.82 4.82a.9.9 0 0 0 1.3 0 .9.9 0 0 0 0-1.3Z"
        />
      </svg>
      <input
        ref={inputRef}
        placeholder={translate({id: 'theme.SearchBar.label', message: 'Search'})}
        aria-label="Search"
        className={`navbar__search-input ${barStyles.searchInput}`}
        onPointerEnter={onWanted}
        onTouchStart={onWanted}
        onFocus={onWanted}
        onInput={onWanted}
      />
      <div className={clsx(ringStyles.loadingRing, barStyles.searchBarLoadingRing)}>
        <div />
        <div />
        <div />
        <div />
      </div>
      <ShortcutHints />
    </div>
  );
}

export default function SearchBar(props: Props): ReactNode {
  const [wanted, setWanted] = useState(false);
  const [Bar, setBar] = useState<ComponentType<Props> | null>(null);
  const handover = useRef<Handover | null>(null);
  const location = useLocation();
  const want = useCallback(() => setWanted(true), []);

  // A page opened from a search result highlights its terms: that needs the real bar at once.
  useEffect(() => {
    if (shouldLoadSearchNow(location.search)) setWanted(true);
  }, [location.search]);

  // Loads on intent and swaps once the chunk is in, so the stand-in stays usable meanwhile.
  useEffect(() => {
    if (!wanted || Bar) return undefined;
    let current = true;
    import('@theme-original/SearchBar').then(
      (module: {default: ComponentType<Props>}) => {
        if (current) setBar(() => module.default);
      },
      () => {
        // Offline or a failed deploy: the stand-in stays; the next intent tries again.
        if (current) setWanted(false);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Bar]);

  if (Bar) return <LoadedSearchBar {...props} Bar={Bar} handover={handover} />;
  return <StandIn onWanted={want} handover={handover} />;
}
