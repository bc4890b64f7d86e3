import errorCodes from '../../static/error-codes.json';
import {formatErrorMessage, minifiedErrorMessage} from './productionError';

const codes: Record<string, string> = errorCodes;

/**
 * An error of the site itself, by code from `static/error-codes.json`: the full message in
 * development, and in production a short message that links to the production-error page.
 */
export function docsError(code: number, args: readonly string[] = []): Error {
  const template = codes[String(code)];
  const message =
    process.env.NODE_ENV === 'production' || template === undefined
      ? minifiedErrorMessage(code, args)
      : `${formatErrorMessage(template, args).join('')} (MUI X docs error #${code})`;
  return new Error(message);
}
