// A person where the registry has no person index (a remote registry, or a record an imported
// file does not hold): resolved around the record asked for, with what the interface offers.
// The record is read, then one officer search on its name, then the appointments of the best
// candidates, within a call budget (the same-person search's reader and limit, same-person-service.ts);
// the records are resolved by the person index's own rules (lib/registry/people). With no register to
// count names in, how common a name is comes from the search's own results and a register-sized
// default. The answer says how far it looked.
import type { NameFrequencies } from '@/lib/registry/people/match';
import { personRecord, recordLink, recordKey, type PersonRecord, type RecordRef } from '@/lib/registry/people/records';
import { resolvePeople } from '@/lib/registry/people/resolve';
import type {
  AppointmentList,
  NaturalDisqualification,
  OfficerSearch,
  PscIndividual,
  PscIndividualBeneficialOwner,
} from '@/lib/registry/schemas';

/** An individual PSC entry: a company's, or an overseas entity's beneficial owner. */
export type PersonPsc = PscIndividual | PscIndividualBeneficialOwner;
import { CallBudget } from '@/lib/gateway/session';
import { officerIdFrom, searchWordsFor } from './same-person';
import type { IndexedRecord } from '@/lib/registry/capabilities';

/** Reads one registry resource: undefined for a 404; `called` says whether the registry was asked. */
export interface RemotePersonReader {
  appointments(officerId: string): Promise<{ data: AppointmentList; called: boolean } | undefined>;
  searchOfficers(q: string): Promise<{ data: OfficerSearch; called: boolean } | undefined>;
  psc(
    companyNumber: string,
    pathKind: string,
    pscId: string,
  ): Promise<{ data: PersonPsc; called: boolean } | undefined>;
  disqualification(officerId: string): Promise<{ data: NaturalDisqualification; called: boolean } | undefined>;
}

export interface Looked {
  /** The officer search's words, and how many officers it found of the same month of birth. */
  search?: { words: string; found: number };
  /** Officer ids whose appointments were read and compared. */
  compared: number;
  registryCalls: number;
  /** The budget, on a metered registry. */
  maxCalls?: number;
  /** What was not compared, and why. */
  notCompared: string[];
}

export interface RemotePerson {
  person_id: string;
  records: IndexedRecord[];
  possible: (IndexedRecord & { paired_with: string })[];
  looked: Looked;
}

/** How common names are on a register the size of the real one, where nothing can be counted. */
function searchFrequencies(found: readonly PersonRecord[]): NameFrequencies {
  const months = new Map<string, Set<string>>();
  for (const record of found) {
    const key = `${record.parsed.surname}|${record.parsed.forenames[0]}`;
    const set = months.get(key) ?? new Set<string>();
    if (record.birth) set.add(`${record.birth.year}-${record.birth.month}`);
    months.set(key, set);
  }
  return {
    people: 10_000_000,
    records: 20_000_000,
    // A surname of 1 in 2,000 and a forename of 1 in 200: a namesake in a month about one time in 170.
    surname: () => 5_000,
    forename: () => 50_000,
    fullName: (surname, forename) => months.get(`${surname}|${forename}`)?.size ?? 1,
    forenames: () => 20,
    middleShare: 0.5,
    middle: () => 0.01,
    nationality: (value) => (value === 'BRITISH' ? 0.8 : 0.05),
    residence: (value) => (value === 'ENGLAND' || value === 'UNITED KINGDOM' ? 0.4 : 0.05),
    postcode: () => 1,
    occupation: () => 0.05,
  };
}

export function recordFromAppointments(officerId: string, list: AppointmentList): PersonRecord | undefined {
  if (list.is_corporate_officer) return undefined;
  const elements = list.items.find((item) => item.name_elements)?.name_elements;
  return personRecord({
    link: recordLink({ kind: 'officer', officerId }),
    kind: 'officer',
    name: list.name,
    elements: elements ?? null,
    formerSurnames: list.items.flatMap((item) => (item.former_names ?? []).map((former) => former.surname)),
    birth: list.date_of_birth ?? null,
    nationalities: list.items.map((item) => item.nationality),
    residences: list.items.map((item) => item.country_of_residence),
    postcodes: list.items.map((item) => item.address?.postal_code),
    companies: list.items.map((item) => item.appointed_to.company_number),
    occupations: list.items.map((item) => item.occupation),
    since: list.items
      .map((item) => item.appointed_on ?? item.appointed_before)
      .filter((day): day is string => Boolean(day))
      .sort()[0],
  });
}

function recordOfPsc(ref: Extract<RecordRef, { kind: 'psc' }>, psc: PersonPsc): PersonRecord | undefined {
  return personRecord({
    link: recordLink(ref),
    kind: 'psc',
    name: psc.name ?? '',
    elements: psc.name_elements ?? null,
    birth: psc.date_of_birth ?? null,
    nationalities: [psc.nationality],
    residences: [psc.country_of_residence],
    postcodes: [psc.address?.postal_code],
    companies: [ref.companyNumber],
    since: psc.notified_on ?? null,
  });
}

function recordOfDisqualification(officerId: string, body: NaturalDisqualification): PersonRecord | undefined {
  return personRecord({
    link: recordLink({ kind: 'disqualified-officer', officerId }),
    kind: 'disqualified-officer',
    name: [body.surname, [body.forename, body.other_forenames].filter(Boolean).join(' ')].join(', '),
    elements: body,
    birthDate: body.date_of_birth ?? null,
    nationalities: [body.nationality],
    postcodes: body.disqualifications.map((entry) => entry.address.postal_code),
    since: body.disqualifications.map((entry) => entry.disqualified_from).sort()[0],
  });
}

const asIndexed = (record: PersonRecord, confidence: number, evidence: string[], via?: string): IndexedRecord => ({
  link: record.link,
  kind: record.kind,
  name: record.name,
  ...(record.birth ? { birth: `${record.birth.year}-${String(record.birth.month).padStart(2, '0')}` } : {}),
  nationalities: [...record.nationalities],
  residences: [...record.residences],
  ...(record.since ? { since: record.since } : {}),
  confidence,
  evidence,
  ...(via ? { via } : {}),
});

/**
 * The person of the record `ref`, looked for within `maxCalls` registry calls (`budget`);
 * undefined when the registry does not hold the record (or it names no person).
 */
export async function resolveAroundRecord(
  reader: RemotePersonReader,
  ref: RecordRef,
  { budget = new CallBudget(), maxDetailed = 8 }: { budget?: CallBudget; maxDetailed?: number } = {},
): Promise<RemotePerson | undefined> {
  const notCompared = new Set<string>();
  const count = <T extends { called: boolean } | undefined>(result: T): T => {
    budget.record(result?.called ?? false);
    return result;
  };
  let anchor: PersonRecord | undefined;
  if (ref.kind === 'officer') {
    const list = count(await reader.appointments(ref.officerId));
    anchor = list && recordFromAppointments(ref.officerId, list.data);
  } else if (ref.kind === 'psc') {
    const psc = count(await reader.psc(ref.companyNumber, ref.pathKind, ref.pscId));
    anchor = psc && recordOfPsc(ref, psc.data);
  } else {
    const body = count(await reader.disqualification(ref.officerId));
    anchor = body && recordOfDisqualification(ref.officerId, body.data);
  }
  if (!anchor) return undefined;

  const found: PersonRecord[] = [];
  let search: Looked['search'];
  if (budget.left < 1) notCompared.add('no officer search: the request budget is spent');
  else {
    const words = searchWordsFor(anchor.parsed, anchor.name);
    const results = count(await reader.searchOfficers(words));
    const items = results?.data.items ?? [];
    // Officers born in the month, best first as the registry ranks them.
    const sameMonth = items.filter(
      (item) =>
        anchor!.birth &&
        item.date_of_birth?.month === anchor!.birth.month &&
        item.date_of_birth?.year === anchor!.birth.year,
    );
    search = { words, found: sameMonth.length };
    for (const item of items) {
      const record = personRecord({
        link: item.links.self,
        kind: 'officer',
        name: item.title,
        birth: item.date_of_birth ?? null,
        postcodes: [item.address?.postal_code],
      });
      if (record) found.push(record);
    }
    const ids = [
      ...new Set(sameMonth.map((item) => officerIdFrom(item.links.self)).filter((id): id is string => Boolean(id))),
    ].filter((id) => recordLink({ kind: 'officer', officerId: id }) !== anchor!.link);
    for (const [i, officerId] of ids.entries()) {
      if (i >= maxDetailed) {
        notCompared.add(`${ids.length - maxDetailed} more officers of the name and month of birth not compared`);
        break;
      }
      if (budget.left < 1) {
        notCompared.add(
          `${ids.length - i} officers of the name and month of birth not read: the request budget is spent`,
        );
        break;
      }
      const list = count(await reader.appointments(officerId));
      const record = list && recordFromAppointments(officerId, list.data);
      if (record) found.push(record);
    }
  }
  const compared = found.filter((record) => record.companies.length > 0);
  const { assignments, possible } = resolvePeople([anchor, ...compared], searchFrequencies(found));
  const own = assignments.get(anchor.link)!;
  const records = [anchor, ...compared]
    .filter((record) => assignments.get(record.link)!.personId === own.personId)
    .map((record) => {
      const assigned = assignments.get(record.link)!;
      return asIndexed(record, assigned.confidence, assigned.evidence, assigned.via);
    });
  const ownLinks = new Set(records.map((record) => record.link));
  const maybe = new Map<string, IndexedRecord & { paired_with: string }>();
  for (const pair of possible) {
    const [mine, other] = ownLinks.has(pair.a) ? [pair.a, pair.b] : ownLinks.has(pair.b) ? [pair.b, pair.a] : [];
    if (!mine || !other || (maybe.get(other)?.confidence ?? 0) >= pair.confidence) continue;
    const record = compared.find((r) => r.link === other)!;
    maybe.set(other, { ...asIndexed(record, pair.confidence, pair.evidence), paired_with: mine });
  }
  return {
    // The person is named after the record asked for: there is no index to keep another id stable.
    person_id: recordKey(ref),
    records,
    possible: [...maybe.values()].sort((a, b) => b.confidence - a.confidence),
    looked: {
      ...(search ? { search } : {}),
      compared: compared.length,
      registryCalls: budget.spent,
      ...(budget.maxCalls !== undefined ? { maxCalls: budget.maxCalls } : {}),
      notCompared: [...notCompared],
    },
  };
}
