/**
 * The search plugin indexes, per docs version, only the routes that are docs of that version
 * (with `routeBasePath: '/'`, `indexPages` cannot help: every route counts as a docs route).
 * API pages come from another plugin, so they are handed to the plugin as docs of the version
 * whose URL they live under: `/x/v8/api/…` is v8, `/x/api/…` the root version.
 */

type LoadedVersionLike = {path: string; docs: ReadonlyArray<{permalink: string}>};
type PluginLike = {name: string; content: unknown};

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** The index of the version a route belongs to (the longest version path it starts with), or -1. */
export function versionOfRoute(route: string, versionPaths: readonly string[]): number {
  let best = -1;
  versionPaths.forEach((path, index) => {
    const prefix = withSlash(path);
    if (withSlash(route).startsWith(prefix) && (best === -1 || prefix.length > withSlash(versionPaths[best]!).length)) {
      best = index;
    }
  });
  return best;
}

/** API routes (`<version path>/api/…`) grouped by the version they belong to. */
export function apiRoutesByVersion(routes: readonly string[], versionPaths: readonly string[]): string[][] {
  const groups = versionPaths.map((): string[] => []);
  for (const route of routes) {
    const index = versionOfRoute(route, versionPaths);
    if (index >= 0 && withSlash(route).slice(withSlash(versionPaths[index]!).length).startsWith('api/')) {
      groups[index]!.push(route);
    }
  }
  return groups;
}

function loadedVersionsOf(plugin: PluginLike): LoadedVersionLike[] | undefined {
  const content = plugin.content as {loadedVersions?: unknown} | null | undefined;
  return plugin.name === 'docusaurus-plugin-content-docs' && Array.isArray(content?.loadedVersions)
    ? (content.loadedVersions as LoadedVersionLike[])
    : undefined;
}

/** A copy of the build data in which every docs version also lists its API pages as docs. */
export function withApiPagesAsDocs<T extends {routesPaths: string[]; plugins: readonly PluginLike[]}>(props: T): T {
  const plugins = props.plugins.map((plugin) => {
    const versions = loadedVersionsOf(plugin);
    if (!versions) return plugin;
    const extra = apiRoutesByVersion(
      props.routesPaths,
      versions.map((version) => version.path),
    );
    const loadedVersions = versions.map((version, index) => ({
      ...version,
      docs: [...version.docs, ...extra[index]!.map((permalink) => ({permalink}))],
    }));
    return {...plugin, content: {...(plugin.content as object), loadedVersions}};
  });
  return {...props, plugins};
}
