/** @jest-environment jsdom */
import {
  claimServerSheet,
  isUnclaimed,
  kindOfKey,
  serverSheetValue,
  unclaimedVarsSheets,
  varsKeyOf,
} from './styleHandoff';

beforeEach(() => document.head.replaceChildren());

function headSheet(value: string): HTMLStyleElement {
  const element = document.createElement('style');
  element.setAttribute('data-emotion', value);
  element.setAttribute('data-s', '');
  document.head.append(element);
  return element;
}

describe('the style hand-off protocol', () => {
  it('names the kinds of server elements by their key', () => {
    expect(kindOfKey('mui')).toBe('rules');
    expect(kindOfKey(varsKeyOf('mui'))).toBe('vars');
    expect(kindOfKey('css-global')).toBe('global');
    expect(serverSheetValue('mui', ['a1', 'b2'])).toBe('mui a1 b2');
  });

  it('claims the element of a key: its names are read and its attribute becomes the bare key', () => {
    const rules = headSheet('mui a1 b2');
    headSheet('muirtl c3');
    expect(claimServerSheet('mui')).toEqual({node: rules, names: ['a1', 'b2']});
    expect(rules.getAttribute('data-emotion')).toBe('mui');
    expect(isUnclaimed(rules)).toBe(false);
    // Claimed once: a second cache of the same key finds nothing left to claim.
    expect(claimServerSheet('mui')).toBeNull();
  });

  it('claims theme variables only for the same theme name', () => {
    const vars = headSheet('mui-vars t1');
    expect(claimServerSheet('mui-vars', 't2')).toBeNull();
    expect(unclaimedVarsSheets(['mui', 'muirtl'])).toEqual([vars]);
    expect(claimServerSheet('mui-vars', 't1')?.node).toBe(vars);
    expect(unclaimedVarsSheets(['mui', 'muirtl'])).toEqual([]);
  });

  it('finds nothing on a page without server styles', () => {
    expect(claimServerSheet('mui')).toBeNull();
    expect(unclaimedVarsSheets(['mui'])).toEqual([]);
  });
});
