import type {PageMarkers} from '../navigation/sidebarBuilders';

export type PageAdInput = {
  /** The doc id, its path below the version folder (`react-data-grid/sorting`). */
  docId: string;
  frontMatter: Record<string, unknown>;
  /** The plan the sidebar gives the page (its own or its group's). */
  plan?: PageMarkers['plan'];
};

/**
 * Whether a doc page shows the ad under its title. As on the original site, none on overviews,
 * getting-started and introduction pages, nor on Pro and Premium feature pages (readers there
 * are evaluating or have paid); any page can opt out with front matter `disableAd: true`.
 */
export function shouldShowPageAd({docId, frontMatter, plan}: PageAdInput): boolean {
  if (frontMatter.disableAd === true) return false;
  if (plan === 'pro' || plan === 'premium') return false;
  const segments = docId.split('/');
  const last = segments[segments.length - 1];
  if (last === 'index' || last === 'getting-started') return false;
  return segments[0] !== 'introduction';
}
