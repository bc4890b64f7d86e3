import {useCallback, type MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';

/**
 * Opens a result in the app, as a link would, but from a plain `<a>`: result lists would otherwise
 * make the site prefetch every page they show. A click with a modifier keeps the browser's meaning.
 */
export function useOpenResult(onOpen?: () => void): (event: MouseEvent, href: string) => void {
  const history = useHistory();
  return useCallback(
    (event, href) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      event.preventDefault();
      onOpen?.();
      history.push(href);
    },
    [history, onOpen],
  );
}
