import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {versionByName} from '../../src/config/lookups';
import {aliasedLiveVersions, aliasesOf, moduleDirectories, sourceDirectories, versionPackageRules} from './index';

const siteDir = path.resolve(__dirname, '..', '..');
const v8 = versionByName('current')!;

describe('the v8 package rule', () => {
  it('applies to the live versions installed under aliases, which is v8 alone', () => {
    expect(aliasedLiveVersions().map((version) => version.name)).toEqual(['current']);
  });

  it('sends each product to the v8 copy of its highest plan', () => {
    expect(aliasesOf(v8)).toEqual({
      '@mui/x-data-grid-premium': '@mui/x-data-grid-premium-v8',
      '@mui/x-date-pickers-pro': '@mui/x-date-pickers-pro-v8',
      '@mui/x-charts-pro': '@mui/x-charts-pro-v8',
      '@mui/x-tree-view-pro': '@mui/x-tree-view-pro-v8',
    });
  });

  it('scopes the rule to docs/ and its translations', () => {
    expect(sourceDirectories('/site', v8, ['en', 'zh'])).toEqual([
      '/site/docs',
      '/site/i18n/zh/docusaurus-plugin-content-docs/current',
    ]);
    expect(versionPackageRules('/site', ['en'])).toHaveLength(1);
  });

  it('finds every community package of v8 nested in an installed alias', () => {
    const directories = moduleDirectories(siteDir, v8).slice(0, -2);
    for (const refs of Object.values(v8.packages)) {
      for (const ref of refs ?? []) {
        const found = directories.some((directory) => existsSync(path.join(directory, ref.name, 'package.json')));
        const aliased = existsSync(path.join(siteDir, 'node_modules', `${ref.name}-v8`, 'package.json'));
        expect([ref.name, found || aliased]).toEqual([ref.name, true]);
      }
    }
  });

  it('agrees with the paths tsconfig.v8.json gives TypeScript', () => {
    const text = readFileSync(path.join(siteDir, 'tsconfig.v8.json'), 'utf8');
    const paths = (
      ts.parseConfigFileTextToJson('tsconfig.v8.json', text).config as {
        compilerOptions: {paths: Record<string, string[]>};
      }
    ).compilerOptions.paths;
    const expected: Record<string, string[]> = {'@site/*': ['./*']};
    const aliases = aliasesOf(v8);
    for (const refs of Object.values(v8.packages)) {
      const carrier = refs![refs!.length - 1].name;
      for (const ref of refs ?? []) {
        const target =
          ref.name === carrier
            ? `node_modules/${aliases[carrier]}`
            : `node_modules/${aliases[carrier]}/node_modules/${ref.name}`;
        expected[ref.name] = [target];
        expected[`${ref.name}/*`] = [`${target}/*`];
      }
    }
    expect(paths).toEqual(expected);
  });
});
