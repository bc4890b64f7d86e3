import type {MdNode, MdParent} from './mdast';

type Processor = {
  use(plugin: unknown, options?: unknown): Processor;
  parse(source: string): unknown;
  stringify(tree: unknown): string;
};
type UnifiedModule = {unified: () => Processor};
type PluginModule = {default: unknown};

/**
 * The remark packages are ES modules. They are loaded with Node's own `require` (Node 20.19 and 22.12
 * load ES modules synchronously), so the same code runs in the build, where Docusaurus loads this
 * plugin through jiti, and in Jest, whose module system cannot load ES modules (nor hands out Node's own
 * `createRequire`: hence `getBuiltinModule`).
 */
function nodeRequire(): NodeJS.Require {
  return process.getBuiltinModule('node:module').createRequire(__filename);
}

type Runtime = {mdxParser: Processor; markdownWriter: Processor};

let runtime: Runtime | undefined;

function loadRuntime(): Runtime {
  if (runtime) return runtime;
  const load = nodeRequire();
  let unified: () => Processor;
  try {
    unified = (load('unified') as UnifiedModule).unified;
  } catch (error) {
    throw new Error(
      `plugins/markdown needs Node 20.19+ or 22.12+ to load the remark packages (ES modules): ${(error as Error).message}`,
    );
  }
  const plugin = (name: string) => (load(name) as PluginModule).default;
  const [parse, mdx, gfm, directive, frontmatter, stringify] = [
    'remark-parse',
    'remark-mdx',
    'remark-gfm',
    'remark-directive',
    'remark-frontmatter',
    'remark-stringify',
  ].map(plugin);
  runtime = {
    // The same syntax extensions as the site's MDX pages (Docusaurus's mdx-loader).
    mdxParser: unified().use(parse).use(frontmatter).use(mdx).use(gfm).use(directive),
    // Tables unpadded: an API table padded to its longest description would be mostly spaces.
    markdownWriter: unified()
      .use(gfm, {tablePipeAlign: false})
      .use(stringify, {bullet: '-', emphasis: '_', fences: true, listItemIndent: 'one', rule: '-'}),
  };
  return runtime;
}

/** The syntax tree of an MDX page (front matter, JSX, GFM tables, `:::` directives). */
export function parseMdx(source: string): MdParent {
  return loadRuntime().mdxParser.parse(source) as MdParent;
}

/** Plain Markdown (CommonMark with GFM tables) of a tree that holds no MDX or directive node. */
export function stringifyMarkdown(tree: MdNode): string {
  return loadRuntime().markdownWriter.stringify(tree);
}
