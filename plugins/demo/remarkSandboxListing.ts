import {docsVersionOf} from './demoFiles';
import {defaultImportProgram, expressionProgram} from './estree';

/** The component a ```tsx sandbox listing becomes; imported into each page that has one. */
export const LISTING_COMPONENT = 'MuiDocsSandboxListing';
const LISTING_COMPONENT_SOURCE = '@site/src/components/SandboxListing';
const LANGUAGES = new Set(['tsx', 'jsx', 'ts', 'js']);

type MdNode = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  [key: string]: unknown;
};

function metaWords(meta: string | null | undefined): string[] {
  return (meta ?? '').split(/\s+/).filter(Boolean);
}

function isSandboxListing(node: MdNode): boolean {
  return node.type === 'code' && LANGUAGES.has(node.lang ?? '') && metaWords(node.meta).includes('sandbox');
}

/** The name of the listing's component: its `export default function Name`. */
export function listingNameOf(code: string, where: string): string {
  const match = /^export default function ([A-Z][A-Za-z0-9_]*)\s*\(/m.exec(code);
  if (!match) {
    throw new Error(
      `A \`sandbox\` code block in ${where} must be a complete module with \`export default function Name()\`.`,
    );
  }
  return match[1];
}

function replaceListings(node: MdNode, where: string, docsVersion: string): number {
  let count = 0;
  if (!node.children) return 0;
  node.children = node.children.map((child) => {
    if (!isSandboxListing(child)) {
      count += replaceListings(child, where, docsVersion);
      return child;
    }
    count += 1;
    const code = child.value ?? '';
    const listing = {name: listingNameOf(code, where), docsVersion, code};
    const shown: MdNode = {
      ...child,
      meta:
        metaWords(child.meta)
          .filter((word) => word !== 'sandbox')
          .join(' ') || null,
    };
    return {
      type: 'mdxJsxFlowElement',
      name: LISTING_COMPONENT,
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'listing',
          value: {type: 'mdxJsxAttributeValueExpression', value: '', data: {estree: expressionProgram(listing)}},
        },
      ],
      children: [shown],
    };
  });
  return count;
}

/**
 * Remark plugin: a fenced block whose meta has `sandbox` (```tsx sandbox) stays a static listing and
 * gains "open in StackBlitz / CodeSandbox", pinned to the packages of the page's version. It is how
 * archived versions (no live demos) offer runnable code.
 */
export default function remarkSandboxListing(options: {siteDir?: string} = {}) {
  return (tree: MdNode, file: {path?: string}): void => {
    const where = file.path ?? 'a page';
    const count = replaceListings(tree, where, file.path ? docsVersionOf(file.path, options.siteDir) : 'current');
    if (count === 0) return;
    const source = LISTING_COMPONENT_SOURCE;
    tree.children = [
      {
        type: 'mdxjsEsm',
        value: `import ${LISTING_COMPONENT} from ${JSON.stringify(source)};`,
        data: {estree: defaultImportProgram(LISTING_COMPONENT, source)},
      },
      ...(tree.children ?? []),
    ];
  };
}
