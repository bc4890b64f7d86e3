import {isUntranslatedDoc} from './isUntranslatedDoc';

describe('isUntranslatedDoc', () => {
  it('never flags English pages', () => {
    expect(isUntranslatedDoc('en', 'en', '@site/versioned_docs/version-7.29.0/introduction/index.mdx')).toBe(false);
  });

  it('flags a zh page served from the English file', () => {
    expect(isUntranslatedDoc('zh', 'en', '@site/versioned_docs/version-7.29.0/react-data-grid/sorting.mdx')).toBe(true);
    expect(isUntranslatedDoc('pt', 'en', '@site/docs/react-charts/bars.mdx')).toBe(true);
  });

  it('accepts a page served from its own locale folder only', () => {
    const zhFile = '@site/i18n/zh/docusaurus-plugin-content-docs/version-7.29.0/introduction/index.mdx';
    expect(isUntranslatedDoc('zh', 'en', zhFile)).toBe(false);
    expect(isUntranslatedDoc('pt', 'en', zhFile)).toBe(true);
  });
});
