import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {LOCALES, PRODUCTS, VERSIONS} from './registry';
import {contentDirOf, rootVersion, versionByPath} from './lookups';

const siteDir = path.resolve(__dirname, '..', '..');
const released = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];

describe('the registry of versions', () => {
  it('lists the Docusaurus versions of versions.json, plus docs/ as "current"', () => {
    expect(VERSIONS.map((version) => version.name).sort()).toEqual(['current', ...released].sort());
  });

  it('has exactly one current release, served at the root, and distinct URL segments', () => {
    expect(VERSIONS.filter((version) => version.status === 'current')).toHaveLength(1);
    expect(rootVersion().path).toBe('');
    const paths = VERSIONS.map((version) => version.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const version of VERSIONS) expect(versionByPath(version.path)?.name).toBe(version.name);
  });

  it.each(VERSIONS.map((version) => [version.label, version] as const))(
    '%s has its content folder, its sidebar and packages for each of its sections',
    (_label, version) => {
      expect(existsSync(path.join(siteDir, version.contentDir))).toBe(true);
      expect(contentDirOf(version)).toBe(version.contentDir);
      if (version.name !== 'current') {
        expect(existsSync(path.join(siteDir, 'versioned_sidebars', `version-${version.name}-sidebars.json`))).toBe(
          true,
        );
      }
      for (const section of version.sections) {
        expect(PRODUCTS.map((product) => product.id)).toContain(section);
        expect(version.packages[section]?.length).toBeGreaterThan(0);
        const product = PRODUCTS.find((candidate) => candidate.id === section)!;
        expect(existsSync(path.join(siteDir, version.contentDir, product.routeSegment))).toBe(true);
      }
      for (const locale of version.translatedLocales) expect(LOCALES).toContain(locale);
      expect(version.sandbox.muiX).toMatch(/^\d+\.\d+\.\d+/);
    },
  );

  it.each(VERSIONS.filter((version) => version.apiReference).map((version) => [version.label, version] as const))(
    'the packages %s reads its API reference from are installed',
    (_label, version) => {
      const root = path.join(siteDir, version.installDir ?? '.', 'node_modules');
      for (const section of version.sections) {
        for (const {name} of version.packages[section] ?? []) {
          expect([name, existsSync(path.join(root, `${name}${version.installSuffix}`))]).toEqual([name, true]);
        }
      }
    },
  );
});
