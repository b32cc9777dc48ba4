// A company's filing history: every event of the company's life (incorporation, officers,
// accounts, charges, insolvency, gazette notices…) becomes one filingHistoryItem, with the
// registry's real description keys and the values their templates use. Other resources
// (charge transactions, register moves) link to the items by transaction id.
import type { CompanyPlan } from './company';
import { dayOf, iso, type Day } from './dates';
import { transactionId } from './ids';
import { hash32 } from './random';
import type { DatasetWriter } from './writer';

import { DOCUMENT_API_ORIGIN, documentIdFor } from '../documents/ids';

export const DOCUMENT_API = `${DOCUMENT_API_ORIGIN}/document/`;

export interface FilingInput {
  /** Date processed; clamped into the company's life. */
  readonly date: Day;
  readonly type: string;
  readonly category: string;
  readonly description: string;
  readonly subcategory?: string;
  readonly values?: Record<string, unknown>;
  /** The date the filing takes effect (made-up date, appointment date…). */
  readonly action?: Day;
  readonly pages?: readonly [number, number];
  readonly paper?: boolean;
  readonly annotations?: readonly object[];
  readonly resolutions?: readonly object[];
  readonly associated?: readonly object[];
}

export interface FilingRef {
  readonly transactionId: string;
  /** links.self of the item: /company/{n}/filing-history/{transaction_id}. */
  readonly self: string;
  readonly date: Day;
}

interface Entry {
  readonly input: FilingInput;
  readonly ref: FilingRef;
}

const DAY_1980 = dayOf(1980, 1, 1);
const BARCODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export class FilingBook {
  private readonly entries: Entry[] = [];
  private readonly ids = new Set<string>();
  private sequence = 0;
  private readonly first: Day;
  private readonly last: Day;

  constructor(
    private readonly plan: CompanyPlan,
    /** Items dated outside [first, last] are moved inside it. */
    first: Day,
    last: Day,
  ) {
    this.first = first;
    this.last = last;
  }

  get size(): number {
    return this.entries.length;
  }

  /** Adds an item; returns its reference, or undefined when it predates the history kept. */
  add(input: FilingInput): FilingRef | undefined {
    if (input.date < this.first) return undefined;
    const date = input.date > this.last ? this.last : input.date;
    const seq = this.sequence++;
    let numeric =
      1_000_000_000 + (date - DAY_1980) * 50_000 + (hash32(`${this.plan.salt}|${this.plan.number}|${seq}`) % 50_000);
    let id = transactionId(numeric);
    while (this.ids.has(id)) id = transactionId(++numeric);
    this.ids.add(id);
    const ref: FilingRef = { transactionId: id, self: `/company/${this.plan.number}/filing-history/${id}`, date };
    this.entries.push({ input: date === input.date ? input : { ...input, date }, ref });
    return ref;
  }

  /**
   * Serialises every item (filingHistoryItem bodies) and writes them. Items are the bulk of
   * the dataset, so the JSON is assembled directly: every part written unquoted is one of
   * our own keys, dates or ids (no characters to escape); values from elsewhere go through
   * JSON.stringify.
   */
  write(writer: DatasetWriter): void {
    const rng = this.plan.rng;
    const number = this.plan.number;
    for (const { input, ref } of this.entries) {
      const paper = input.paper ?? rng.chance(paperShare(input.date, input.category));
      const [low, high] = input.pages ?? [1, 3];
      const date = iso(ref.date);
      let json = `{"transaction_id":"${ref.transactionId}","category":"${input.category}"`;
      if (input.subcategory !== undefined) json += `,"subcategory":"${input.subcategory}"`;
      json += `,"date":"${date}","type":${JSON.stringify(input.type)},"description":"${input.description}"`;
      if (input.values !== undefined) json += `,"description_values":${JSON.stringify(input.values)}`;
      if (input.action !== undefined) json += `,"action_date":"${iso(input.action)}"`;
      // The id names the filing (documents/ids.ts), so the Document API needs no index. The
      // random draw that used to be the id is still made: every later value stays as it was.
      rng.base64url(32);
      json += `,"links":{"self":"${ref.self}","document_metadata":"${DOCUMENT_API}${documentIdFor(number, ref.transactionId)}"}`;
      json += `,"pages":${rng.int(low, high)},"barcode":${rng.chance(0.06) ? 'null' : `"${barcode(rng.next(), paper)}"`}`;
      if (paper) json += ',"paper_filed":true';
      if (input.annotations) json += `,"annotations":${JSON.stringify(input.annotations)}`;
      if (input.associated) json += `,"associated_filings":${JSON.stringify(input.associated)}`;
      if (input.resolutions) json += `,"resolutions":${JSON.stringify(input.resolutions)}`;
      writer.filing(number, ref.transactionId, date, input.category, `${json}}`);
    }
  }
}

function paperShare(date: Day, category: string): number {
  const year = 1970 + date / 365.25;
  if (category === 'insolvency') return 0.55;
  if (year < 1995) return 0.97;
  if (year < 2005) return 0.7;
  if (year < 2010) return 0.35;
  if (year < 2014) return 0.15;
  return 0.03;
}

function barcode(seed: number, paper: boolean): string {
  let out = paper ? 'A' : 'X';
  let s = seed;
  for (let i = 0; i < 7; i++) {
    out += BARCODE_CHARS[s % 36];
    s = Math.floor(s / 36) + (i + 1) * 7919;
  }
  return out;
}
