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

/** What the reader had done in the stand-in when the plugin's bar replaced it. */
type Handover = {value: string; focused: boolean; selectionEnd: number | null};

/** Sets an input's text as typing would: React's onChange and the autocomplete both hear it. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * The plugin's bar once loaded. It mounts hidden, beside the stand-in, because its mount work is
 * not instant: an effect of its own empties the text in a timer (it sets the text to the page's
 * `_highlight` terms, none on most pages). Once that has run (`onSettled`), the stand-in goes and
 * the bar shows, taking over the text, caret and focus in the same commit, so no keystroke can
 * land between the two inputs or be emptied afterwards.
 */
function LoadedSearchBar({
  Bar,
  handover,
  shown,
  onSettled,
  ...props
}: Props & {
  Bar: ComponentType<Props>;
  handover: React.RefObject<Handover | null>;
  shown: boolean;
  onSettled: () => void;
}): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Child effects run first: this timer is queued after the bar's own.
    const timer = window.setTimeout(onSettled);
    return () => window.clearTimeout(timer);
  }, [onSettled]);

  useLayoutEffect(() => {
    if (!shown) return;
    const input = containerRef.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    // The stand-in's layout cleanup, in this same commit, filled the handover.
    const state = handover.current;
    if (!input || !state) return;
    // As typing would: the bar's state and, once its index is in, the autocomplete see the text.
    if (state.value) typeInto(input, state.value);
    if (state.focused) {
      // The bar's focus handler loads the index and opens the results for the text.
      input.focus();
      const end = state.selectionEnd ?? input.value.length;
      input.setSelectionRange(end, end);
    }
  }, [shown, handover]);

  return (
    // `display: contents`: the bar stays a direct flex item of the navbar; hidden until it settles.
    <div ref={containerRef} className="navbar__search-host" hidden={!shown}>
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
  const [settled, setSettled] = useState(false);
  const handover = useRef<Handover | null>(null);
  const location = useLocation();
  const want = useCallback(() => setWanted(true), []);
  const settle = useCallback(() => setSettled(true), []);

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

  return (
    <>
      {Bar && <LoadedSearchBar {...props} Bar={Bar} handover={handover} shown={settled} onSettled={settle} />}
      {!settled && <StandIn onWanted={want} handover={handover} />}
    </>
  );
}
