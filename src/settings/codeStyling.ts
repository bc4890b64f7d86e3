import {ONE_YEAR_SECONDS} from './settingsCookie';

/** How a demo is styled: MUI System (`sx`), Tailwind CSS classes, or a CSS module. */
export const CODE_STYLINGS = ['system', 'tailwind', 'css'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];

export const CODE_STYLING_COOKIE = 'codeStyling';
export const DEFAULT_CODE_STYLING: CodeStyling = 'system';

/** A stored value, or undefined when it is missing or not one of the allowed stylings. */
export function parseCodeStyling(raw: string | undefined): CodeStyling | undefined {
  return (CODE_STYLINGS as readonly unknown[]).includes(raw) ? (raw as CodeStyling) : undefined;
}

export function serializeCodeStylingCookie(styling: CodeStyling): string {
  return `${CODE_STYLING_COOKIE}=${styling}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
