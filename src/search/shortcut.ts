/** Whether a key press opens search: Ctrl+K or Cmd+K anywhere, `/` when the reader is not typing. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
): boolean {
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  const editable =
    target !== null &&
    typeof target.closest === 'function' &&
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
  return !editable;
}
