import {readFile} from 'node:fs/promises';
import {
  demoNameOf,
  docsVersionOf,
  findVariantFiles,
  readLocalStylesheets,
  resolveDemoFile,
  type DemoVariantFiles,
} from './demoFiles';
import {
  Binding,
  defaultImportProgram,
  expressionProgram,
  lazyImportProgram,
  namedImportProgram,
  type EstreeValue,
} from './estree';
import {deriveDemoCode} from './transform';

/** The component every `<Demo file>` becomes; the plugin imports it into each page that has a demo. */
export const DEMO_COMPONENT = 'MuiDocsDemo';
const DEMO_COMPONENT_SOURCE = '@site/src/components/Demo';

type Attribute = {type: string; name?: string; value?: unknown};
type MdNode = {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  children?: MdNode[];
  [key: string]: unknown;
};
type File = {path?: string};

function isDemoElement(node: MdNode): boolean {
  return node.type === 'mdxJsxFlowElement' && node.name === 'Demo';
}

function collectDemoElements(node: MdNode, found: MdNode[]): MdNode[] {
  if (isDemoElement(node)) found.push(node);
  node.children?.forEach((child) => collectDemoElements(child, found));
  return found;
}

function fileAttribute(node: MdNode, mdxPath: string): string {
  const attribute = node.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === 'file');
  if (typeof attribute?.value !== 'string') {
    throw new Error(`<Demo> in ${mdxPath} needs a file attribute written as a string: <Demo file="./Foo.tsx" />.`);
  }
  return attribute.value;
}

const LAZY = 'muiDocsLazy';

/** The demo's component, loaded on first render: each demo is a chunk of its own (see Demo/LiveIsland). */
function lazyDemoImport(local: string, source: string): MdNode {
  return {
    type: 'mdxjsEsm',
    value: `const ${local} = ${LAZY}(() => import(${JSON.stringify(source)}));`,
    data: {estree: lazyImportProgram(local, LAZY, source)},
  };
}

function esmImport(local: string, source: string): MdNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(source)};`,
    data: {estree: defaultImportProgram(local, source)},
  };
}

async function describeVariant(variant: DemoVariantFiles, binding: string): Promise<EstreeValue> {
  const source = await readFile(variant.path, 'utf8');
  const code = await deriveDemoCode(source);
  return {component: new Binding(binding), ...code, files: await readLocalStylesheets(variant.path, source)};
}

/**
 * Remark plugin: `<Demo file="./Foo.tsx" />` becomes the demo block, with the live component and
 * its styling variants imported, and the TS code, the derived JS code and their previews inlined.
 */
export default function remarkDemo() {
  return async (tree: MdNode, file: File): Promise<void> => {
    const mdxPath = file.path;
    const elements = collectDemoElements(tree, []);
    if (elements.length === 0 || !mdxPath) return;
    const imports: MdNode[] = [
      esmImport(DEMO_COMPONENT, DEMO_COMPONENT_SOURCE),
      {
        type: 'mdxjsEsm',
        value: `import {lazy as ${LAZY}} from 'react';`,
        data: {estree: namedImportProgram('lazy', LAZY, 'react')},
      },
    ];
    await Promise.all(
      elements.map(async (element, index) => {
        const demoPath = resolveDemoFile(mdxPath, fileAttribute(element, mdxPath));
        const variants: Record<string, EstreeValue> = {};
        for (const variant of findVariantFiles(demoPath)) {
          const binding = `${DEMO_COMPONENT}${index}_${variant.styling}`;
          imports.push(lazyDemoImport(binding, variant.path));
          variants[variant.styling] = await describeVariant(variant, binding);
        }
        const demo: EstreeValue = {name: demoNameOf(demoPath), docsVersion: docsVersionOf(mdxPath), variants};
        element.name = DEMO_COMPONENT;
        element.attributes = [
          ...(element.attributes ?? []).filter((attribute) => attribute.name !== 'file'),
          {
            type: 'mdxJsxAttribute',
            name: 'demo',
            value: {type: 'mdxJsxAttributeValueExpression', value: '', data: {estree: expressionProgram(demo)}},
          },
        ];
      }),
    );
    tree.children = [...imports, ...(tree.children ?? [])];
  };
}
