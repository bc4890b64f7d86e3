import {parseCodeStyling, serializeCodeStylingCookie} from './codeStyling';

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

describe('serializeCodeStylingCookie', () => {
  it('keeps the choice for a year on the whole site', () => {
    expect(serializeCodeStylingCookie('css')).toBe('codeStyling=css; path=/; max-age=31536000; SameSite=Lax');
  });
});
