import type {DocsVersion} from '../../src/config/registry';
import type {ApiPageData} from './types';

// The packages' JSDoc links to the documentation of their own release on mui.com
// (`https://mui.com/x/react-data-grid/features/`). For the release mui.com documents when the
// packages were published after our current one (v8 here), that page is ours under the version's
// path: the link stays on this site, in that version. Other versions keep the link as written.
const MUI_X_DOCS = /https:\/\/mui\.com\/x\//g;

/** The text with its mui.com/x links pointing at this site's pages of `version`, when it is the next version. */
export function versionDocLinks(text: string, version: Pick<DocsVersion, 'status' | 'path'>): string {
  if (version.status !== 'next' || !version.path) return text;
  return text.replace(MUI_X_DOCS, `/x/${version.path}/`);
}

/** Every description of an API page, with its documentation links made version-local. */
export function pageWithVersionDocLinks(page: ApiPageData, version: Pick<DocsVersion, 'status' | 'path'>): ApiPageData {
  const local = (text: string) => versionDocLinks(text, version);
  return {
    ...page,
    description: local(page.description),
    ...(page.deprecated !== undefined && {deprecated: local(page.deprecated)}),
    props: page.props.map((prop) => ({
      ...prop,
      description: local(prop.description),
      ...(prop.deprecated !== undefined && {deprecated: local(prop.deprecated)}),
    })),
    slots: page.slots.map((slot) => ({...slot, description: local(slot.description)})),
    classes: page.classes.map((cls) => ({...cls, description: local(cls.description)})),
  };
}
