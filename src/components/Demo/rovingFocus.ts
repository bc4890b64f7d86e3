/**
 * Where focus goes in a toolbar that is one tab stop: arrows move between items (mirrored in
 * right-to-left), Home and End jump to the ends. Undefined means the key is not the toolbar's.
 */
export function nextToolbarIndex(current: number, key: string, count: number, rtl: boolean): number | undefined {
  if (count === 0) return undefined;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
