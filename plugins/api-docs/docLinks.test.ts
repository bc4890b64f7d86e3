import {pageWithVersionDocLinks, versionDocLinks} from './docLinks';
import type {ApiPageData} from './types';

const next = {status: 'next', path: 'v8'} as const;
const current = {status: 'current', path: ''} as const;
const archived = {status: 'archived', path: 'v6'} as const;

describe('versionDocLinks', () => {
  it("leads the next version's links to mui.com/x to this site's pages of that version", () => {
    expect(versionDocLinks('See [features](https://mui.com/x/react-data-grid/features/).', next)).toBe(
      'See [features](/x/v8/react-data-grid/features/).',
    );
  });

  it('leaves the current and archived versions, and other hosts, as written', () => {
    const text = '[a](https://mui.com/x/react-charts/lines/#interpolation) [b](https://mui.com/material-ui/)';
    expect(versionDocLinks(text, current)).toBe(text);
    expect(versionDocLinks(text, archived)).toBe(text);
    expect(versionDocLinks(text, next)).toBe(
      '[a](/x/v8/react-charts/lines/#interpolation) [b](https://mui.com/material-ui/)',
    );
  });
});

describe('pageWithVersionDocLinks', () => {
  it('rewrites every description of the page', () => {
    const link = '[x](https://mui.com/x/a/)';
    const page = {
      description: link,
      props: [{name: 'p', type: 'string', required: false, description: link, deprecated: link}],
      slots: [{name: 's', description: link}],
      classes: [{key: 'root', className: 'MuiX-root', description: link}],
    } as unknown as ApiPageData;
    const texts = JSON.stringify(pageWithVersionDocLinks(page, next));
    expect(texts).not.toContain('https://mui.com/x/');
    expect(texts.match(/\/x\/v8\/a\//g)).toHaveLength(5);
  });
});
