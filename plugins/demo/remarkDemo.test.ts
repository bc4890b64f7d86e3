import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import remarkDemo, {DEMO_COMPONENT, importsGroupDir} from './remarkDemo';
import {docsVersionOf, resolveDemoFile} from './demoFiles';
import type {EstreeNode} from './estree';

type Node = {type: string; [key: string]: unknown};
type Tree = {type: string; children: Node[]};

const DEMO = `import * as React from 'react';\n\nexport default function Card() {\n  return <div className="card">Hi</div>;\n}\n`;
const CSS_DEMO = `import * as React from 'react';\nimport styles from './Card.module.css';\n\nexport default function Card() {\n  return <div className={styles.card}>Hi</div>;\n}\n`;

let site: string;
let pageDir: string;

beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'demo-plugin-'));
  pageDir = path.join(site, 'versioned_docs', 'version-7.29.0', 'concepts');
  mkdirSync(pageDir, {recursive: true});
  writeFileSync(path.join(pageDir, 'Card.tsx'), DEMO);
  writeFileSync(path.join(pageDir, 'Card.css.tsx'), CSS_DEMO);
  writeFileSync(path.join(pageDir, 'Card.module.css'), '.card { color: red; }\n');
});

afterEach(() => rmSync(site, {recursive: true, force: true}));

function demoElement(file: unknown): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Demo',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'file', value: file},
      {type: 'mdxJsxAttribute', name: 'minHeight', value: '300'},
    ],
    children: [],
  };
}

function findProperty(node: EstreeNode, key: string): EstreeNode {
  const properties = node.properties as Array<{key: {value: string}; value: EstreeNode}>;
  const property = properties.find((item) => item.key.value === key);
  if (!property) throw new Error(`no property ${key}`);
  return property.value;
}

function groupDir(): string {
  return path.join(site, 'demo-groups');
}

async function transform(tree: Tree, mdxPath: string): Promise<Tree> {
  await remarkDemo({groupDir: groupDir(), siteDir: site})(tree, {path: mdxPath});
  return tree;
}

/** The generated group modules, by file name. */
function groupFiles(): Map<string, string> {
  return new Map(readdirSync(groupDir()).map((name) => [name, readFileSync(path.join(groupDir(), name), 'utf8')]));
}

describe('remarkDemo', () => {
  it('turns <Demo file> into the demo block with its variants, code and imports', async () => {
    const tree = await transform(
      {type: 'root', children: [{type: 'paragraph', children: []}, demoElement('./Card.tsx')]},
      path.join(pageDir, 'page.mdx'),
    );
    const imports = tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);
    // Each styling of the page's demos is one module (one chunk), loaded when a demo first renders.
    const groups = groupFiles();
    expect(groups.size).toBe(2);
    const groupOf = (demoFile: string) => {
      const entry = [...groups].find(([, content]) => content.includes(JSON.stringify(path.join(pageDir, demoFile))));
      if (!entry) throw new Error(`no group for ${demoFile}`);
      return path.join(groupDir(), entry[0]);
    };
    expect(imports).toEqual([
      `import ${DEMO_COMPONENT} from "@site/src/components/Demo";`,
      'import {lazyDemo as muiDocsLazy} from "@site/src/components/Demo/lazyDemo";',
      `const ${DEMO_COMPONENT}0_system = muiDocsLazy(() => import(${JSON.stringify(groupOf('Card.tsx'))}), "demo0_system");`,
      `const ${DEMO_COMPONENT}0_css = muiDocsLazy(() => import(${JSON.stringify(groupOf('Card.css.tsx'))}), "demo0_css");`,
    ]);
    expect(readFileSync(groupOf('Card.tsx'), 'utf8')).toContain(
      `export {default as demo0_system} from ${JSON.stringify(path.join(pageDir, 'Card.tsx'))};`,
    );

    type Element = {name: string; attributes: Array<{name: string; value: unknown}>};
    const element = tree.children.at(-1) as Node & Element;
    expect(element.name).toBe(DEMO_COMPONENT);
    expect(element.attributes.map((attribute) => attribute.name)).toEqual(['minHeight', 'demo']);
    const program = (element.attributes[1].value as {data: {estree: EstreeNode}}).data.estree;
    const demo = (program.body as Array<{expression: EstreeNode}>)[0].expression;
    expect(findProperty(demo, 'name')).toMatchObject({value: 'Card'});
    expect(findProperty(demo, 'docsVersion')).toMatchObject({value: '7.29.0'});

    const variants = findProperty(demo, 'variants');
    expect((variants.properties as Array<{key: {value: string}}>).map((item) => item.key.value)).toEqual([
      'system',
      'css',
    ]);
    const css = findProperty(variants, 'css');
    expect(findProperty(css, 'component')).toEqual({type: 'Identifier', name: `${DEMO_COMPONENT}0_css`});
    expect(findProperty(css, 'js')).toMatchObject({
      value: expect.stringContaining("import styles from './Card.module.css'"),
    });
    expect(findProperty(css, 'jsPreview')).toMatchObject({value: '<div className={styles.card}>Hi</div>'});
    expect(findProperty(findProperty(css, 'files'), 'Card.module.css')).toMatchObject({
      value: '.card { color: red; }\n',
    });
  });

  it('puts all demos of a page in one module, written once and shared by identical pages', async () => {
    writeFileSync(path.join(pageDir, 'Other.tsx'), DEMO.replace('Card', 'Other'));
    const page = () => ({type: 'root', children: [demoElement('./Other.tsx'), demoElement('./Card.tsx')]});
    const first = await transform(page(), path.join(pageDir, 'page.mdx'));
    await transform(page(), path.join(pageDir, 'copy.mdx'));
    const systemGroups = [...groupFiles()].filter(([, content]) => content.includes('_system'));
    expect(systemGroups).toHaveLength(1);
    const [name, content] = systemGroups[0];
    expect(content.split('\n').filter((line) => line.startsWith('export {'))).toEqual([
      `export {default as demo0_system} from ${JSON.stringify(path.join(pageDir, 'Other.tsx'))};`,
      `export {default as demo1_system} from ${JSON.stringify(path.join(pageDir, 'Card.tsx'))};`,
    ]);
    const lazyLines = first.children
      .filter((node) => node.type === 'mdxjsEsm' && String(node.value).includes('_system ='))
      .map((node) => String(node.value));
    expect(lazyLines).toHaveLength(2);
    for (const line of lazyLines) expect(line).toContain(JSON.stringify(path.join(groupDir(), name)));
  });

  it("gives each group the loader of its demos' import maps, read from the demo files by the imports loader", async () => {
    await transform({type: 'root', children: [demoElement('./Card.tsx')]}, path.join(pageDir, 'page.mdx'));
    const importsDir = importsGroupDir(groupDir());
    const importGroups = readdirSync(importsDir).map((name) => [
      name,
      readFileSync(path.join(importsDir, name), 'utf8'),
    ]);
    const loaderPath = path.join(__dirname, 'demoImportsLoader.cjs');
    const [importsName] = importGroups.find(([, content]) =>
      content.includes(
        `export {default as demo0_system} from ${JSON.stringify(`!!${loaderPath}!${path.join(pageDir, 'Card.tsx')}`)};`,
      ),
    )!;
    const group = [...groupFiles().values()].find((content) =>
      content.includes(JSON.stringify(path.join(pageDir, 'Card.tsx'))),
    );
    expect(group).toContain(
      `export const demoImports = () => import(${JSON.stringify(path.join(importsDir, importsName))});`,
    );
  });

  it('leaves a page without demos untouched', async () => {
    const tree: Tree = {type: 'root', children: [{type: 'paragraph', children: []}]};
    await transform(tree, path.join(pageDir, 'page.mdx'));
    expect(tree.children).toEqual([{type: 'paragraph', children: []}]);
  });

  it('fails the build with a clear message on a missing or malformed file attribute', async () => {
    const mdxPath = path.join(pageDir, 'page.mdx');
    await expect(transform({type: 'root', children: [demoElement('./Missing.tsx')]}, mdxPath)).rejects.toThrow(
      'the file does not exist',
    );
    await expect(transform({type: 'root', children: [demoElement('Card.js')]}, mdxPath)).rejects.toThrow(
      'give a relative path to a .tsx file',
    );
    await expect(transform({type: 'root', children: [demoElement(null)]}, mdxPath)).rejects.toThrow(
      'needs a file attribute',
    );
  });
  it('shows a shared data set as ./data/… and gives the sandboxes its TS and JS source', async () => {
    mkdirSync(path.join(site, 'src', 'demo-data'), {recursive: true});
    writeFileSync(
      path.join(site, 'src', 'demo-data', 'fruit.ts'),
      "export type Fruit = {name: string};\n\nexport const FRUIT: Fruit[] = [{name: 'Fig'}];\n",
    );
    writeFileSync(
      path.join(pageDir, 'FruitList.tsx'),
      "import * as React from 'react';\nimport {FRUIT} from '@site/src/demo-data/fruit';\n\nexport default function FruitList() {\n  return <p>{FRUIT[0].name}</p>;\n}\n",
    );
    const tree = await transform(
      {type: 'root', children: [demoElement('./FruitList.tsx')]},
      path.join(pageDir, 'page.mdx'),
    );
    type Element = {attributes: Array<{name: string; value: unknown}>};
    const element = tree.children.at(-1) as Node & Element;
    const program = (element.attributes.at(-1)!.value as {data: {estree: EstreeNode}}).data.estree;
    const system = findProperty(
      findProperty((program.body as Array<{expression: EstreeNode}>)[0].expression, 'variants'),
      'system',
    );
    expect(findProperty(system, 'ts')).toMatchObject({value: expect.stringContaining("from './data/fruit';")});
    expect(findProperty(system, 'js')).toMatchObject({value: expect.stringContaining("from './data/fruit';")});
    const files = findProperty(system, 'files');
    expect(findProperty(files, 'data/fruit.ts')).toMatchObject({value: expect.stringContaining('export type Fruit')});
    expect(findProperty(files, 'data/fruit.js')).toMatchObject({
      value: expect.not.stringContaining('type Fruit'),
    });
  });

  it('refuses a shared data set that imports code', async () => {
    mkdirSync(path.join(site, 'src', 'demo-data'), {recursive: true});
    writeFileSync(
      path.join(site, 'src', 'demo-data', 'rows.ts'),
      "import {x} from './other';\nexport const ROWS = x;\n",
    );
    writeFileSync(
      path.join(pageDir, 'Rows.tsx'),
      "import {ROWS} from '@site/src/demo-data/rows';\n\nexport default function Rows() {\n  return <p>{String(ROWS)}</p>;\n}\n",
    );
    await expect(
      transform({type: 'root', children: [demoElement('./Rows.tsx')]}, path.join(pageDir, 'page.mdx')),
    ).rejects.toThrow('may import types only');
  });
});

describe('demo files', () => {
  it('names the docs version of a page', () => {
    expect(docsVersionOf('/site/versioned_docs/version-7.29.0/a/b.mdx', '/site')).toBe('7.29.0');
    expect(docsVersionOf('/site/versioned_docs/version-6/a/b.mdx', '/site')).toBe('6');
    expect(docsVersionOf('/site/docs/a/b.mdx', '/site')).toBe('current');
    expect(docsVersionOf('/site/i18n/zh/docusaurus-plugin-content-docs/version-7.29.0/a.mdx', '/site')).toBe('7.29.0');
    expect(docsVersionOf('/site/i18n/zh/docusaurus-plugin-content-docs/current/a.mdx', '/site')).toBe('current');
  });

  it('finds the demo of a translated page beside the English page', () => {
    const translated = path.join(site, 'i18n', 'zh', 'docusaurus-plugin-content-docs', 'version-7.29.0', 'concepts');
    expect(resolveDemoFile(path.join(translated, 'page.mdx'), './Card.tsx', site)).toBe(path.join(pageDir, 'Card.tsx'));
  });
});
