import errorCodes from '../../static/error-codes.json';
import {
  formatErrorMessage,
  minifiedErrorMessage,
  MISSING_ARGUMENT,
  parseErrorQuery,
  productionErrorPath,
} from './productionError';

describe('productionErrorPath', () => {
  it('carries the code and each argument URI-encoded, in order', () => {
    expect(productionErrorPath(2, ['a b', '<x>&'])).toBe('production-error/?code=2&args[]=a%20b&args[]=%3Cx%3E%26');
  });

  it('has only the code when there are no arguments', () => {
    expect(productionErrorPath(7)).toBe('production-error/?code=7');
  });
});

describe('minifiedErrorMessage', () => {
  it('names the code and links to the full message', () => {
    expect(minifiedErrorMessage(1, ['useThemeSettings'])).toBe(
      'Minified MUI X docs error #1; visit https://mui.com/x/production-error/?code=1&args[]=useThemeSettings for the full message.',
    );
  });
});

describe('parseErrorQuery', () => {
  it('reads the code and the arguments', () => {
    expect(parseErrorQuery('?code=3&args[]=one&args[]=two%20words')).toEqual({
      kind: 'code',
      code: '3',
      args: ['one', 'two words'],
    });
  });

  it.each(['', '?code=', '?code=abc', '?code=0', '?code=-1', '?code=<script>alert(1)</script>', '?code=1e3'])(
    'treats %j as no code',
    (search) => {
      expect(parseErrorQuery(search)).toEqual({kind: 'no-code'});
    },
  );
});

describe('formatErrorMessage', () => {
  it('replaces each %s in order', () => {
    expect(formatErrorMessage('%s must be used inside %s.', ['useA', 'AProvider']).join('')).toBe(
      'useA must be used inside AProvider.',
    );
  });

  it('marks absent arguments', () => {
    expect(formatErrorMessage('%s and %s', ['one']).join('')).toBe(`one and ${MISSING_ARGUMENT}`);
  });

  it('keeps arguments as separate parts so they render as text', () => {
    expect(formatErrorMessage('Bad: %s', ['<img src=x onerror=alert(1)>'])).toEqual([
      'Bad: ',
      '<img src=x onerror=alert(1)>',
      '',
    ]);
  });
});

describe('error-codes.json', () => {
  it('maps positive integer codes to non-empty templates', () => {
    const entries = Object.entries(errorCodes as Record<string, string>);
    expect(entries.length).toBeGreaterThan(0);
    for (const [code, template] of entries) {
      expect(code).toMatch(/^[1-9]\d*$/);
      expect(template.trim().length).toBeGreaterThan(10);
    }
  });
});
