/** Error message templates keyed by code, as stored in `static/error-codes.json`. */
export type ErrorCodes = Record<string, string>;

export const MISSING_ARGUMENT = '[missing argument]';

/** The page that explains a minified error, relative to the site's base URL. */
export function productionErrorPath(code: number, args: readonly string[] = []): string {
  const query = [`code=${code}`, ...args.map((arg) => `args[]=${encodeURIComponent(arg)}`)];
  return `production-error/?${query.join('&')}`;
}

/**
 * The short message a production build throws instead of the full text: it carries the code
 * and the link where the reader finds the full message.
 */
export function minifiedErrorMessage(
  code: number,
  args: readonly string[] = [],
  origin = 'https://mui.com/x/',
): string {
  return `Minified MUI X docs error #${code}; visit ${origin}${productionErrorPath(code, args)} for the full message.`;
}

export type ParsedErrorQuery = {kind: 'no-code'} | {kind: 'code'; code: string; args: string[]};

/** Reads `?code=N&args[]=…` defensively: anything that is not a positive integer code is "no code". */
export function parseErrorQuery(search: string): ParsedErrorQuery {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (code === null || !/^[1-9]\d{0,5}$/.test(code)) {
    return {kind: 'no-code'};
  }
  return {kind: 'code', code, args: params.getAll('args[]')};
}

/**
 * Splits a template into text and argument parts, each `%s` taking the next argument in order.
 * Callers render the parts as text nodes, so an argument is always shown literally, never as markup.
 */
export function formatErrorMessage(template: string, args: readonly string[]): string[] {
  const pieces = template.split('%s');
  return pieces.flatMap((piece, index) =>
    index === pieces.length - 1 ? [piece] : [piece, args[index] ?? MISSING_ARGUMENT],
  );
}
