// Company numbers as people type them in a list: with or without leading zeros, with spaces,
// dots or dashes inside, a prefix in either case, a label in front ("No.", "CRN", "Company
// number:") or a spreadsheet's ".0" behind. What is left must be one of the registry's forms
// (lib/registry/company-number.ts); anything else is not a number, and the line is read as a name.
import { normaliseCompanyNumber } from '@/lib/registry/company-number';

/** Labels people put before a number; matched case-insensitively at the start. */
const LABEL =
  /^(?:company|co\.?|registered|registration|reg\.?|crn|no\.?|number|num\.?|nr\.?|#|:|\s)+(?:no\.?|number|num\.?|nr\.?|#|:|\s)*/i;

/** The registry's 8-character form of a typed company number, or undefined when the text is not one. */
export function typedCompanyNumber(text: string | undefined): string | undefined {
  if (!text) return undefined;
  let value = text.trim();
  if (value.length === 0 || value.length > 40) return undefined;
  // "12345678.0": a number cell of a spreadsheet saved as text.
  value = value.replace(/\.0+$/, '');
  value = value.replace(LABEL, '');
  // Separators inside the number: "SC 12 34 56", "01-234-567", "0123.4567".
  value = value.replace(/[\s.\-/_]+/g, '');
  if (!/\d/.test(value)) return undefined;
  return normaliseCompanyNumber(value) ?? undefined;
}
