import {readFileSync} from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {stripRegistryModulePaths} = require('./registryLoader.cjs') as {
  stripRegistryModulePaths: (source: string) => string;
};

const REGISTRY = `export default {
  "001b2ec6": [() => import(/* webpackChunkName: "001b2ec6" */ "/site/.docusaurus/api-docs/default/current-charts-x.json"), "/site/.docusaurus/api-docs/default/current-charts-x.json", require.resolveWeak("/site/.docusaurus/api-docs/default/current-charts-x.json")],
  "002e3861": [() => import(/* webpackChunkName: "002e3861" */ "@site/docs/a \\"quoted\\" page.mdx"), "@site/docs/a \\"quoted\\" page.mdx", require.resolveWeak("@site/docs/a \\"quoted\\" page.mdx")],};
`;

describe('stripRegistryModulePaths', () => {
  it('empties the module path of every entry and keeps the loader and the weak id', () => {
    const stripped = stripRegistryModulePaths(REGISTRY);
    expect(stripped).toContain(
      `"001b2ec6": [() => import(/* webpackChunkName: "001b2ec6" */ "/site/.docusaurus/api-docs/default/current-charts-x.json"), "", require.resolveWeak("/site/.docusaurus/api-docs/default/current-charts-x.json")],`,
    );
    expect(stripped).toContain(
      `"002e3861": [() => import(/* webpackChunkName: "002e3861" */ "@site/docs/a \\"quoted\\" page.mdx"), "", require.resolveWeak("@site/docs/a \\"quoted\\" page.mdx")],`,
    );
    expect(stripped.match(/current-charts-x\.json/g)).toHaveLength(2);
  });

  it('leaves any other source as it is', () => {
    const other = 'export default {a: [1, "two", 3]};\n';
    expect(stripRegistryModulePaths(other)).toBe(other);
  });
});

describe('the registry this loader rewrites', () => {
  it("is written by core's route code generator in the format the loader expects", () => {
    // The loader matches `), "<module path>", require.resolveWeak(`: the generator must still write entries so.
    const generator = readFileSync(
      path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/server/codegen/codegenRoutes.js'),
      'utf8',
    );
    expect(generator).toContain('"), "${modulePath}", require.resolveWeak("${modulePath}")],');
  });
});
