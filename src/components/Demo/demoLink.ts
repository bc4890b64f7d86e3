import {CODE_STYLINGS, type CodeStyling} from '@site/src/settings/codeStyling';
import type {CodeVariant} from '@site/src/settings/codeVariant';
import {decodeHash} from '@site/src/settings/codeVariant';

/** The hash of a link to a demo's source: `#Foo.tsx`, `#Foo.js`, `#tailwind-Foo.tsx`... */
export function demoSourceHash(name: string, codeVariant: CodeVariant, codeStyling: CodeStyling): string {
  const prefix = codeStyling === 'system' ? '' : `${codeStyling}-`;
  return `#${prefix}${name}.${codeVariant === 'TS' ? 'tsx' : 'js'}`;
}

/** The demo a hash links to, or undefined when the hash is not a link to a demo's source. */
export function demoNameFromHash(hash: string): string | undefined {
  const match = /^(?:([a-z]+)-)?([A-Za-z][A-Za-z0-9_]*)\.(?:tsx|js)$/.exec(decodeHash(hash));
  if (!match) return undefined;
  const [, styling, name] = match;
  if (styling !== undefined && !(CODE_STYLINGS as readonly string[]).includes(styling)) return undefined;
  return name;
}
