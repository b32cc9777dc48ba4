// The registry's PSC snapshot (JSON Lines, one `{"company_number", "data"}` per line, each
// `data` the resource the API serves) to rows of the pscs, psc_statements and exemptions
// tables (each body keeps the etag the registry gave it); its last line is a totals record
// that the import checks against what it read.
import { withEtagJson } from '../generator/ids';
import { PSC_KINDS } from '../generator/psc';

/** `kind` of each PSC resource → the path segment of its detail URL (db/schema.ts `path_kind`). */
export const PSC_PATH_KINDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PSC_KINDS).flatMap(([pathKind, { kind, bo }]) => [
    [kind, pathKind],
    [bo, bo],
  ]),
);
export const STATEMENT_KIND = 'persons-with-significant-control-statement';
export const EXEMPTIONS_KIND = 'exemptions';
export const TOTALS_KIND = 'totals#persons-of-significant-control-snapshot';

export interface SnapshotTotals {
  persons_of_significant_control_count: number;
  statements_count: number;
  exemptions_count: number;
  generated_at?: string;
}

export type PscLine =
  | {
      type: 'psc';
      companyNumber: string;
      pscId: string;
      pathKind: string;
      ceased: boolean;
      notifiedOn: string | null;
      body: string;
      /** The entry as read: what the person index's record is made from. */
      data: Record<string, unknown>;
    }
  | {
      type: 'statement';
      companyNumber: string;
      statementId: string;
      ceased: boolean;
      notifiedOn: string | null;
      body: string;
    }
  | { type: 'exemptions'; companyNumber: string; body: string }
  | { type: 'totals'; totals: SnapshotTotals }
  | { type: 'rejected'; reason: string };

type Resource = Record<string, unknown> & {
  kind?: unknown;
  links?: { self?: unknown };
  ceased_on?: unknown;
  ceased?: unknown;
  notified_on?: unknown;
};

const lastSegment = (self: unknown) => (typeof self === 'string' ? self.slice(self.lastIndexOf('/') + 1) : '');
const rejected = (reason: string): PscLine => ({ type: 'rejected', reason });

/** One line of the snapshot. */
export function mapPscLine(line: string): PscLine {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return rejected('the line is not JSON');
  }
  const record = parsed as { company_number?: unknown; data?: unknown };
  const data = record?.data as Resource | undefined;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return rejected('the line has no "data" object');
  const kind = typeof data.kind === 'string' ? data.kind : '';
  if (kind === TOTALS_KIND) {
    const totals = data as unknown as SnapshotTotals;
    const counts = [totals.persons_of_significant_control_count, totals.statements_count, totals.exemptions_count];
    if (!counts.every((value) => Number.isInteger(value))) return rejected('the totals record lacks its counts');
    return { type: 'totals', totals };
  }
  const companyNumber = typeof record.company_number === 'string' ? record.company_number.trim().toUpperCase() : '';
  if (!/^[A-Z0-9]{8}$/.test(companyNumber))
    return rejected(`company_number ${JSON.stringify(record.company_number ?? null)} is not a company number`);
  // A body keeps the etag the registry gave it; one without gets the hash of its content.
  const body = typeof data.etag === 'string' ? JSON.stringify(data) : withEtagJson(JSON.stringify(data));
  const ceased = data.ceased === true || (typeof data.ceased_on === 'string' && data.ceased_on !== '');
  const notifiedOn = typeof data.notified_on === 'string' ? data.notified_on : null;
  if (kind === STATEMENT_KIND) {
    const statementId = lastSegment(data.links?.self);
    if (statementId === '') return rejected('the statement has no links.self');
    return { type: 'statement', companyNumber, statementId, ceased, notifiedOn, body };
  }
  if (kind === EXEMPTIONS_KIND) return { type: 'exemptions', companyNumber, body };
  const pathKind = PSC_PATH_KINDS[kind];
  if (!pathKind) return rejected(kind === '' ? 'data has no kind' : `kind "${kind}" is not one the snapshot holds`);
  const pscId = lastSegment(data.links?.self);
  if (pscId === '') return rejected('the PSC has no links.self');
  return { type: 'psc', companyNumber, pscId, pathKind, ceased, notifiedOn, body, data };
}
