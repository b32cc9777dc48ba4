// The person index's records as the registry's tables hold them: every natural officer id (what
// its appointments say: addresses, nationality, residence, occupation, companies, former names),
// every individual PSC entry (companies' and overseas entities' beneficial owners) and every
// natural disqualified officer. Read whole for a build, one at a time for an update, and the
// people at a company for "people in common".
import type Database from 'better-sqlite3';
import { parseRecordLink, personKey, personRecord, recordLink, type PersonRecord } from '@/lib/registry/people/records';
import { nameFromElements, parsePersonName, type NameElements } from '@/lib/registry/people/names';

const hasTable = (db: Database.Database, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/** PSC path kinds of people (a company's, an overseas entity's). */
export const PERSON_PSC_KINDS = ['individual', 'individual-beneficial-owner'] as const;
const PSC_KINDS_SQL = PERSON_PSC_KINDS.map((kind) => `'${kind}'`).join(', ');

interface AppointmentFacts {
  company_number: string;
  appointed_on: string | null;
  postcode: string | null;
  nationality: string | null;
  residence: string | null;
  occupation: string | null;
  former: string | null;
}

const APPOINTMENT_COLUMNS = `a.company_number, a.appointed_on,
  json_extract(a.body, '$.address.postal_code') AS postcode, json_extract(a.body, '$.nationality') AS nationality,
  json_extract(a.body, '$.country_of_residence') AS residence, json_extract(a.body, '$.occupation') AS occupation,
  json_extract(a.body, '$.former_names') AS former`;

const PSC_COLUMNS = `company_number, psc_id, path_kind, notified_on,
  json_extract(body, '$.name') AS name, json_extract(body, '$.name_elements.forename') AS forename, json_extract(body, '$.name_elements.middle_name') AS middle,
  json_extract(body, '$.name_elements.surname') AS surname,
  json_extract(body, '$.name_elements.title') AS title,
  json_extract(body, '$.date_of_birth.month') AS month, json_extract(body, '$.date_of_birth.year') AS year,
  json_extract(body, '$.nationality') AS nationality, json_extract(body, '$.country_of_residence') AS residence,
  json_extract(body, '$.address.postal_code') AS postcode`;

interface PscFacts {
  company_number: string;
  psc_id: string;
  path_kind: string;
  notified_on: string | null;
  name: string | null;
  forename: string | null;
  middle: string | null;
  surname: string | null;
  title: string | null;
  month: number | null;
  year: number | null;
  nationality: string | null;
  residence: string | null;
  postcode: string | null;
}

function officerRecord(
  officerId: string,
  name: string,
  elements: string | null,
  birth: string | null,
  appointments: readonly AppointmentFacts[],
): PersonRecord | undefined {
  const formerSurnames = appointments.flatMap((row) => {
    if (!row.former) return [];
    try {
      return (JSON.parse(row.former) as { surname?: string }[]).map((former) => former.surname);
    } catch {
      return [];
    }
  });
  const since = appointments
    .map((row) => row.appointed_on)
    .filter((day): day is string => Boolean(day))
    .sort()[0];
  return personRecord({
    link: recordLink({ kind: 'officer', officerId }),
    kind: 'officer',
    name,
    elements: elements ? (JSON.parse(elements) as NameElements) : null,
    formerSurnames,
    birth: birth ? (JSON.parse(birth) as { month: number; year: number }) : null,
    nationalities: appointments.map((row) => row.nationality),
    residences: appointments.map((row) => row.residence),
    postcodes: appointments.map((row) => row.postcode),
    companies: appointments.map((row) => row.company_number),
    occupations: appointments.map((row) => row.occupation),
    since: since ?? null,
  });
}

function pscRecord(row: PscFacts): PersonRecord | undefined {
  return personRecord({
    link: recordLink({ kind: 'psc', companyNumber: row.company_number, pathKind: row.path_kind, pscId: row.psc_id }),
    kind: 'psc',
    name: row.name ?? '',
    elements: row.surname
      ? {
          title: row.title ?? undefined,
          forename: row.forename ?? undefined,
          middle_name: row.middle ?? undefined,
          surname: row.surname,
        }
      : null,
    birth: { month: row.month, year: row.year },
    nationalities: [row.nationality],
    residences: [row.residence],
    postcodes: [row.postcode],
    companies: [row.company_number],
    since: row.notified_on,
  });
}

/** An individual PSC entry's record from its body (the import's mapping threads read it so). */
export function pscPersonRecord(
  companyNumber: string,
  pathKind: string,
  pscId: string,
  body: {
    name?: unknown;
    name_elements?: { forename?: unknown; middle_name?: unknown; surname?: unknown; title?: unknown } | null;
    date_of_birth?: { month?: unknown; year?: unknown } | null;
    nationality?: unknown;
    country_of_residence?: unknown;
    address?: { postal_code?: unknown } | null;
    notified_on?: unknown;
  },
): PersonRecord | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const number = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? Number(value) : null);
  return pscRecord({
    company_number: companyNumber,
    psc_id: pscId,
    path_kind: pathKind,
    notified_on: text(body.notified_on),
    name: text(body.name),
    forename: text(body.name_elements?.forename),
    middle: text(body.name_elements?.middle_name),
    surname: text(body.name_elements?.surname),
    title: text(body.name_elements?.title),
    month: number(body.date_of_birth?.month),
    year: number(body.date_of_birth?.year),
    nationality: text(body.nationality),
    residence: text(body.country_of_residence),
    postcode: text(body.address?.postal_code),
  });
}

interface DisqualifiedBody {
  title?: string;
  forename?: string;
  other_forenames?: string;
  surname?: string;
  date_of_birth?: string;
  nationality?: string;
  disqualifications?: { address?: { postal_code?: string }; disqualified_from?: string }[];
}

function disqualifiedRecord(officerId: string, name: string, text: string): PersonRecord | undefined {
  const body = JSON.parse(text) as DisqualifiedBody;
  const since = (body.disqualifications ?? [])
    .map((entry) => entry.disqualified_from)
    .filter((day): day is string => Boolean(day))
    .sort()[0];
  return personRecord({
    link: recordLink({ kind: 'disqualified-officer', officerId }),
    kind: 'disqualified-officer',
    name,
    elements: body.surname ? body : null,
    birthDate: body.date_of_birth ?? null,
    nationalities: [body.nationality],
    postcodes: (body.disqualifications ?? []).map((entry) => entry.address?.postal_code),
    since: since ?? null,
  });
}

export interface RecordSource {
  /** Every record, officers first, then PSC entries, then disqualified officers. */
  all(): Generator<PersonRecord>;
  /** One record by its link; undefined when the register no longer holds it (or it names no person). */
  get(link: string): PersonRecord | undefined;
  /** The people at a company (its officers and individual PSCs), by person key, with their names. */
  peopleAt(companyNumber: string): Map<string, string>;
}

export function createRecordSource(db: Database.Database): RecordSource {
  const officers = hasTable(db, 'officers') && hasTable(db, 'appointments');
  const pscs = hasTable(db, 'pscs');
  const disqualified = hasTable(db, 'disqualified_officers');
  const q = {
    officer: officers
      ? db.prepare('SELECT name, name_elements, date_of_birth FROM officers WHERE officer_id = ? AND is_corporate = 0')
      : undefined,
    appointments: officers
      ? db.prepare(`SELECT ${APPOINTMENT_COLUMNS} FROM appointments a WHERE a.officer_id = ?`)
      : undefined,
    psc: pscs
      ? db.prepare(`SELECT ${PSC_COLUMNS} FROM pscs WHERE company_number = ? AND psc_id = ? AND path_kind = ?`)
      : undefined,
    disqualified: disqualified
      ? db.prepare(`SELECT name, body FROM disqualified_officers WHERE officer_id = ? AND kind = 'natural'`)
      : undefined,
    officersAt: officers
      ? db.prepare(
          `SELECT o.name, o.name_elements, o.date_of_birth FROM appointments a JOIN officers o ON o.officer_id = a.officer_id
            WHERE a.company_number = ? AND o.is_corporate = 0`,
        )
      : undefined,
    pscsAt: pscs
      ? db.prepare(
          `SELECT json_extract(body, '$.name') AS name, json_extract(body, '$.name_elements.forename') AS forename,
              json_extract(body, '$.name_elements.surname') AS surname,
              json_extract(body, '$.date_of_birth.month') AS month, json_extract(body, '$.date_of_birth.year') AS year
             FROM pscs WHERE company_number = ? AND path_kind IN (${PSC_KINDS_SQL})`,
        )
      : undefined,
  };

  return {
    *all() {
      if (officers) {
        // The appointments read in their table's order (one pass over the file, not a seek per
        // officer: a register bigger than memory is read at the disk's speed), then sorted by officer.
        const rows = db
          .prepare(
            `WITH a AS MATERIALIZED (SELECT a.officer_id, ${APPOINTMENT_COLUMNS} FROM appointments a)
             SELECT o.officer_id, o.name, o.name_elements, o.date_of_birth, a.*
               FROM a JOIN officers o ON o.officer_id = a.officer_id
              WHERE o.is_corporate = 0 ORDER BY a.officer_id`,
          )
          .iterate() as IterableIterator<
          AppointmentFacts & {
            officer_id: string;
            name: string;
            name_elements: string | null;
            date_of_birth: string | null;
          }
        >;
        let current: { id: string; name: string; elements: string | null; birth: string | null } | undefined;
        let appointments: AppointmentFacts[] = [];
        for (const row of rows) {
          if (current && row.officer_id !== current.id) {
            const record = officerRecord(current.id, current.name, current.elements, current.birth, appointments);
            if (record) yield record;
            appointments = [];
          }
          if (!current || row.officer_id !== current.id)
            current = { id: row.officer_id, name: row.name, elements: row.name_elements, birth: row.date_of_birth };
          appointments.push(row);
        }
        if (current) {
          const record = officerRecord(current.id, current.name, current.elements, current.birth, appointments);
          if (record) yield record;
        }
      }
      if (pscs) {
        const rows = db
          .prepare(`SELECT ${PSC_COLUMNS} FROM pscs WHERE path_kind IN (${PSC_KINDS_SQL})`)
          .iterate() as IterableIterator<PscFacts>;
        for (const row of rows) {
          const record = pscRecord(row);
          if (record) yield record;
        }
      }
      if (disqualified) {
        const rows = db
          .prepare(`SELECT officer_id, name, body FROM disqualified_officers WHERE kind = 'natural'`)
          .iterate() as IterableIterator<{ officer_id: string; name: string; body: string }>;
        for (const row of rows) {
          const record = disqualifiedRecord(row.officer_id, row.name, row.body);
          if (record) yield record;
        }
      }
    },
    get(link) {
      const ref = parseRecordLink(link);
      if (!ref) return undefined;
      if (ref.kind === 'officer') {
        const row = q.officer?.get(ref.officerId) as
          { name: string; name_elements: string | null; date_of_birth: string | null } | undefined;
        if (!row) return undefined;
        const appointments = q.appointments!.all(ref.officerId) as AppointmentFacts[];
        if (appointments.length === 0) return undefined;
        return officerRecord(ref.officerId, row.name, row.name_elements, row.date_of_birth, appointments);
      }
      if (ref.kind === 'psc') {
        const row = q.psc?.get(ref.companyNumber, ref.pscId, ref.pathKind) as PscFacts | undefined;
        return row ? pscRecord(row) : undefined;
      }
      const row = q.disqualified?.get(ref.officerId) as { name: string; body: string } | undefined;
      return row ? disqualifiedRecord(ref.officerId, row.name, row.body) : undefined;
    },
    peopleAt(companyNumber) {
      const people = new Map<string, string>();
      for (const row of (q.officersAt?.all(companyNumber) ?? []) as {
        name: string;
        name_elements: string | null;
        date_of_birth: string | null;
      }[]) {
        const parsed =
          (row.name_elements && nameFromElements(JSON.parse(row.name_elements) as NameElements)) ||
          parsePersonName(row.name);
        const birth = row.date_of_birth
          ? (JSON.parse(row.date_of_birth) as { month: number; year: number })
          : undefined;
        const key = parsed && birth ? personKey({ parsed, birth }) : undefined;
        if (key) people.set(key, row.name);
      }
      for (const row of (q.pscsAt?.all(companyNumber) ?? []) as {
        name: string | null;
        forename: string | null;
        surname: string | null;
        month: number | null;
        year: number | null;
      }[]) {
        const parsed = row.surname
          ? nameFromElements({ forename: row.forename ?? undefined, surname: row.surname })
          : parsePersonName(row.name ?? '');
        const key =
          parsed && row.month && row.year
            ? personKey({ parsed, birth: { month: row.month, year: row.year } })
            : undefined;
        if (key && !people.has(key)) people.set(key, row.name ?? '');
      }
      return people;
    },
  };
}
