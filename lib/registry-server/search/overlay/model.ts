// What the search overlay holds, as readers see it (overlay/reader.ts) and the writer orders it
// (overlay/writer.ts): its rows, the main rows they supersede, result orders as build.ts sorts the
// main rows, and the empty overlay.
import type Database from 'better-sqlite3';
import { compareText, lowerBoundBy, splitWords, WordIndex } from './structures';

export interface PreviousName {
  readonly slot: number;
  readonly words: readonly string[];
}

export interface OverlayCompany {
  /** The overlay row's id; its hits carry position -id. */
  readonly id: number;
  readonly companyNumber: string;
  readonly afterPos: number;
  readonly statusRank: number;
  readonly nameKey: string;
  readonly nameWords: readonly string[];
  readonly nameText: string;
  readonly previous: readonly PreviousName[];
  readonly status: string;
  readonly type: string;
  readonly subtype: string | null;
  /** The dates as YYYYMMDD numbers, 0 when absent (advanced-columns.ts dateNumber). */
  readonly createdNumber: number;
  readonly ceasedNumber: number;
  readonly alphaKey: string;
  readonly sic: readonly string[];
  /** Null when the company has no registered office (not in the location index). */
  readonly addressWords: readonly string[] | null;
}

export interface OverlayPerson {
  readonly id: number;
  readonly officerId: string;
  readonly afterPos: number;
  readonly sortWords: readonly string[];
  readonly sortText: string;
  readonly personKey: string;
  readonly appointmentCount: number;
}

/** A main row some overlay row replaces, with the words the main index holds for it. */
export interface SupersededRow {
  readonly pos: number;
  readonly nameWords: readonly string[];
  readonly previous: readonly PreviousName[];
}

export interface SupersededSet {
  /** By main position. */
  readonly rows: ReadonlyMap<number, SupersededRow>;
  /** Their positions, ascending. */
  readonly positions: Int32Array;
  /** Their name words and every previous name's words, keyed by position. */
  readonly names: WordIndex;
  readonly previous: WordIndex;
}

/** Overlay people (officers or disqualified officers) and what finds them. */
export interface OverlayPeople {
  /** In result order. */
  readonly list: readonly OverlayPerson[];
  readonly byId: ReadonlyMap<number, OverlayPerson>;
  /** Keyed by id. */
  readonly names: WordIndex;
  readonly compare: (a: OverlayPerson, b: OverlayPerson) => number;
  readonly superseded: SupersededSet;
}

export interface Overlay {
  readonly empty: boolean;
  /** In result order (the main index's sort keys). */
  readonly companies: readonly OverlayCompany[];
  /** In alphabetical order (alpha keys). */
  readonly companiesByAlpha: readonly OverlayCompany[];
  readonly companyById: ReadonlyMap<number, OverlayCompany>;
  readonly companyByNumber: ReadonlyMap<string, OverlayCompany>;
  /** Keyed by id: name words, and every previous name's words. */
  readonly companyNames: WordIndex;
  readonly companyPrevious: WordIndex;
  readonly supersededCompanies: SupersededSet;
  readonly officers: OverlayPeople;
  readonly disqualified: OverlayPeople;
}

export const NO_SUPERSEDED: SupersededSet = {
  rows: new Map(),
  positions: new Int32Array(0),
  names: new WordIndex(),
  previous: new WordIndex(),
};
const noPeople = (compare: OverlayPeople['compare']): OverlayPeople => ({
  list: [],
  byId: new Map(),
  names: new WordIndex(),
  compare,
  superseded: NO_SUPERSEDED,
});

/** The positions in [first, last] that are superseded. */
export function supersededBetween(set: SupersededSet, first: number, last: number): number {
  if (set.positions.length === 0 || last < first) return 0;
  const at = (value: number) => lowerBoundBy(set.positions as unknown as number[], value, (a, b) => a - b);
  return at(last + 1) - at(first);
}

// Result order, as build.ts sorts the main rows.
export const compareCompanies = (
  a: Pick<OverlayCompany, 'statusRank' | 'nameKey' | 'nameText' | 'companyNumber'>,
  b: Pick<OverlayCompany, 'statusRank' | 'nameKey' | 'nameText' | 'companyNumber'>,
) =>
  a.statusRank - b.statusRank ||
  compareText(a.nameKey, b.nameKey) ||
  compareText(a.nameText, b.nameText) ||
  compareText(a.companyNumber, b.companyNumber);
export const compareOfficers = (
  a: Pick<OverlayPerson, 'sortText' | 'appointmentCount' | 'officerId'>,
  b: Pick<OverlayPerson, 'sortText' | 'appointmentCount' | 'officerId'>,
) =>
  compareText(a.sortText, b.sortText) ||
  b.appointmentCount - a.appointmentCount ||
  compareText(a.officerId, b.officerId);
export const compareDisqualified = (a: Pick<OverlayPerson, 'sortText' | 'officerId'>, b: typeof a) =>
  compareText(a.sortText, b.sortText) || compareText(a.officerId, b.officerId);

export const EMPTY_OVERLAY: Overlay = {
  empty: true,
  companies: [],
  companiesByAlpha: [],
  companyById: new Map(),
  companyByNumber: new Map(),
  companyNames: new WordIndex(),
  companyPrevious: new WordIndex(),
  supersededCompanies: NO_SUPERSEDED,
  officers: noPeople(compareOfficers),
  disqualified: noPeople(compareDisqualified),
};

/** A row's previous names as stored (`[[slot, words], ...]` JSON), each name's words split. */
export const parsePrevious = (json: string | null): PreviousName[] =>
  json ? (JSON.parse(json) as [number, string][]).map(([slot, text]) => ({ slot, words: splitWords(text) })) : [];

/** Whether the dataset's search index has the overlay's tables (an index built before them has none). */
export const hasOverlayTables = (db: Database.Database) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_overlay_superseded'").get() !== undefined;

/** A company's search fields as buildCompanies derives them (the same expressions, for one row). */
export interface DerivedCompany {
  status_rank: number;
  name_key: string;
  name_words: string;
  previous_names: string;
  company_status: string;
  company_type: string;
  company_subtype: string | null;
  date_of_creation: string | null;
  date_of_cessation: string | null;
  alpha_key: string;
  sic_codes: string;
  address_words: string | null;
}
