import type {Result} from 'axe-core';
import {seriousViolationsOfOurs} from '../e2e/support/axeTolerated';

const violation = (id: string, impact: Result['impact'], nodes: [string, string][]): Result =>
  ({id, impact, nodes: nodes.map(([target, html]) => ({target: [target], html}))}) as unknown as Result;

const WATERMARK =
  '<div style="position: absolute; pointer-events: none; color: rgba(130, 130, 130, 0.62);">MUI X Missing license key</div>';
const GROUP_ROW = '<div class="MuiDataGrid-row" role="row" aria-rowindex="2" aria-level="1" aria-expanded="false">';

describe('seriousViolationsOfOurs', () => {
  it('drops the packages’ own violations and keeps ours, even of the same rule', () => {
    const found = seriousViolationsOfOurs([
      violation('color-contrast', 'serious', [
        ['.MuiDataGrid-main > div:nth-child(3)', WATERMARK],
        ['.navbar a', '<a href="/x/">MUI X Missing license key</a>'],
      ]),
      violation('aria-conditional-attr', 'serious', [['.MuiDataGrid-row:nth-child(2)', GROUP_ROW]]),
      violation('label', 'critical', [['li > input', '<input type="checkbox" disabled="">']]),
      violation('region', 'moderate', [['.footer', '<footer>']]),
    ]);
    expect(found).toEqual([
      {rule: 'color-contrast', impact: 'serious', targets: ['.navbar a']},
      {rule: 'label', impact: 'critical', targets: ['li > input']},
    ]);
  });

  it('does not extend a tolerated element to another rule', () => {
    expect(seriousViolationsOfOurs([violation('aria-allowed-attr', 'critical', [['.row', GROUP_ROW]])])).toEqual([
      {rule: 'aria-allowed-attr', impact: 'critical', targets: ['.row']},
    ]);
  });
});

describe('the packages’ toolbar and clock violations', () => {
  it('drops the v8 toolbar’s Undo/Redo wrappers and the clock listbox, and nothing like them of ours', () => {
    const found = seriousViolationsOfOurs([
      violation('aria-prohibited-attr', 'serious', [
        ['div[aria-label="Undo"]', '<div aria-label="Undo" class="">'],
        ['div[aria-label="Close"]', '<div aria-label="Close">'],
      ]),
      violation('button-name', 'critical', [
        ['div[aria-label="Redo"] > .Mui-disabled.MuiIconButton-sizeMedium', '<button disabled="">'],
        ['.my-toolbar > button', '<button>'],
      ]),
      violation('aria-valid-attr-value', 'critical', [
        ['.MuiTimeClock-root > .MuiClock-root > .MuiClock-wrapper[role="listbox"]', '<div role="listbox">'],
      ]),
    ]);
    expect(found).toEqual([
      {rule: 'aria-prohibited-attr', impact: 'serious', targets: ['div[aria-label="Close"]']},
      {rule: 'button-name', impact: 'critical', targets: ['.my-toolbar > button']},
    ]);
  });
});
