import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {extractProduct} from './extract/product';
import {locatePackage} from './extract/program';
import {versionByName} from '../../src/config/lookups';
import {VERSIONS, type DocsVersion} from '../../src/config/registry';
import {getProducts} from './products';
import type {ApiPageData, ApiVersionData} from './types';

/** The Docusaurus names of the versions whose API reference is generated (the registry's `apiReference`). */
export const API_VERSION_NAMES: readonly string[] = VERSIONS.filter((version) => version.apiReference).map(
  (version) => version.name,
);

function apiVersion(versionName: string): DocsVersion | undefined {
  const version = versionByName(versionName);
  return version?.apiReference ? version : undefined;
}

const SOURCE_FILES = [
  'types.ts',
  'products.ts',
  'versions.ts',
  ...['classes', 'exports', 'jsdoc', 'members', 'product', 'program'].map((name) => `extract/${name}.ts`),
];

const memory = new Map<string, ApiVersionData>();

/** The folder whose node_modules hold a version's packages: the site's, or the version's own tree. */
export function packageRoot(siteDir: string, version: DocsVersion): string {
  return path.join(siteDir, version.installDir ?? '');
}

/** Changes when a package version, TypeScript or the extractor's own code changes. */
export function cacheKey(siteDir: string, version: DocsVersion): string {
  const hash = crypto.createHash('sha256');
  hash.update(`${version.name}|${ts.version}`);
  for (const product of getProducts(version)) {
    for (const ref of product.packages)
      hash.update(`|${ref.installedAs}@${locatePackage(packageRoot(siteDir, version), ref.installedAs)?.version}`);
  }
  for (const file of SOURCE_FILES) hash.update(fs.readFileSync(path.join(__dirname, file)));
  return hash.digest('hex').slice(0, 16);
}

function readCache(file: string): ApiVersionData | undefined {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiVersionData;
    return Array.isArray(data.pages) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The API pages of one docs version, read from the installed packages once and then served from
 * memory, or from the disk cache of an earlier build while the packages stay the same.
 */
export function loadApiVersion(siteDir: string, versionName: string, cacheDir: string): ApiVersionData | undefined {
  const version = apiVersion(versionName);
  if (!version) return undefined;
  const key = cacheKey(siteDir, version);
  const cached = memory.get(key);
  if (cached) return cached;
  const file = path.join(cacheDir, `api-${versionName}-${key}.json`);
  let data = readCache(file);
  if (!data) {
    const pages: ApiPageData[] = [];
    const packageVersions: Record<string, string> = {};
    for (const product of getProducts(version)) {
      const extracted = extractProduct(packageRoot(siteDir, version), product);
      pages.push(...extracted.pages);
      Object.assign(packageVersions, extracted.packageVersions);
    }
    data = {versionName, packageVersions, pages};
    fs.mkdirSync(cacheDir, {recursive: true});
    // Write then rename, so a concurrent build never reads a half-written cache file.
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, JSON.stringify(data));
    fs.renameSync(partial, file);
  }
  memory.set(key, data);
  return data;
}

/** Where the cache lives between builds: beside other tools' caches, outside the build output. */
export function defaultCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'api-docs');
}
