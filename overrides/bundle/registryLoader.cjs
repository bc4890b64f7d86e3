// Client build only: drops the module paths from Docusaurus's generated route registry.
// Each entry is `[loader, modulePath, weakModuleId]`; only the server render reads `modulePath`
// (react-loadable reports it to find a page's chunks), yet the client bundle carried one string
// per route, hundreds of them in `main` (~48 KB raw for English v8 and 7.29.0). Installed by overrides/index.ts.
'use strict';

const ENTRY_PATH = /\), ("(?:[^"\\\n]|\\.)*"), require\.resolveWeak\(/g;

function stripRegistryModulePaths(source) {
  return source.replace(ENTRY_PATH, '), "", require.resolveWeak(');
}

module.exports = function registryLoader(source) {
  return stripRegistryModulePaths(source);
};
module.exports.stripRegistryModulePaths = stripRegistryModulePaths;
