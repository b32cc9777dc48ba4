// The embedded registry's answers beyond its HTTP interface (lib/registry/capabilities.ts):
// who is at an address, the companies a company controls, its natural disqualified officers,
// the person index (people/queries.ts), its change log, and the test hook's activity. Every SQL statement the analysis layer relies on
// is here, prepared once over the handler's own read-only connection; each is offered only when
// the file has the tables (and, for an imported bulk file, the data) it needs.
import 'server-only';
import type Database from 'better-sqlite3';
import type { AddressParts } from '@/lib/registry/address-key';
import type {
  AddressIndex,
  CompanySuggestions,
  AppliedEvent,
  ControlledCompany,
  DisqualificationRecords,
  EventLogReader,
  RegistryCapabilities,
} from '@/lib/registry/capabilities';
import type { RegistryHandler } from './handler';
import type { Activity } from './activity';
import { ACTIVITY_KINDS } from './activity/kinds';
import { META } from './import/coverage';
import { createCompanySuggester } from './search/suggest';
import { personIndex } from './people/queries';

/** The capabilities an embedded registry's file adds to its interface (all but `metered` and `answers`). */
export type LocalCapabilities = Omit<RegistryCapabilities, 'metered' | 'answers'>;

const hasTable = (db: Database.Database, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

export function localCapabilities(
  handler: Pick<RegistryHandler, 'store' | 'events'>,
  options: {
    /** Whether the file holds disqualifications (a generated dataset does; the bulk files do not). */
    disqualifications: boolean;
    /** The activity applied to this file in this process, for the test hook. */
    activity?: { activity: Activity; kinds: readonly string[] };
  },
): LocalCapabilities {
  const db = handler.store.db;
  return {
    ...(hasTable(db, 'address_keys') ? { addressIndex: addressIndex(db) } : {}),
    ...(hasTable(db, 'pscs') ? { controlledCompanies: controlledCompanies(db) } : {}),
    ...(hasTable(db, 'search_companies') ? { companySuggestions: companySuggestions(db) } : {}),
    ...(options.disqualifications && hasTable(db, 'disqualified_officers')
      ? { disqualifications: disqualificationRecords(db) }
      : {}),
    ...(hasTable(db, 'person_records') ? { personIndex: personIndex(db) } : {}),
    ...(hasTable(db, 'stream_events') ? { eventLog: eventLog(handler) } : {}),
    ...(options.activity ? testHook(options.activity.activity, options.activity.kinds) : {}),
  };
}

function companySuggestions(db: Database.Database): CompanySuggestions {
  const suggester = createCompanySuggester(db);
  return {
    byNumberPrefix: async (prefix, limit) => suggester.byNumberPrefix(prefix, limit),
    byNameStart: async (q, limit) => suggester.byNameStart(q, limit),
  };
}

function addressIndex(db: Database.Database): AddressIndex {
  const counts = db.prepare(
    `SELECT SUM(kind = 'company') AS companies, SUM(kind = 'officer') AS officers FROM address_keys WHERE address_key = ?`,
  );
  const companies = db.prepare(
    `SELECT c.company_number, c.company_name, c.company_status FROM address_keys a
       JOIN companies c ON c.company_number = a.id
      WHERE a.address_key = ? AND a.kind = 'company' ORDER BY c.company_number LIMIT ? OFFSET ?`,
  );
  const officers = db.prepare(
    `SELECT o.officer_id, o.name FROM address_keys a JOIN officers o ON o.officer_id = a.id
      WHERE a.address_key = ? AND a.kind = 'officer' ORDER BY o.officer_id LIMIT ? OFFSET ?`,
  );
  const office = db
    .prepare(`SELECT json_extract(body, '$.registered_office_address') FROM companies WHERE company_number = ?`)
    .pluck();
  const countOf = (key: string) => {
    const row = counts.get(key) as { companies: number | null; officers: number | null };
    return { companies: row.companies ?? 0, officers: row.officers ?? 0 };
  };
  return {
    async registeredOffices(numbers) {
      const found = new Map<string, AddressParts>();
      for (const number of numbers) {
        const address = office.get(number) as string | null | undefined;
        if (address) found.set(number, JSON.parse(address) as AddressParts);
      }
      return found;
    },
    async counts(keys) {
      return new Map(keys.map((key) => [key, countOf(key)]));
    },
    async members(key, offset, limit) {
      const companyRows = companies.all(key, limit, offset) as {
        company_number: string;
        company_name: string;
        company_status: string;
      }[];
      const officerOffset = Math.max(0, offset - countOf(key).companies);
      const officerRows =
        companyRows.length < limit
          ? (officers.all(key, limit - companyRows.length, officerOffset) as { officer_id: string; name: string }[])
          : [];
      return { companies: companyRows, officers: officerRows };
    },
  };
}

function controlledCompanies(db: Database.Database): RegistryCapabilities['controlledCompanies'] {
  // Served by the PSC table's index on the declared registration number (db/schema.ts).
  const statement = db.prepare(
    `SELECT p.company_number, c.company_name, c.company_status, p.body
       FROM pscs p JOIN companies c ON c.company_number = p.company_number
      WHERE json_extract(p.body, '$.identification.registration_number') = ?
        AND p.path_kind IN ('corporate-entity', 'corporate-entity-beneficial-owner') AND p.ceased = 0
      ORDER BY c.company_name LIMIT ?`,
  );
  return async (companyNumber, limit) => {
    const rows = statement.all(companyNumber, limit) as {
      company_number: string;
      company_name: string;
      company_status: string;
      body: string;
    }[];
    return rows.map((row): ControlledCompany => {
      const psc = JSON.parse(row.body) as {
        name?: string;
        identification?: ControlledCompany['identification'];
        natures_of_control?: string[];
        notified_on?: string;
        links: { self: string };
      };
      return {
        company_number: row.company_number,
        company_name: row.company_name,
        company_status: row.company_status,
        natures_of_control: psc.natures_of_control ?? [],
        ...(psc.notified_on ? { notified_on: psc.notified_on } : {}),
        link: psc.links.self,
        ...(psc.name ? { psc_name: psc.name } : {}),
        ...(psc.identification ? { identification: psc.identification } : {}),
      };
    });
  };
}

/**
 * The natural disqualifications, with a version that moves when one is added or removed: this
 * connection's `data_version` says whether any other connection committed since the last look
 * (activity commits every second or so), and only then is the table counted.
 */
function disqualificationRecords(db: Database.Database): DisqualificationRecords {
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  const count = db.prepare(`SELECT count(*) FROM disqualified_officers WHERE kind = 'natural'`).pluck();
  const all = db.prepare(`SELECT officer_id, body FROM disqualified_officers WHERE kind = 'natural'`);
  let seenData: unknown;
  let version = 0;
  return {
    version() {
      const data = dataVersion.get();
      if (data !== seenData) {
        seenData = data;
        version = count.get() as number;
      }
      return version;
    },
    all: () =>
      (all.all() as { officer_id: string; body: string }[]).map((row) => ({
        officer_id: row.officer_id,
        body: JSON.parse(row.body) as unknown,
      })),
  };
}

function eventLog(handler: Pick<RegistryHandler, 'store' | 'events'>): EventLogReader {
  // A dataset made before the events log gets one when activity first writes to it: its reads are empty until then.
  return {
    read: (stream, from, limit) => handler.events.read(stream, from, limit),
    range: (stream) => handler.events.range(stream),
    // A dataset generated before it had an id: its path is all there is to go by.
    datasetId: () => handler.store.meta(META.datasetId) ?? 'embedded',
  };
}

function testHook(
  activity: Activity,
  kinds: readonly string[],
): Pick<LocalCapabilities, 'applyChanges' | 'changeKinds'> {
  return {
    changeKinds: kinds,
    applyChanges: (companyNumber, count, kind): AppliedEvent[] =>
      activity.applyChanges(count, companyNumber, kind).flatMap((change) =>
        change.events.map((event) => ({
          stream: event.stream,
          timepoint: event.timepoint,
          type: event.type,
          resource_uri: event.resource_uri,
        })),
      ),
  };
}

/** The names of the activity's change kinds (the test hook's `kind`). */
export const activityKindNames = (): string[] => ACTIVITY_KINDS.map((kind) => kind.name);
