/**
 * Emotion, rendering on the server, writes a component's new rules in a `<style>` element just
 * before the component: `<style data-emotion="mui 1x2y 3z4w">rules</style>`. A page with several
 * demos thus carries about a hundred small style sheets scattered through its body. The browser
 * matches every element against each sheet separately, so each style recalculation of the page
 * costs several times more (the Pickers page: ~100 sheets, a full recalculation ~4x slower than on
 * a page with ~15), and when Emotion starts in the browser it moves each of them into the head.
 *
 * `hoistStyles` takes them out of a page's server HTML and returns them merged into one element
 * per kind, for the head: the browser sees a single sheet from the first byte, in the cascade
 * position Emotion gives them in the browser (before the site's CSS), and Emotion's cache adopts
 * the element where it is (see DocsThemeProvider and ThemeGlobalStyles).
 */

import {kindOfKey, SERVER_SHEET_ATTRIBUTE, serverSheetValue} from '../../src/settings/styleHandoff';

/** One `<style data-emotion="KEY NAMES">` element as React writes it (no other attributes but a nonce). */
const EMOTION_STYLE =
  /<style data-emotion="([a-z][a-z-]*) ([^"<>]+)"( nonce="[^"<>]*")?>([^<]*(?:<(?!\/style>)[^<]*)*)<\/style>/g;

type Group = {key: string; nonce: string; names: string[]; rules: string[]};

const RANK = {global: 0, vars: 1, rules: 2} as const;

/** Where a group's element goes in the head: global sheets first, theme variables, then the rules. */
function rank(key: string): number {
  return RANK[kindOfKey(key)];
}

/**
 * Removes Emotion's inline style elements from `html` and returns them for the head (step 2 of the
 * protocol in src/settings/styleHandoff.ts), with `data-s` so that Emotion's default cache leaves them alone. The rules of each cache key are
 * merged into one element, in document order; a global sheet (`KEY-global NAME`, Emotion's
 * `Global`) and the theme variables (`KEY-vars NAME`) keep an element each, since the browser side
 * looks them up by their exact name. Order: global sheets, theme variables, rules.
 */
export function hoistStyles(html: string): {html: string; headTags: string} {
  const groups = new Map<string, Group>();
  const body = html.replace(
    EMOTION_STYLE,
    (_match, key: string, names: string, nonce: string | undefined, rules: string) => {
      const id = rank(key) < 2 ? `${key} ${names}` : key;
      let group = groups.get(id);
      if (!group) {
        group = {key, nonce: nonce ?? '', names: [], rules: []};
        groups.set(id, group);
      } else if (rank(key) < 2) {
        return ''; // The same global sheet written twice: once is enough.
      }
      group.names.push(...names.split(' ').filter(Boolean));
      group.rules.push(rules);
      return '';
    },
  );
  const ordered = [...groups.values()].sort((a, b) => rank(a.key) - rank(b.key));
  // No whitespace between the elements: the browser side relies on them being siblings in order.
  const headTags = ordered
    .map(
      (group) =>
        `<style data-emotion="${serverSheetValue(group.key, group.names)}" ${SERVER_SHEET_ATTRIBUTE}=""${group.nonce}>${group.rules.join('')}</style>`,
    )
    .join('');
  return {html: body, headTags};
}

/** What core's page renderer returns, as far as the styles are concerned. */
export type RenderResult = {
  html: string;
  collectedData: {metadata: {internal: {link: string}}};
};

/** The rendered page with its Emotion styles in the head, after its `<link>` tags (before the site's CSS). */
export function withHoistedStyles<T extends RenderResult>(result: T): T {
  const {html, headTags} = hoistStyles(result.html);
  if (!headTags) return result;
  const {metadata} = result.collectedData;
  return {
    ...result,
    html,
    collectedData: {
      ...result.collectedData,
      metadata: {...metadata, internal: {...metadata.internal, link: metadata.internal.link + headTags}},
    },
  };
}
