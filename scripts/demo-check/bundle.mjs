// Bundles a set of demo files into one small web app, one lazy chunk per demo: the entry renders
// the demo named by the `demo` query parameter inside an error boundary and reports what happened.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {rspack} from '@rspack/core';

function entrySource(files, siteDir) {
  const loaders = files
    .map((file) => `  ${JSON.stringify(path.relative(siteDir, file))}: () => import(${JSON.stringify(file)}),`)
    .join('\n');
  return `import * as React from 'react';
import {createRoot} from 'react-dom/client';
import {createTheme, ThemeProvider} from '@mui/material/styles';

const loaders: Record<string, () => Promise<{default: React.ComponentType}>> = {
${loaders}
};

const report = (window as unknown as {demoCheck: {errors: string[]; done: boolean}}).demoCheck = {errors: [], done: false};

class Boundary extends React.Component<{children: React.ReactNode}, {failed: boolean}> {
  state = {failed: false};
  static getDerivedStateFromError() {
    return {failed: true};
  }
  componentDidCatch(error: Error) {
    report.errors.push('render: ' + (error?.stack ?? String(error)));
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

async function main() {
  const name = new URLSearchParams(location.search).get('demo') ?? '';
  const load = loaders[name];
  if (!load) throw new Error('No demo named ' + name);
  const {default: Demo} = await load();
  const theme = createTheme({colorSchemes: {light: true, dark: true}});
  createRoot(document.getElementById('root')!).render(
    <ThemeProvider theme={theme}>
      <Boundary>
        <Demo />
      </Boundary>
    </ThemeProvider>,
  );
  // Let effects, layout measurements and the first animation frames run before the check reads the page.
  await new Promise((resolve) => setTimeout(resolve, 1200));
}

main()
  .catch((error) => report.errors.push('load: ' + (error?.stack ?? String(error))))
  .finally(() => {
    report.done = true;
  });
`;
}

/**
 * Builds the app into `outDir` (index.html, main.js and a chunk per demo). `rules` are the site's
 * own per-version resolution rules (plugins/v8-packages), so v8 demos get the v8 packages.
 */
export async function bundleDemos({files, siteDir, outDir, rules}) {
  mkdirSync(outDir, {recursive: true});
  const entry = path.join(outDir, 'entry.tsx');
  writeFileSync(entry, entrySource(files, siteDir));
  writeFileSync(
    path.join(outDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>demo check</title></head>' +
      '<body style="margin:0;padding:16px;font-family:Roboto,Arial,sans-serif"><div id="root" style="display:flow-root"></div>' +
      '<script src="/main.js"></script></body></html>',
  );
  const swc = (tsx) => ({
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: {syntax: 'typescript', tsx},
        transform: {react: {runtime: 'automatic', development: true}},
        target: 'es2022',
      },
    },
  });
  const compiler = rspack({
    mode: 'development',
    devtool: false,
    context: siteDir,
    entry: {main: entry},
    output: {path: outDir, filename: '[name].js', chunkFilename: 'chunk-[id].js', publicPath: '/'},
    experiments: {css: true},
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {'@site': siteDir},
    },
    module: {
      rules: [
        {test: /\.tsx$/, use: [swc(true)]},
        {test: /\.ts$/, use: [swc(false)]},
        {test: /\.m?js$/, resolve: {fullySpecified: false}},
        // Demos import their CSS module's default export, as the site's css-loader gives it.
        {test: /\.module\.css$/, type: 'css/module', parser: {namedExports: false}},
        ...rules,
      ],
    },
    plugins: [new rspack.DefinePlugin({'process.env.NODE_ENV': JSON.stringify('development')})],
    performance: {hints: false},
    infrastructureLogging: {level: 'error'},
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
  );
  const {errors} = stats.toJson({all: false, errors: true});
  return errors.map((error) => `${error.moduleName ?? ''}\n${error.message}`.trim());
}
