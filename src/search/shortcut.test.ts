/** @jest-environment jsdom */
import {isSearchShortcut} from './shortcut';

const press = (key: string, init: Partial<KeyboardEvent> = {}, target: Element = document.body) =>
  isSearchShortcut({key, ctrlKey: false, metaKey: false, altKey: false, target, ...init} as KeyboardEvent);

describe('isSearchShortcut', () => {
  it('opens search with Ctrl+K or Cmd+K, anywhere', () => {
    const input = document.createElement('input');
    expect(press('k', {ctrlKey: true})).toBe(true);
    expect(press('K', {metaKey: true}, input)).toBe(true);
    expect(press('k', {ctrlKey: true, altKey: true})).toBe(false);
    expect(press('k')).toBe(false);
  });

  it('opens search with / unless the reader is typing', () => {
    expect(press('/')).toBe(true);
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    expect(press('/', {}, textarea)).toBe(false);
    expect(press('/', {}, editable)).toBe(false);
    expect(press('/', {ctrlKey: true})).toBe(false);
  });
});
