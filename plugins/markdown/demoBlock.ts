import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {
  demoNameOf,
  findVariantFiles,
  readLocalStylesheets,
  resolveDemoFile,
  toReaderSpecifiers,
  type StylingName,
} from '../demo/demoFiles';
import {code, paragraph, strong, text, type MdNode} from './mdast';

export type DemoLabels = {
  /** `Demo`, before the demo's name. */
  demo: string;
  /** The names of the styling variants, as the demo toolbar shows them. */
  styling: Record<Exclude<StylingName, 'system'>, string>;
};

function fence(file: string, source: string, lang: string): MdNode {
  return code(lang, source.replace(/\s+$/, ''), `title="${path.basename(file)}"`);
}

/**
 * What a `<Demo file="./Foo.tsx" />` becomes in a page's Markdown: a bold title and the demo's full
 * TypeScript source as the reader sees it (shared data sets imported from `./data/…`), then each
 * styling variant (`Foo.tailwind.tsx`, `Foo.css.tsx` with its stylesheet). The file is found as
 * the demo plugin finds it, so a translated page shows the demo beside its English page.
 */
export async function demoBlock(file: string, mdxPath: string, siteDir: string, labels: DemoLabels): Promise<MdNode[]> {
  let demoPath: string;
  try {
    demoPath = resolveDemoFile(mdxPath, file, siteDir);
  } catch (error) {
    // The HTML build fails on such a demo first; here the page keeps a note (no machine path) instead of the code.
    const reason = (error as Error).message.split(`${siteDir}${path.sep}`).join('');
    return [paragraph([strong(`${labels.demo}: ${path.basename(file, '.tsx')}`), text(` (${reason})`)])];
  }
  const name = demoNameOf(demoPath);
  const nodes: MdNode[] = [];
  for (const variant of findVariantFiles(demoPath)) {
    const source = await readFile(variant.path, 'utf8');
    const title =
      variant.styling === 'system' ? `${labels.demo}: ${name}` : `${name} (${labels.styling[variant.styling]})`;
    nodes.push(paragraph([strong(title)]), fence(variant.path, toReaderSpecifiers(source), 'tsx'));
    const stylesheets = await readLocalStylesheets(variant.path, source);
    for (const [sheet, css] of Object.entries(stylesheets)) nodes.push(fence(sheet, css, 'css'));
  }
  return nodes;
}
