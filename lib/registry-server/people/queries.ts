// The person index as the analysis layer asks it (lib/registry/capabilities.ts PersonIndex): the
// person of a record, a person's records and the records that may be theirs, and what a link to
// them counts. Over the handler's read-only connection; offered when the file has the index.
import type Database from 'better-sqlite3';
import { CLOSED_STATUSES } from '../store';
import type { IndexedPerson, IndexedRecord, PersonIndex, PersonSummary } from '@/lib/registry/capabilities';
import { parseRecordLink, personName, type PersonRecordKind } from '@/lib/registry/people/records';

const CLOSED_SQL = CLOSED_STATUSES.map((status) => `'${status}'`).join(', ');

/** Records of others listed as possibly the same person, at most. */
const MAX_POSSIBLE = 25;

interface RecordRow {
  link: string;
  person_id: string;
  kind: PersonRecordKind;
  name: string;
  birth: string | null;
  nationalities: string;
  residences: string;
  since: string | null;
  confidence: number;
  via: string | null;
  evidence: string | null;
}

const toRecord = (row: RecordRow): IndexedRecord => ({
  link: row.link,
  kind: row.kind,
  name: row.name,
  ...(row.birth ? { birth: row.birth } : {}),
  nationalities: JSON.parse(row.nationalities) as string[],
  residences: JSON.parse(row.residences) as string[],
  ...(row.since ? { since: row.since } : {}),
  confidence: row.confidence,
  evidence: row.evidence ? (JSON.parse(row.evidence) as string[]) : [],
  ...(row.via ? { via: row.via } : {}),
});

export function personIndex(db: Database.Database): PersonIndex {
  const q = {
    lookup: db.prepare('SELECT person_id FROM person_records WHERE link = ?').pluck(),
    records: db.prepare<[string], RecordRow>('SELECT * FROM person_records WHERE person_id = ? ORDER BY since, link'),
    pairs: db.prepare<[string, string], { a: string; b: string; confidence: number; evidence: string }>(
      'SELECT a, b, confidence, evidence FROM person_pairs WHERE a = ? UNION ALL SELECT a, b, confidence, evidence FROM person_pairs WHERE b = ?',
    ),
    record: db.prepare<[string], RecordRow>('SELECT * FROM person_records WHERE link = ?'),
    // Current as the registry's `filter=active` counts them: not resigned, at a company that is not closed.
    appointments: db.prepare<[string], { total: number; current: number }>(
      `SELECT count(*) AS total,
              count(*) FILTER (WHERE a.resigned_on IS NULL AND coalesce(c.company_status, '') NOT IN (${CLOSED_SQL})) AS current
         FROM appointments a LEFT JOIN companies c ON c.company_number = a.company_number WHERE a.officer_id = ?`,
    ),
    psc: db.prepare<[string, string], { ceased: number }>(
      'SELECT ceased FROM pscs WHERE company_number = ? AND psc_id = ?',
    ),
  };
  const hasAppointments =
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'appointments'").get() !== undefined;

  const person = (personId: string): IndexedPerson | undefined => {
    const rows = q.records.all(personId);
    if (rows.length === 0) return undefined;
    const own = new Set(rows.map((row) => row.link));
    const best = new Map<string, { confidence: number; evidence: string[]; paired_with: string }>();
    for (const row of rows)
      for (const pair of q.pairs.all(row.link, row.link)) {
        const other = pair.a === row.link ? pair.b : pair.a;
        if (own.has(other)) continue;
        const current = best.get(other);
        if (!current || pair.confidence > current.confidence)
          best.set(other, {
            confidence: pair.confidence,
            evidence: JSON.parse(pair.evidence) as string[],
            paired_with: row.link,
          });
      }
    const possible = [...best]
      .sort(([x, a], [y, b]) => b.confidence - a.confidence || (x < y ? -1 : 1))
      .slice(0, MAX_POSSIBLE)
      .flatMap(([link, pair]) => {
        const row = q.record.get(link);
        return row
          ? [
              {
                ...toRecord(row),
                confidence: pair.confidence,
                evidence: pair.evidence,
                person_id: row.person_id,
                paired_with: pair.paired_with,
              },
            ]
          : [];
      });
    return { person_id: personId, records: rows.map(toRecord), possible };
  };

  return {
    async lookup(link) {
      return (q.lookup.get(link) as string | undefined) ?? undefined;
    },
    async person(personId) {
      return person(personId);
    },
    async summary(personId) {
      const rows = q.records.all(personId);
      if (rows.length === 0) return undefined;
      const summary: PersonSummary = {
        person_id: personId,
        name: personName(rows),
        records: rows.length,
        officer_ids: 0,
        psc_entries: 0,
        disqualifications: 0,
        appointments: 0,
        current_appointments: 0,
        psc_companies: 0,
        current_psc_companies: 0,
      };
      const companies = new Set<string>();
      const current = new Set<string>();
      for (const row of rows) {
        const ref = parseRecordLink(row.link);
        if (ref?.kind === 'officer') {
          summary.officer_ids++;
          if (hasAppointments) {
            const counts = q.appointments.get(ref.officerId);
            summary.appointments += counts?.total ?? 0;
            summary.current_appointments += counts?.current ?? 0;
          }
        } else if (ref?.kind === 'psc') {
          summary.psc_entries++;
          companies.add(ref.companyNumber);
          if (q.psc.get(ref.companyNumber, ref.pscId)?.ceased === 0) current.add(ref.companyNumber);
        } else if (ref) summary.disqualifications++;
      }
      summary.psc_companies = companies.size;
      summary.current_psc_companies = current.size;
      return summary;
    },
  };
}
