import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import {withApiPagesAsDocs} from './apiPages';

type SearchLocalExports = {
  default: (context: LoadContext, options: unknown) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

// The package's typings declare only its options, not its CommonJS exports.
const searchLocal = searchLocalModule as unknown as SearchLocalExports;

/**
 * `@easyops-cn/docusaurus-search-local`, unchanged except that its index also covers the API
 * pages of each version (see `apiPages.ts`).
 */
function searchTheme(context: LoadContext, options: unknown): Plugin {
  const plugin = searchLocal.default(context, options);
  const {postBuild} = plugin;
  if (!postBuild) return plugin;
  return {...plugin, postBuild: (props) => postBuild(withApiPagesAsDocs(props))};
}

searchTheme.validateOptions = searchLocal.validateOptions;

export default searchTheme;
