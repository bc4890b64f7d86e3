import {isSamePage} from './adConfig';
import {NETWORK_ELEMENT_SELECTOR} from './constants';
import type {NetworkPresence} from './pollSchedule';

/**
 * Whether the network has put its element inside `container`, and whether that element is the
 * network's own default ad, which links to the site's backers page.
 */
export function findNetworkPresence(container: ParentNode | null, backersUrl: string): NetworkPresence {
  const element = container?.querySelector(NETWORK_ELEMENT_SELECTOR);
  if (!element) return 'absent';
  const link = element.querySelector('a[href]');
  return isSamePage(link?.getAttribute('href'), backersUrl) ? 'backer' : 'ad';
}
