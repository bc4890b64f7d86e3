import remarkSandboxListing, {LISTING_COMPONENT, listingNameOf} from './remarkSandboxListing';
import type {EstreeNode} from './estree';

type Node = {type: string; [key: string]: unknown};
type Tree = {type: string; children: Node[]};

const CODE = `import * as React from 'react';\nimport { DataGrid } from '@mui/x-data-grid';\n\nexport default function SortedGrid() {\n  return <DataGrid rows={[]} columns={[]} />;\n}`;
const PAGE = '/site/versioned_docs/version-6/react-data-grid/sorting.mdx';

function code(meta: string | null, value = CODE, lang = 'tsx'): Node {
  return {type: 'code', lang, meta, value};
}

function listingValue(element: Node): Record<string, string> {
  const attribute = (element.attributes as Array<{value: {data: {estree: EstreeNode}}}>)[0];
  const statement = (attribute.value.data.estree.body as EstreeNode[])[0];
  const properties = (statement.expression as EstreeNode).properties as Array<{
    key: {value: string};
    value: {value: string};
  }>;
  return Object.fromEntries(properties.map((property) => [property.key.value, property.value.value]));
}

describe('remarkSandboxListing', () => {
  it('wraps a ```tsx sandbox block, keeping the listing and naming its version and component', () => {
    const tree: Tree = {type: 'root', children: [{type: 'paragraph', children: []}, code('sandbox title="Sorted"')]};
    remarkSandboxListing({siteDir: '/site'})(tree, {path: PAGE});
    expect(tree.children[0]).toMatchObject({type: 'mdxjsEsm'});
    expect(String(tree.children[0].value)).toContain('@site/src/components/SandboxListing');
    const element = tree.children[2];
    expect(element).toMatchObject({type: 'mdxJsxFlowElement', name: LISTING_COMPONENT});
    expect(element.children).toEqual([code('title="Sorted"')]);
    expect(listingValue(element)).toEqual({name: 'SortedGrid', docsVersion: '6', code: CODE});
  });

  it('finds listings nested in other elements, such as tabs', () => {
    const nested: Node = {type: 'mdxJsxFlowElement', name: 'TabItem', children: [code('sandbox')]};
    const tree: Tree = {type: 'root', children: [nested]};
    remarkSandboxListing({siteDir: '/site'})(tree, {path: '/site/versioned_docs/version-4/react-data-grid/rows.mdx'});
    const element = (nested.children as Node[])[0];
    expect(element.name).toBe(LISTING_COMPONENT);
    expect(listingValue(element).docsVersion).toBe('4');
  });

  it('leaves plain code blocks and pages without listings untouched', () => {
    const plain = code(null);
    const other = code('sandbox', 'npm install', 'bash');
    const text: Node = {type: 'text', value: 'Sorting'};
    const tree: Tree = {type: 'root', children: [plain, other, {type: 'paragraph', children: [text]}]};
    remarkSandboxListing({siteDir: '/site'})(tree, {path: PAGE});
    expect(tree.children).toEqual([plain, other, {type: 'paragraph', children: [text]}]);
    // Leaves keep no `children` key at all: mdast-util-to-hast treats one as a parent.
    expect('children' in text).toBe(false);
  });

  it('fails the build with a clear message when the listing has no default export', () => {
    const tree: Tree = {type: 'root', children: [code('sandbox', 'const a = 1;')]};
    expect(() => remarkSandboxListing({siteDir: '/site'})(tree, {path: PAGE})).toThrow(
      /sandbox` code block in .*sorting\.mdx must be a complete module with `export default function Name\(\)`/,
    );
    expect(listingNameOf('export default function Grid() {}', 'x')).toBe('Grid');
  });
});
