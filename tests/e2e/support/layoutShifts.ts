import type {Page} from '@playwright/test';

type Shifts = {__layoutShiftsIn: string[]};

/**
 * Records, from the page's first frame, every layout shift of an element inside `within` (and
 * outside `except`, when given), as "TAG.class score".
 */
export async function recordLayoutShifts(page: Page, within: string, except?: string): Promise<void> {
  await page.addInitScript(
    ({within, except}) => {
      const shifts: string[] = [];
      (window as unknown as Shifts).__layoutShiftsIn = shifts;
      type Shift = PerformanceEntry & {value: number; sources: {node?: Node | null}[]};
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          for (const {node} of entry.sources) {
            const element = node instanceof Element ? node : node?.parentElement;
            if (!element?.closest(within) || (except && element.closest(except))) continue;
            shifts.push(`${element.tagName}.${element.className} ${entry.value}`);
          }
        }
      }).observe({type: 'layout-shift', buffered: true});
    },
    {within, except},
  );
}

/** The shifts recorded so far, once the frame being drawn has reported its own. */
export async function recordedLayoutShifts(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as Shifts).__layoutShiftsIn);
}
