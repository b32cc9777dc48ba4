// Company numbers as people type them ("6400", "sc 123456") to the registry's 8-character form.
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
