// Stands in for theme-classic's client module that loads Prism at startup (see ./index.ts): the
// code blocks load Prism and its languages themselves (overrides/theme/CodeBlock/Content/HighlightedLines.tsx).
export {};
