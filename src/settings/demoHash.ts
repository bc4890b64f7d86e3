import {CODE_STYLINGS, type CodeStyling} from './codeStyling';
import type {CodeVariant} from './codeVariant';

/** A link to a demo's source, read from a URL hash: `#Foo.tsx`, `#Foo.js`, `#tailwind-Foo.tsx`… */
export type DemoHash = {name: string; codeVariant: CodeVariant; codeStyling?: CodeStyling};

/** Decodes a URL hash without throwing on malformed escapes, and drops the leading `#`. */
export function decodeHash(hash: string): string {
  const bare = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

/** The hash of a link to a demo's source; MUI System is the default styling and has no prefix. */
export function demoSourceHash(name: string, codeVariant: CodeVariant, codeStyling: CodeStyling): string {
  const prefix = codeStyling === 'system' ? '' : `${codeStyling}-`;
  return `#${prefix}${name}.${codeVariant === 'TS' ? 'tsx' : 'js'}`;
}

/**
 * Reads a link to a demo's source, strictly: the whole hash must be `[styling-]Name.(tsx|js)`, with
 * a known styling and a component-like name (a capital first letter, as demo files are named).
 * Heading anchors (`#css-variables`, `#sorting`) and other hashes are not demo links.
 */
export function parseDemoHash(hash: string): DemoHash | undefined {
  const match = /^(?:([a-z]+)-)?([A-Z][A-Za-z0-9_]*)\.(tsx|js)$/.exec(decodeHash(hash));
  if (!match) return undefined;
  const [, styling, name, extension] = match;
  if (styling !== undefined && !(CODE_STYLINGS as readonly string[]).includes(styling)) return undefined;
  return {
    name,
    codeVariant: extension === 'tsx' ? 'TS' : 'JS',
    ...(styling !== undefined && {codeStyling: styling as CodeStyling}),
  };
}

/**
 * The code settings a hash selects: only a link to the source of a demo that `hasDemo` finds on
 * the page (a `#Foo.js` naming no demo selects nothing). The styling is set only when named.
 */
export function codeSettingsFromHash(
  hash: string,
  hasDemo: (name: string) => boolean,
): {codeVariant: CodeVariant; codeStyling?: CodeStyling} | undefined {
  const link = parseDemoHash(hash);
  if (!link || !hasDemo(link.name)) return undefined;
  const {codeVariant, codeStyling} = link;
  return codeStyling === undefined ? {codeVariant} : {codeVariant, codeStyling};
}
