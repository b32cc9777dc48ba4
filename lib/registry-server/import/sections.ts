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

/**
 * Reads the sections from the pscs, psc_statements and exemptions tables: each table's
 * companies in number order (from its company index, when it has one), merged here. An
 * eight-character number's order as text is its order as a base-36 number, so the keys come
 * out sorted, with no sort of millions of rows.
 */
export function readSections(db: Database.Database): SectionIndex {
  const cursors = (
    [
      ['SELECT company_number FROM pscs GROUP BY company_number ORDER BY company_number', SECTION.pscs],
      ['SELECT company_number FROM psc_statements GROUP BY company_number ORDER BY company_number', SECTION.statements],
      ['SELECT company_number FROM exemptions ORDER BY company_number', SECTION.exemptions],
    ] as const
  ).map(([sql, mask]) => {
    const rows = db.prepare(sql).pluck().iterate() as IterableIterator<string>;
    return { rows, mask, at: rows.next().value as string | undefined };
  });
  const keys: number[] = [];
  const masks: number[] = [];
  let sorted = true;
  for (;;) {
    let least: string | undefined;
    for (const cursor of cursors)
      if (cursor.at !== undefined && (least === undefined || cursor.at < least)) least = cursor.at;
    if (least === undefined) break;
    let mask = 0;
    for (const cursor of cursors)
      if (cursor.at === least) {
        mask |= cursor.mask;
        cursor.at = cursor.rows.next().value as string | undefined;
      }
    const key = numberKey(least);
    if (Number.isNaN(key)) continue;
    if (keys.length > 0 && key <= keys[keys.length - 1]!) sorted = false;
    keys.push(key);
    masks.push(mask);
  }
  // Text order is number order for the numbers kept; a guard, should a table's collation differ.
  const order = keys.map((_, i) => i);
  if (!sorted) order.sort((a, b) => keys[a]! - keys[b]!);
  const keyArray = new Float64Array(new SharedArrayBuffer(keys.length * 8));
  const maskArray = new Uint8Array(new SharedArrayBuffer(keys.length));
  order.forEach((from, i) => {
    keyArray[i] = keys[from]!;
    maskArray[i] = masks[from]!;
  });
  return { keys: keyArray.buffer as SharedArrayBuffer, masks: maskArray.buffer as SharedArrayBuffer };
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
