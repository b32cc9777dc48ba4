// People, not officer ids: a person's records (officer ids, PSC entries, disqualifications), the
// records that may be theirs, and what a link to them counts. From the registry's person index
// where it has one (getRegistry().capabilities().personIndex: the embedded registry, an imported
// file, hybrid mode); otherwise resolved around the record asked for, with the officer search,
// inside NETWORK_SAME_PERSON_MAX_REQUESTS calls (people-remote.ts), and the answer says how far it looked.
import 'server-only';
import { env } from '@/lib/env';
import { findResource, getRegistry, readOf } from '@/lib/gateway';
import type { IndexedRecord, PersonIndex } from '@/lib/registry/capabilities';
import {
  parseRecordLink,
  personName,
  recordLink,
  recordKey,
  recordOfPersonId,
  type PersonRecordKind,
  type RecordRef,
} from '@/lib/registry/people/records';
import { boundedCache, companyTag, officerTag } from '@/lib/server/bounded-cache';
import { gatewaySamePersonReader } from './same-person-service';
import { resolveAroundRecord, type Looked, type RemotePersonReader } from './people-remote';

/** A record as the person API gives it. */
export interface PersonRecordBody {
  kind: PersonRecordKind;
  link: string;
  name: string;
  confidence: number;
  evidence: string[];
}

/** `GET /api/people/{person_id}`: the interface's shape, field for field. */
export interface PersonBody {
  person_id: string;
  name: string;
  date_of_birth?: { month: number; year: number };
  nationalities: string[];
  countries_of_residence: string[];
  records: PersonRecordBody[];
  possible: PersonRecordBody[];
  appointments_count: number;
  psc_count: number;
}

export interface Person {
  person_id: string;
  name: string;
  date_of_birth?: { month: number; year: number };
  nationalities: string[];
  countries_of_residence: string[];
  records: IndexedRecord[];
  /** Records of others below the grouping's confidence; `person_id` where the index names their person. */
  possible: (IndexedRecord & { person_id?: string; paired_with: string })[];
  appointments_count: number;
  psc_count: number;
  /** The registry's person index, or a search around one record (how far it looked). */
  source: { kind: 'index' } | { kind: 'search'; looked: Looked };
}

const titleCase = (text: string) => text.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase());
const distinctTitled = (values: readonly string[]) => [...new Set(values.map(titleCase))];

export const recordBody = (record: IndexedRecord): PersonRecordBody => ({
  kind: record.kind,
  link: record.link,
  name: record.name,
  confidence: record.confidence,
  evidence: record.evidence,
});

export function personBody(person: Person): PersonBody {
  return {
    person_id: person.person_id,
    name: person.name,
    ...(person.date_of_birth ? { date_of_birth: person.date_of_birth } : {}),
    nationalities: person.nationalities,
    countries_of_residence: person.countries_of_residence,
    records: person.records.map(recordBody),
    possible: person.possible.map(recordBody),
    appointments_count: person.appointments_count,
    psc_count: person.psc_count,
  };
}

function birthOf(records: readonly IndexedRecord[]): Person['date_of_birth'] {
  const birth = records.map((record) => record.birth).find(Boolean);
  const match = birth ? /^(\d{4})-(\d{2})$/.exec(birth) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

const facts = (records: readonly IndexedRecord[]) => ({
  name: personName(records),
  ...(birthOf(records) ? { date_of_birth: birthOf(records)! } : {}),
  nationalities: distinctTitled(records.flatMap((record) => record.nationalities)),
  countries_of_residence: distinctTitled(records.flatMap((record) => record.residences)),
});

// --- reading the registry ------------------------------------------------------------------------

const remoteReader: RemotePersonReader = {
  appointments: gatewaySamePersonReader.appointments,
  searchOfficers: gatewaySamePersonReader.searchOfficers,
  psc: async (company_number, pathKind, psc_id) =>
    pathKind === 'individual-beneficial-owner'
      ? readOf(await findResource('pscIndividualBeneficialOwner', { company_number, psc_id }))
      : readOf(await findResource('pscIndividual', { company_number, psc_id })),
  disqualification: async (officer_id) => readOf(await findResource('naturalDisqualification', { officer_id })),
};

/** The links a record may have (a PSC id alone does not say whether it is a company's or an overseas entity's). */
function linksOf(ref: RecordRef): string[] {
  if (ref.kind !== 'psc') return [recordLink(ref)];
  const kinds = ref.companyNumber.startsWith('OE')
    ? ['individual-beneficial-owner', 'individual']
    : ['individual', 'individual-beneficial-owner'];
  return kinds.map((pathKind) => recordLink({ ...ref, pathKind }));
}

/** Whether the registry holds the record (one read: a call on a remote registry). */
async function recordExists(ref: RecordRef): Promise<RecordRef | undefined> {
  // The same read as the search's first (same-person-service.ts), so the cache answers the second.
  if (ref.kind === 'officer') return (await remoteReader.appointments(ref.officerId)) ? ref : undefined;
  if (ref.kind === 'disqualified-officer')
    return (await findResource('naturalDisqualification', { officer_id: ref.officerId })) ? ref : undefined;
  for (const link of linksOf(ref)) {
    const candidate = parseRecordLink(link) as Extract<RecordRef, { kind: 'psc' }>;
    if (await remoteReader.psc(candidate.companyNumber, candidate.pathKind, candidate.pscId)) return candidate;
  }
  return undefined;
}

async function indexOf(): Promise<PersonIndex | undefined> {
  return (await getRegistry().capabilities()).personIndex;
}

// --- people ----------------------------------------------------------------------------------------

async function fromIndex(index: PersonIndex, personId: string): Promise<Person | undefined> {
  const [person, summary] = await Promise.all([index.person(personId), index.summary(personId)]);
  if (!person || !summary) return undefined;
  return {
    person_id: personId,
    ...facts(person.records),
    name: summary.name,
    records: person.records,
    possible: person.possible,
    appointments_count: summary.appointments,
    psc_count: summary.psc_companies,
    source: { kind: 'index' },
  };
}

const searches = () =>
  boundedCache<Promise<Person | undefined>>('people-search', { maxEntries: 300, ttlMs: 5 * 60_000 });

/** A person resolved around one record with the officer search; kept a few minutes, dropped when a record it read changes. */
function fromSearch(ref: RecordRef): Promise<Person | undefined> {
  const key = recordLink(ref);
  const cache = searches();
  const kept = cache.get(key);
  if (kept) return kept;
  const answer = (async (): Promise<Person | undefined> => {
    const budget = getRegistry().session({ maxCalls: env().NETWORK_SAME_PERSON_MAX_REQUESTS }).budget;
    const found = await resolveAroundRecord(remoteReader, ref, { budget });
    if (!found) return undefined;
    const officerIds = found.records.flatMap((record) => {
      const own = parseRecordLink(record.link);
      return own?.kind === 'officer' ? [own.officerId] : [];
    });
    let appointments = 0;
    for (const officerId of officerIds)
      appointments += (await gatewaySamePersonReader.appointments(officerId))?.data.total_results ?? 0;
    const pscCompanies = new Set(
      found.records.flatMap((record) => {
        const own = parseRecordLink(record.link);
        return own?.kind === 'psc' ? [own.companyNumber] : [];
      }),
    );
    return {
      person_id: found.person_id,
      ...facts(found.records),
      records: found.records,
      possible: found.possible,
      appointments_count: appointments,
      psc_count: pscCompanies.size,
      source: { kind: 'search', looked: found.looked },
    };
  })();
  cache.set(key, answer, [
    ref.kind === 'officer' ? officerTag(ref.officerId) : ref.kind === 'psc' ? companyTag(ref.companyNumber) : key,
  ]);
  answer.then(
    (person) =>
      person &&
      cache.tag(
        key,
        person.records.flatMap((record) => {
          const own = parseRecordLink(record.link);
          return own?.kind === 'officer'
            ? [officerTag(own.officerId)]
            : own?.kind === 'psc'
              ? [companyTag(own.companyNumber)]
              : [];
        }),
      ),
    () => cache.delete(key),
  );
  return answer;
}

/**
 * The person of this id, or undefined when there is none. An id the index knows as one of a
 * person's records (not its first: say after two people were found to be one) answers that person.
 */
export async function personOf(personId: string): Promise<Person | undefined> {
  const ref = recordOfPersonId(personId);
  const index = await indexOf();
  if (index) {
    const person = await fromIndex(index, personId);
    if (person) return person;
    for (const link of ref ? linksOf(ref) : []) {
      const owner = await index.lookup(link);
      if (owner) return fromIndex(index, owner);
    }
  }
  if (!ref) return undefined;
  const held = await recordExists(ref);
  return held ? fromSearch(held) : undefined;
}

/** The person id of a record (a registry link); undefined when the registry does not hold the record. */
export async function personIdOf(link: string): Promise<string | undefined> {
  const ref = parseRecordLink(link);
  if (!ref) return undefined;
  const index = await indexOf();
  const indexed = index ? await index.lookup(recordLink(ref)) : undefined;
  if (indexed) return indexed;
  // Not in an index (a remote registry's, or one the file does not hold): the person is named after the record.
  const held = await recordExists(ref);
  return held ? recordKey(held) : undefined;
}

/** What a record's page says of its person: a link, with what the index counts, or an offer to look. */
export type PersonLine =
  | {
      state: 'indexed';
      href: string;
      records: number;
      appointments: number;
      pscCompanies: number;
      disqualifications: number;
    }
  | { state: 'search'; href: string; maxRequests?: number };

export async function personLineOf(link: string): Promise<PersonLine | undefined> {
  const ref = parseRecordLink(link);
  if (!ref) return undefined;
  const index = await indexOf();
  const personId = index ? await index.lookup(link) : undefined;
  const summary = personId ? await index!.summary(personId) : undefined;
  if (summary)
    return {
      state: 'indexed',
      href: `/people/${encodeURIComponent(summary.person_id)}`,
      records: summary.records,
      appointments: summary.appointments,
      pscCompanies: summary.psc_companies,
      disqualifications: summary.disqualifications,
    };
  const metered = getRegistry().metered;
  return {
    state: 'search',
    href: `/people/${encodeURIComponent(recordKey(ref))}`,
    ...(metered ? { maxRequests: env().NETWORK_SAME_PERSON_MAX_REQUESTS } : {}),
  };
}

/**
 * How many appointments the person of an officer id holds now, across all their officer ids (a
 * hub of directorships counted by people, not ids); undefined where the registry has no person
 * index or it does not hold the officer.
 */
export async function currentAppointmentsOfPerson(
  officerId: string,
): Promise<{ person_id: string; current_appointments: number; officer_ids: number } | undefined> {
  const index = await indexOf();
  const personId = index ? await index.lookup(recordLink({ kind: 'officer', officerId })) : undefined;
  const summary = personId ? await index!.summary(personId) : undefined;
  return summary
    ? {
        person_id: summary.person_id,
        current_appointments: summary.current_appointments,
        officer_ids: summary.officer_ids,
      }
    : undefined;
}
