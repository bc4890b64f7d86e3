import {compressToEncodedURIComponent} from 'lz-string';
import {demoSourceLink, editFromSearch, EDIT_LINK_PARAM} from './editLink';

const page = {origin: 'https://mui.com', pathname: '/x/react-data-grid/', search: ''};

describe('demoSourceLink', () => {
  it('is the plain link to the source when the code is not edited', () => {
    expect(demoSourceLink(page, '#FirstGrid.tsx')).toBe('https://mui.com/x/react-data-grid/#FirstGrid.tsx');
    expect(demoSourceLink({...page, search: `?${EDIT_LINK_PARAM}=old`}, '#FirstGrid.tsx')).toBe(
      'https://mui.com/x/react-data-grid/#FirstGrid.tsx',
    );
  });

  it('carries an edit that reads back as the same code, keeping other parameters', () => {
    const code = "import * as React from 'react';\nexport default function A() {\n  return <p>Ünïcode & ?#</p>;\n}\n";
    const link = new URL(demoSourceLink({...page, search: '?lang=x'}, '#tailwind-FirstGrid.js', code));
    expect(link.hash).toBe('#tailwind-FirstGrid.js');
    expect(link.searchParams.get('lang')).toBe('x');
    expect(editFromSearch(link.search)).toBe(code);
  });
});

describe('editFromSearch', () => {
  it('tells a link without an edit from a link whose edit cannot be read', () => {
    expect(editFromSearch('')).toBeUndefined();
    expect(editFromSearch('?other=1')).toBeUndefined();
    expect(editFromSearch(`?${EDIT_LINK_PARAM}=`)).toBeNull();
    expect(editFromSearch(`?${EDIT_LINK_PARAM}=%%%not-lz`)).toBeNull();
    const value = compressToEncodedURIComponent(JSON.stringify({code: 'export default function A() {}'}));
    expect(editFromSearch(`?${EDIT_LINK_PARAM}=${value}`)).toBe('export default function A() {}');
    expect(editFromSearch(`?${EDIT_LINK_PARAM}=${value.slice(0, value.length - 4)}`)).toBeNull();
    expect(editFromSearch(`?${EDIT_LINK_PARAM}=${compressToEncodedURIComponent('{"code": 1}')}`)).toBeNull();
  });
});
