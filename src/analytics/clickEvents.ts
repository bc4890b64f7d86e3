import type {Gtag} from './gtag';

/**
 * The one delegated click listener: the nearest element with `data-ga-event-category` names the
 * event, with its `-action` and `-label` attributes as parameters.
 */
export function trackDeclaredClick(target: EventTarget | null, gtag: Gtag): boolean {
  const element = target instanceof Element ? target.closest('[data-ga-event-category]') : null;
  const category = element?.getAttribute('data-ga-event-category');
  if (!element || !category) return false;
  gtag('event', category, {
    eventAction: element.getAttribute('data-ga-event-action') ?? undefined,
    eventLabel: element.getAttribute('data-ga-event-label') ?? undefined,
  });
  return true;
}

export function listenToDeclaredClicks(doc: Document, gtag: Gtag): () => void {
  const onClick = (event: MouseEvent) => {
    trackDeclaredClick(event.target, gtag);
  };
  doc.addEventListener('click', onClick, {capture: true});
  return () => doc.removeEventListener('click', onClick, {capture: true});
}
