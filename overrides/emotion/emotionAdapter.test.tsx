/**
 * @jest-environment jsdom
 * @jsxImportSource @emotion/react
 */
import {act} from 'react';
import {createRoot} from 'react-dom/client';
import createCache from '@emotion/cache';
import {CacheProvider, css} from '@emotion/react';
import {adoptElement, createSheetBefore, insertStyles, nonceOf, removeSheet} from './emotionAdapter';

// These tests pin the Emotion internals the adapter relies on (sheet.tags, sheet.before, the sheet's
// constructor, cache.inserted, cache.insert): an Emotion upgrade that changes them fails here.

// Tells React that these tests wrap their updates in act().
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => document.head.replaceChildren());

function serverElement(key: string, rules: string): HTMLStyleElement {
  const element = document.createElement('style');
  element.setAttribute('data-emotion', key);
  element.textContent = rules;
  document.head.append(element);
  return element;
}

describe('adoptElement', () => {
  it('makes a server element the first tag of the sheet, in place, and its names inserted', () => {
    const element = serverElement('mui', '.mui-abc{color:red;}');
    const cache = createCache({key: 'mui', prepend: true});
    adoptElement(cache.sheet, element, ['abc'], cache);
    expect(cache.inserted.abc).toBe(true);
    // A style the cache writes now goes right after the adopted element, which stays where it is.
    insertStyles(cache, css({color: 'blue'}));
    const tags = [...document.head.querySelectorAll('style')];
    expect(tags[0]).toBe(element);
    expect(tags).toHaveLength(2);
    expect(tags[1].getAttribute('data-emotion')).toBe('mui');
  });

  it('keeps a component from writing again a style the server already wrote', async () => {
    const styles = css({color: 'green'});
    const element = serverElement('mui', `.mui-${styles.name}{color:green;}`);
    const cache = createCache({key: 'mui', prepend: true});
    adoptElement(cache.sheet, element, [styles.name], cache);
    const root = document.createElement('div');
    document.body.append(root);
    await act(async () =>
      createRoot(root).render(
        <CacheProvider value={cache}>
          <p css={styles}>green</p>
        </CacheProvider>,
      ),
    );
    expect(root.querySelector('p')?.className).toBe(`mui-${styles.name}`);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });
});

describe('createSheetBefore', () => {
  it('makes a sheet of its own key whose tags go before the cache first tag', () => {
    const cache = createCache({key: 'mui', prepend: true, nonce: 'n0'});
    insertStyles(cache, css({color: 'red'}));
    const sheet = createSheetBefore(cache, 'mui-vars');
    insertStyles(cache, css({'--x': '1'}), sheet);
    const tags = [...document.head.querySelectorAll('style')];
    expect(tags.map((tag) => tag.getAttribute('data-emotion'))).toEqual(['mui-vars', 'mui']);
    expect(tags[0].getAttribute('nonce')).toBe('n0');
    expect(nonceOf(cache)).toBe('n0');
    removeSheet(sheet);
    expect(document.head.querySelectorAll('style[data-emotion="mui-vars"]')).toHaveLength(0);
  });
});
