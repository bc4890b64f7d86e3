import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {rootVersion, versionByPath} from '../config/lookups';

/** The label of the version a path belongs to (`/x/zh/v8/…` is v8), the root release otherwise. */
export function versionLabelOfPath(pathname: string, baseUrl: string): string {
  const rest = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  const segment = rest.split('/')[0] ?? '';
  return (segment && versionByPath(segment)?.label) || rootVersion().label;
}

/** The version of the page being read: search is scoped to it unless the reader asks for all. */
export function useReadVersion(): string {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  return versionLabelOfPath(pathname, baseUrl);
}
