import type {Result} from 'axe-core';

export type ToleratedViolation = {
  /** The axe rule. */
  rule: string;
  /** The elements: a pattern over axe's selector of the node, a line break, then its HTML. */
  element: RegExp;
  /** Why it is not ours to fix. */
  reason: string;
};

/**
 * Accessibility violations drawn by the MUI X packages themselves, not by the site. Nothing else is
 * ignored: the same rule on another element, or another rule on these elements, still fails.
 */
export const TOLERATED_AXE: ToleratedViolation[] = [
  {
    rule: 'color-contrast',
    element: /\n<div style="[^"]*pointer-events: none[^"]*">MUI X Missing license key<\/div>$/,
    reason:
      'The Pro and Premium demos run without a licence key (see tolerated.ts): the packages draw their ' +
      'watermark in a fixed translucent grey (2.12:1), with inline styles the site cannot reach.',
  },
  {
    rule: 'aria-conditional-attr',
    element: /\n<div\b(?=[^>]*\bMuiDataGrid-row\b)(?=[^>]*\baria-level=)[^>]*>/,
    reason:
      'Data Grid Premium row grouping gives its rows the treegrid attributes (aria-level, aria-setsize, ' +
      'aria-posinset, aria-expanded) inside a grid whose role stays "grid" (useGridRowAriaAttributes).',
  },
  {
    rule: 'aria-prohibited-attr',
    element: /^[^\n]*div\[aria-label="(Undo|Redo)"\]\n/,
    reason:
      'The v8 Data Grid Premium toolbar (GridPremiumToolbar) wraps its disabled Undo and Redo buttons in ' +
      'a tooltip anchor <div> that carries the aria-label, a name a plain div may not have.',
  },
  {
    rule: 'button-name',
    element: /^[^\n]*div\[aria-label="(Undo|Redo)"\] > [^\n]*MuiIconButton[^\n]*\n/,
    reason:
      'Same toolbar: while disabled, its Undo and Redo icon buttons lose their own label to the wrapper ' +
      'div above (GridPremiumToolbar).',
  },
  {
    rule: 'aria-valid-attr-value',
    element: /\.MuiClock-wrapper[^\n]*\[role="listbox"\]\n/,
    reason:
      "The pickers' analog clock (MuiClock) points aria-activedescendant at an option id it renders only " +
      'for the selected value, which is absent while no time is selected.',
  },

  {
    rule: 'color-contrast',
    element: /^[^\n]*\.MuiChartsLegend-hidden[^\n]*\.MuiChartsLegend-label\n/,
    reason:
      'The v8 charts legend draws the entry of a series the reader has hidden at a reduced opacity ' +
      '(MuiChartsLegend-hidden): a deliberate "off" state of a toggle button, drawn by the package.',
  },
  {
    rule: 'label-content-name-mismatch',
    element: /\n<button\b[^>]*\baria-label="Show filters"[^>]*>/,
    reason:
      'The 7.x Data Grid toolbar\'s filter button (GridToolbarFilterButton) reads "Filters" but is named ' +
      '"Show filters" (its toolbarFiltersLabel locale text), which does not contain the visible word.',
  },
];

export type AxeFinding = {rule: string; impact: string; targets: string[]};

/** The serious and critical violations of an axe run that TOLERATED_AXE does not list. */
export function seriousViolationsOfOurs(violations: Result[]): AxeFinding[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes
        .filter((node) => {
          const element = `${node.target.join(' ')}\n${node.html}`;
          return !TOLERATED_AXE.some((entry) => entry.rule === violation.id && entry.element.test(element));
        })
        .map((node) => node.target.join(' ')),
    }))
    .filter((finding) => finding.targets.length > 0);
}
