import {readOptions} from './index';

describe('readOptions', () => {
  it('keeps the version names given', () => {
    expect(readOptions({versions: ['7.29.0', 'current']})).toEqual({versions: ['7.29.0', 'current']});
  });

  it('falls back to every version with an API reference on malformed options', () => {
    expect(readOptions(undefined)).toEqual({versions: ['current', '7.29.0', '6', '5', '4']});
    expect(readOptions({versions: 'current'})).toEqual({versions: ['current', '7.29.0', '6', '5', '4']});
  });

  it('drops entries that are not names', () => {
    expect(readOptions({versions: ['current', 4, null]})).toEqual({versions: ['current']});
  });
});
