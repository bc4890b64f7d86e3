import {useVersions} from '@docusaurus/plugin-content-docs/client';

export type SearchBundles = {current: string; others: string[]};

/** The index folder of a version served at `versionPath` (`/x/zh/v8` → `/x/zh/v8/pagefind/`). */
export function bundleOf(versionPath: string): string {
  return `${versionPath.replace(/\/+$/, '')}/pagefind/`;
}

/** The index of the version being read (by label), and those of the other versions this build has. */
export function pickBundles(
  versions: readonly {label: string; path: string; isLast: boolean}[],
  label: string,
): SearchBundles {
  const current = versions.find((version) => version.label === label) ?? versions.find((version) => version.isLast);
  return {
    current: bundleOf(current?.path ?? '/'),
    others: versions.filter((version) => version !== current).map((version) => bundleOf(version.path)),
  };
}

export function useSearchBundles(label: string): SearchBundles {
  return pickBundles(useVersions(undefined), label);
}
