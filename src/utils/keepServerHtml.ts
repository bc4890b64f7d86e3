/**
 * Props for an element that keeps the HTML the server wrote inside it: React leaves the children
 * of an element hydrated with `dangerouslySetInnerHTML` as they are, and never rewrites them while
 * `__html` keeps the same value (this one object). Pair it with `suppressHydrationWarning`.
 */
export const KEEP_SERVER_HTML = {__html: ''};
