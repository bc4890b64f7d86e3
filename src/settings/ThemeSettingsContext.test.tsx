/** @jest-environment jsdom */
import React from 'react';
import {act, render, renderHook, screen} from '@testing-library/react';
import {ThemeSettingsProvider, useThemeSettings} from './ThemeSettingsContext';

function Probe() {
  const {settings, dispatch} = useThemeSettings();
  return (
    <button type="button" onClick={() => dispatch({type: 'INCREASE_SPACING'})}>
      {settings.direction} {settings.spacing}
    </button>
  );
}

describe('ThemeSettingsProvider', () => {
  afterEach(() => {
    document.cookie = 'docsThemeSettings=; max-age=0; path=/';
  });

  it('reads the stored settings and persists changes to the cookie', () => {
    document.cookie = `docsThemeSettings=${encodeURIComponent('{"direction":"rtl","spacing":9}')}; path=/`;
    render(
      <ThemeSettingsProvider>
        <Probe />
      </ThemeSettingsProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('rtl 9');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('rtl 10');
    expect(decodeURIComponent(document.cookie)).toContain('"spacing":10');
  });

  it('throws an error naming the provider when used outside it', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useThemeSettings())).toThrow(
      /useThemeSettings must be used inside ThemeSettingsProvider/,
    );
    consoleError.mockRestore();
  });
});
