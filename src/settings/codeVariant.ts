import {ONE_YEAR_SECONDS} from './settingsCookie';

/** The language the demos' code is shown in. */
export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

/** A stored value, or undefined when it is missing or not one of the allowed variants. */
export function parseCodeVariant(raw: string | undefined): CodeVariant | undefined {
  return (CODE_VARIANTS as readonly unknown[]).includes(raw) ? (raw as CodeVariant) : undefined;
}

export function serializeCodeVariantCookie(variant: CodeVariant): string {
  return `${CODE_VARIANT_COOKIE}=${variant}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
