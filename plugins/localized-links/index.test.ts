import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import remarkLocalizedLinks, {localizeLink} from './index';

function site(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'links-'));
  const files = [
    'versioned_docs/version-7.29.0/introduction/licensing.mdx',
    'versioned_docs/version-7.29.0/react-charts/heatmap.mdx',
    'versioned_docs/version-7.29.0/react-charts/index.mdx',
    'i18n/zh/docusaurus-plugin-content-docs/version-7.29.0/introduction/licensing.mdx',
    'i18n/zh/docusaurus-plugin-content-docs/version-7.29.0/react-charts/index.mdx',
    'docs/introduction/licensing.mdx',
  ];
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), '# page\n');
  }
  return dir;
}

describe('localizeLink', () => {
  const siteDir = site();
  const zh = {siteDir, locale: 'zh', defaultLocale: 'en'};
  const english = (p: string) => path.join(siteDir, 'versioned_docs/version-7.29.0', p);
  const chinese = (p: string) => path.join(siteDir, 'i18n/zh/docusaurus-plugin-content-docs/version-7.29.0', p);

  it('points an English page at the translation of its target', () => {
    expect(localizeLink('../introduction/licensing.mdx#plans', english('react-charts/heatmap.mdx'), zh)).toBe(
      '../../../i18n/zh/docusaurus-plugin-content-docs/version-7.29.0/introduction/licensing.mdx#plans',
    );
  });

  it('points a translated page at the English file of an untranslated target', () => {
    expect(localizeLink('./heatmap.mdx', chinese('react-charts/index.mdx'), zh)).toBe(
      '../../../../../versioned_docs/version-7.29.0/react-charts/heatmap.mdx',
    );
  });

  it('keeps links between two translated pages', () => {
    expect(localizeLink('../introduction/licensing.mdx', chinese('react-charts/index.mdx'), zh)).toBe(
      '../introduction/licensing.mdx',
    );
  });

  it('leaves English builds, URLs and non-markdown links alone', () => {
    const from = english('react-charts/heatmap.mdx');
    expect(localizeLink('../introduction/licensing.mdx', from, {...zh, locale: 'en'})).toBe(
      '../introduction/licensing.mdx',
    );
    expect(localizeLink('/react-charts/', from, zh)).toBe('/react-charts/');
    expect(localizeLink('https://mui.com/', from, zh)).toBe('https://mui.com/');
    expect(localizeLink('./Demo.tsx', from, zh)).toBe('./Demo.tsx');
  });

  it('uses the v8 translation folder for pages under docs/', () => {
    const from = path.join(siteDir, 'docs/react-charts/heatmap.mdx');
    expect(localizeLink('../introduction/licensing.mdx', from, zh)).toBe('../introduction/licensing.mdx');
  });

  it('rewrites link nodes of a markdown tree', () => {
    const tree = {
      type: 'root',
      children: [{type: 'paragraph', children: [{type: 'link', url: '../introduction/licensing.mdx'}]}],
    };
    remarkLocalizedLinks(zh)(tree, {path: english('react-charts/heatmap.mdx')});
    expect(tree.children[0].children[0].url).toContain('i18n/zh/');
  });
});
