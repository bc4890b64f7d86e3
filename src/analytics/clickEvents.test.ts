/** @jest-environment jsdom */
import {listenToDeclaredClicks, trackDeclaredClick} from './clickEvents';

beforeEach(() => {
  document.body.innerHTML = `
    <div data-ga-event-category="demo" data-ga-event-action="copy" data-ga-event-label="BasicGrid">
      <button id="inside"><span id="icon">copy</span></button>
    </div>
    <button id="plain">plain</button>
    <a id="category-only" data-ga-event-category="ad">ad</a>`;
});

test('a click inside a declared element sends its category, action and label', () => {
  const gtag = jest.fn();
  const stop = listenToDeclaredClicks(document, gtag);
  document.getElementById('icon')?.click();
  document.getElementById('plain')?.click();
  stop();
  document.getElementById('icon')?.click();
  expect(gtag.mock.calls).toEqual([['event', 'demo', {eventAction: 'copy', eventLabel: 'BasicGrid'}]]);
});

test('missing action and label are left out, and non-elements are ignored', () => {
  const gtag = jest.fn();
  expect(trackDeclaredClick(document.getElementById('category-only'), gtag)).toBe(true);
  expect(trackDeclaredClick(document, gtag)).toBe(false);
  expect(trackDeclaredClick(null, gtag)).toBe(false);
  expect(gtag.mock.calls).toEqual([['event', 'ad', {eventAction: undefined, eventLabel: undefined}]]);
});
