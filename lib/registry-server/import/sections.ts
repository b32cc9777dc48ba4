// Which PSC sections each company has (PSCs, statements, exemptions), from the snapshot just
// imported, in a form the import's worker threads share without copying: company numbers as
// base-36 numbers in a sorted Float64Array (8 characters of 0-9 and A-Z fit a double exactly),
// each with a bit mask, both in SharedArrayBuffers. At the register's 5 million companies with
// PSCs that is 45 MB in all, where a Set of strings in each worker would be hundreds.
import type Database from 'better-sqlite3';

export const SECTION = { pscs: 1, statements: 2, exemptions: 4 } as const;

export interface SectionIndex {
  readonly keys: SharedArrayBuffer;
  readonly masks: SharedArrayBuffer;
}

const NUMBER = /^[0-9A-Z]{8}$/;

/** A company number as a number, in the same order as the strings; NaN for a number of another form. */
export function numberKey(companyNumber: string): number {
  return NUMBER.test(companyNumber) ? parseInt(companyNumber, 36) : NaN;
}

/** Reads the sections from the pscs, psc_statements and exemptions tables. */
export function readSections(db: Database.Database): SectionIndex {
  const rows = db
    .prepare(
      `SELECT company_number, sum(mask) AS mask FROM (
         SELECT DISTINCT company_number, ${SECTION.pscs} AS mask FROM pscs
         UNION ALL SELECT DISTINCT company_number, ${SECTION.statements} FROM psc_statements
         UNION ALL SELECT company_number, ${SECTION.exemptions} FROM exemptions
       ) GROUP BY company_number`,
    )
    .raw()
    .all() as [string, number][];
  const entries = rows
    .map(([number, mask]) => [numberKey(number), mask] as const)
    .filter(([key]) => !Number.isNaN(key))
    .sort((a, b) => a[0] - b[0]);
  const keys = new Float64Array(new SharedArrayBuffer(entries.length * 8));
  const masks = new Uint8Array(new SharedArrayBuffer(entries.length));
  entries.forEach(([key, mask], i) => {
    keys[i] = key;
    masks[i] = mask;
  });
  return { keys: keys.buffer as SharedArrayBuffer, masks: masks.buffer as SharedArrayBuffer };
}

/** Looks a company's sections up (0: none) by binary search. */
export function sectionLookup(index: SectionIndex): (companyNumber: string) => number {
  const keys = new Float64Array(index.keys);
  const masks = new Uint8Array(index.masks);
  return (companyNumber) => {
    const key = numberKey(companyNumber);
    let low = 0;
    let high = keys.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = keys[middle]!;
      if (at === key) return masks[middle]!;
      if (at < key) low = middle + 1;
      else high = middle - 1;
    }
    return 0;
  };
}
