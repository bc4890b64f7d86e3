// `node scripts/check-mdx.mjs <files>`: compiles each MDX page as the site's MDX does (GFM tables,
// `:::` admonitions), without a build, and prints the line of any syntax error. Pages without
// imports are then rendered once with stand-in components, which catches what only the build's
// static rendering would: a `{name}` in prose that MDX reads as an expression of an undefined name.
// For writers and translators: such mistakes fail here in a second instead of in the build.
import {readFileSync} from 'node:fs';
import {compile, run} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {createElement, Fragment} from 'react';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';

// Every component a page uses (`<Demo>`, `<Tabs>`…) renders as its children.
const standIn = ({children}) => createElement(Fragment, null, children);
const componentsOf = (source) =>
  Object.fromEntries([...source.matchAll(/<([A-Z][\w]*)/g)].map(([, name]) => [name, standIn]));

/** The reason a page fails, with its line, or undefined when it compiles and renders. */
async function problemOf(source) {
  try {
    const options = {remarkPlugins: [remarkGfm, remarkDirective]};
    const prose = source.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
    if (/^(import|export) /m.test(prose)) {
      await compile(source, options);
      return undefined;
    }
    const code = String(await compile(source, {...options, outputFormat: 'function-body'}));
    const {default: Content} = await run(code, {...runtime, baseUrl: import.meta.url});
    renderToStaticMarkup(createElement(Content, {components: componentsOf(prose)}));
    return undefined;
  } catch (error) {
    const where = error.place?.start?.line ?? error.line ?? '?';
    const kind = error instanceof ReferenceError ? 'an expression in the text names something undefined: ' : '';
    return `${where}  ${kind}${error.reason ?? error.message}`;
  }
}

let failed = 0;
for (const file of process.argv.slice(2)) {
  const problem = await problemOf(readFileSync(file, 'utf8'));
  if (problem) failed += 1;
  console.log(problem ? `  FAIL  ${file}:${problem}` : `  ok    ${file}`);
}
console.log(`\n${process.argv.length - 2 - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
