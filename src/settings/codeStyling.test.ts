import {codeStylingFromHash, parseCodeStyling, serializeCodeStylingCookie} from './codeStyling';

describe('parseCodeStyling', () => {
  it('accepts system, tailwind and css', () => {
    expect(parseCodeStyling('system')).toBe('system');
    expect(parseCodeStyling('tailwind')).toBe('tailwind');
    expect(parseCodeStyling('css')).toBe('css');
  });

  it('ignores other values and a missing cookie', () => {
    expect(parseCodeStyling('sass')).toBeUndefined();
    expect(parseCodeStyling('CSS')).toBeUndefined();
    expect(parseCodeStyling(undefined)).toBeUndefined();
  });
});

describe('codeStylingFromHash', () => {
  it('finds the styling named in the hash', () => {
    expect(codeStylingFromHash('#tailwind-StyledCard.tsx')).toBe('tailwind');
    expect(codeStylingFromHash('#css-StyledCard.js')).toBe('css');
    expect(codeStylingFromHash('#system-StyledCard.tsx')).toBe('system');
  });

  it('ignores a hash without a styling', () => {
    expect(codeStylingFromHash('#StyledCard.tsx')).toBeUndefined();
    expect(codeStylingFromHash('#tailwind')).toBeUndefined();
    expect(codeStylingFromHash('')).toBeUndefined();
  });
});

describe('serializeCodeStylingCookie', () => {
  it('keeps the choice for a year on the whole site', () => {
    expect(serializeCodeStylingCookie('css')).toBe('codeStyling=css; path=/; max-age=31536000; SameSite=Lax');
  });
});
