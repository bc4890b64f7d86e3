import {DEFAULT_SPACING, MAX_SPACING, MIN_SPACING, type PaletteColors, type ThemeSettings} from './themeSettings';

/** The reader's stored settings (colour mode lives in Docusaurus's own storage, not here). */
export type StoredSettings = Pick<ThemeSettings, 'direction' | 'dense' | 'spacing' | 'paletteColors'>;

export const SETTINGS_COOKIE = 'docsThemeSettings';
export const ONE_YEAR_SECONDS = 31536000;

/** MUI colour names offered for the primary and secondary colours. */
export const PRIMARY_CHOICES = ['blue', 'indigo', 'purple', 'teal', 'green', 'orange', 'red'] as const;
export const SECONDARY_CHOICES = ['pink', 'purple', 'deepPurple', 'cyan', 'amber', 'lime', 'deepOrange'] as const;

export const DEFAULT_STORED_SETTINGS: StoredSettings = {
  direction: 'ltr',
  dense: false,
  spacing: DEFAULT_SPACING,
  paletteColors: {},
};

/** Reads one cookie's raw value from a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index > -1 && part.slice(0, index).trim() === name) {
      return part.slice(index + 1).trim();
    }
  }
  return undefined;
}

function pickColors(value: unknown): PaletteColors {
  if (typeof value !== 'object' || value === null) return {};
  const {primary, secondary} = value as Record<string, unknown>;
  const colors: PaletteColors = {};
  if ((PRIMARY_CHOICES as readonly unknown[]).includes(primary)) colors.primary = primary as string;
  if ((SECONDARY_CHOICES as readonly unknown[]).includes(secondary)) colors.secondary = secondary as string;
  return colors;
}

/**
 * Parses the settings cookie. Every field is checked on its own: a malformed cookie, or one
 * field of the wrong type, falls back to the default for that field and never throws.
 */
export function parseStoredSettings(raw: string | undefined): StoredSettings {
  if (!raw) return DEFAULT_STORED_SETTINGS;
  let data: unknown;
  try {
    data = JSON.parse(decodeURIComponent(raw));
  } catch {
    return DEFAULT_STORED_SETTINGS;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return DEFAULT_STORED_SETTINGS;
  const {direction, dense, spacing, paletteColors} = data as Record<string, unknown>;
  return {
    direction: direction === 'rtl' ? 'rtl' : 'ltr',
    dense: dense === true,
    spacing:
      typeof spacing === 'number' && Number.isInteger(spacing) && spacing >= MIN_SPACING && spacing <= MAX_SPACING
        ? spacing
        : DEFAULT_SPACING,
    paletteColors: pickColors(paletteColors),
  };
}

export function serializeSettingsCookie(settings: StoredSettings): string {
  const value = encodeURIComponent(JSON.stringify(settings));
  return `${SETTINGS_COOKIE}=${value}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
