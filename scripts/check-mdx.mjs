// `node scripts/check-mdx.mjs <files>`: compiles each MDX page as the site's MDX does (GFM tables,
// `:::` admonitions), without a build, and prints the line of any syntax error. For writers and
// translators: a broken tag or a stray `{` in prose fails here in a second instead of in the build.
import {readFileSync} from 'node:fs';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';

let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    await compile(readFileSync(file, 'utf8'), {remarkPlugins: [remarkGfm, remarkDirective]});
    console.log(`  ok    ${file}`);
  } catch (error) {
    failed += 1;
    const where = error.place?.start?.line ?? error.line ?? '?';
    console.log(`  FAIL  ${file}:${where}  ${error.reason ?? error.message}`);
  }
}
console.log(`\n${process.argv.length - 2 - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
