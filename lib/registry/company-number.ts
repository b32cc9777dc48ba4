// Company numbers as people type them ("6400", "sc 123456") to the registry's 8-character form.
import { pathFormats } from './params';

/** Returns the registry's form of a company number, or null when the input cannot be one. */
export function normaliseCompanyNumber(input: string): string | null {
  const value = input.replace(/\s+/g, '').toUpperCase();
  if (/^\d{1,8}$/.test(value)) return value.padStart(8, '0');
  const prefixed = /^([A-Z]{2})(\d{1,6})$/.exec(value);
  if (prefixed) return `${prefixed[1]}${prefixed[2]!.padStart(6, '0')}`;
  const old = /^(R0)(\d{1,6})$/.exec(value);
  if (old) return `${old[1]}${old[2]!.padStart(6, '0')}`;
  // Older forms with a letter after the digits, such as the societies' IP10067R.
  const suffixed = /^([A-Z]{2})(\d{1,5})([A-Z])$/.exec(value);
  if (suffixed) return `${suffixed[1]}${suffixed[2]!.padStart(5, '0')}${suffixed[3]}`;
  return /^[A-Z0-9]{8}$/.test(value) ? value : null;
}

/** True when the input looks like a company number rather than a name (for search shortcuts). */
export const looksLikeCompanyNumber = (input: string) => /^\s*([A-Za-z]{2}\s*\d{6}|[A-Za-z]{2}\s*\d{5}\s*[A-Za-z]|\d{6,8})\s*$/.test(input);

/**
 * True when the value is a company number in the registry's form (8 capital letters or
 * digits), as page addresses carry it once the proxy has normalised what people type.
 * Anything else names no company: pages answer 404 without asking the registry, which
 * would only refuse the request (400).
 */
export const isCompanyNumber = (value: string): boolean => pathFormats.company_number.pattern.test(value);
