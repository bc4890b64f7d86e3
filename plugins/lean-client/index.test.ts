import {SITE_MODULE} from './index';

describe('lean-client plugin', () => {
  it("lets Docusaurus's common chunk hold the site's own modules, never a package's", () => {
    expect(SITE_MODULE.test('/site/src/components/Demo/index.tsx')).toBe(true);
    expect(SITE_MODULE.test('/site/docs/react-data-grid/sorting.mdx')).toBe(true);
    expect(SITE_MODULE.test('/site/node_modules/@mui/x-data-grid/esm/DataGrid/DataGrid.js')).toBe(false);
    expect(SITE_MODULE.test('C:\\site\\node_modules\\@mui\\material\\Box\\Box.js')).toBe(false);
    // The demo groups are written under node_modules/.cache: per page, never common.
    expect(SITE_MODULE.test('/site/node_modules/.cache/mui-x-docs-demo-groups/0123abcd.js')).toBe(false);
  });
});
