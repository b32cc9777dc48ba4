// What a registry can do beyond its HTTP interface, as the analysis layer asks for it. A remote
// registry answers only the interface; the embedded registry (a generated dataset, an imported
// bulk file alone, or one beside a remote registry) also answers queries the interface has no
// endpoint for. Analysis modules ask `getRegistry().capabilities()` for one of these and say
// "not checked" when it is missing: they never ask which registry this is, and never open a file.
// Types only: the queries are lib/registry-server/queries.ts, handed out by lib/gateway.
import type { AddressParts } from './address-key';
import type { EndpointName } from './catalogue';
import type { PersonRecordKind } from './people/records';
import type { StreamName } from './streams';

export interface AddressMembers {
  companies: { company_number: string; company_name: string; company_status?: string }[];
  officers: { officer_id: string; name: string }[];
}

/** An index of addresses by normalised key (lib/registry/address-key.ts). */
export interface AddressIndex {
  /** Companies' registered offices, by company number (those the index knows). */
  registeredOffices(companyNumbers: readonly string[]): Promise<Map<string, AddressParts>>;
  /** How many companies and officers are at each address. */
  counts(keys: readonly string[]): Promise<Map<string, { companies: number; officers: number }>>;
  /** One page of who is at an address: companies first, then officers, `limit` in all from `offset`. */
  members(key: string, offset: number, limit: number): Promise<AddressMembers>;
}

/** A company whose current corporate PSC declares another company's registration number. */
export interface ControlledCompany {
  company_number: string;
  company_name: string;
  company_status: string;
  natures_of_control: string[];
  notified_on?: string;
  /** The PSC record on the controlled company's register. */
  link: string;
  /** The PSC's name and identification as that record gives them, for lib/ownership to verify (resolve.ts). */
  psc_name?: string;
  identification?: {
    registration_number?: string;
    place_registered?: string;
    country_registered?: string;
    legal_authority?: string;
    legal_form?: string;
  };
}

/** The natural disqualified officers the registry holds, read whole (a few thousand at most). */
export interface DisqualificationRecords {
  /** Changes whenever a disqualification is added or removed: a reader rebuilds what it derived from `all()`. */
  version(): number;
  /** Every natural disqualification: the officer id and the stored naturalDisqualification body. */
  all(): { officer_id: string; body: unknown }[];
}

/** The registry's own record of change events (its Streaming API's source). */
export interface EventLogReader {
  /** Events of a stream from a timepoint on, oldest first: each its stream envelope as a JSON line. */
  read(stream: StreamName, from: number, limit: number): readonly { timepoint: number; envelope: string }[];
  range(stream: StreamName): { oldest: number | null; latest: number | null };
  /** Names this dataset: a regenerated one has another id, and its events start again. */
  datasetId(): string;
}

/** A change the embedded registry applied now (the test hook's answer). */
export interface AppliedEvent {
  stream: string;
  timepoint: number;
  type: string;
  resource_uri: string;
}

/**
 * Company numbers for the header's typeahead, where the search endpoint has no answer: a
 * partial number ("0071924", "SC12"), or one company per word completing a name being typed
 * ("holl": HOLLAND…, HOLLIS…, HOLLOWAY…). The caller builds the items by searching each number.
 */
export interface CompanySuggestions {
  /** Companies whose number starts with `prefix` (digits, or two letters and digits), in number order. */
  byNumberPrefix(prefix: string, limit: number): Promise<string[]>;
  /** Companies whose name starts with the query, one per word completing its last word, live first. */
  byNameStart(q: string, limit: number): Promise<string[]>;
}

/** One record of a person, as the person index holds it. */
export interface IndexedRecord {
  /** The record's registry path (lib/registry/people/records.ts). */
  link: string;
  kind: PersonRecordKind;
  /** As the register writes it. */
  name: string;
  /** `YYYY-MM`. */
  birth?: string;
  /** As the record gives them, normalised (upper case): `BRITISH`, `UNITED KINGDOM`. */
  nationalities: string[];
  residences: string[];
  /** When the record starts (`YYYY-MM-DD`): the first appointment, the notification, the disqualification. */
  since?: string;
  /** 0 to 1: the record's strongest link to another of the person's records (1 for a person of one record). */
  confidence: number;
  /** Why, in words. */
  evidence: string[];
  /** The record it is linked to most strongly. */
  via?: string;
}

/** A person of the index: their records, and records of others that may be theirs. */
export interface IndexedPerson {
  person_id: string;
  records: IndexedRecord[];
  /** Records below the grouping's confidence, each with its best pairing to this person's records. */
  possible: (IndexedRecord & { person_id: string; paired_with: string })[];
}

/** What the index counts of a person, for a link to them ("14 appointments, PSC of 6 companies"). */
export interface PersonSummary {
  person_id: string;
  name: string;
  records: number;
  officer_ids: number;
  psc_entries: number;
  disqualifications: number;
  /** Appointments of all their officer ids, current and past; the current ones (not resigned, at a company not closed: the registry's `filter=active`). */
  appointments: number;
  current_appointments: number;
  /** Companies they are or were a PSC of; those they are a PSC of now. */
  psc_companies: number;
  current_psc_companies: number;
}

/**
 * People across officer ids, PSC entries and disqualifications (lib/registry/people): the
 * embedded registry's index of its whole register, kept up to date as it changes.
 */
export interface PersonIndex {
  /** The person a record belongs to, or undefined when the index does not hold the record. */
  lookup(link: string): Promise<string | undefined>;
  person(personId: string): Promise<IndexedPerson | undefined>;
  summary(personId: string): Promise<PersonSummary | undefined>;
}

export interface RegistryCapabilities {
  /** Calls count against a quota: every analysis bounds its calls per operation (`session`). */
  readonly metered: boolean;
  /** Whether the registry answers this endpoint at all (an imported bulk file alone answers few). */
  answers(name: EndpointName): boolean;
  /** Who is at an address: the embedded registry and imported files (alone or in hybrid mode). */
  readonly addressIndex?: AddressIndex;
  /** The companies a company controls (the PSC register read backwards); `limit` rows at most. */
  readonly controlledCompanies?: (companyNumber: string, limit: number) => Promise<ControlledCompany[]>;
  /** Typeahead company numbers by partial number or name start: the embedded registry's search index. */
  readonly companySuggestions?: CompanySuggestions;
  /** People across officer ids, PSC entries and disqualifications: the embedded registry and imported files. */
  readonly personIndex?: PersonIndex;
  /** Natural disqualified officers, for matching officers without a search each. */
  readonly disqualifications?: DisqualificationRecords;
  /** The registry's own change log (the embedded registry's streams, read in-process). */
  readonly eventLog?: EventLogReader;
  /**
   * Applies activity to one company now (of one kind, when named; the kinds are `changeKinds`):
   * the end-to-end tests' way to make the register change. Only on a living embedded registry.
   */
  readonly applyChanges?: (companyNumber: string, count: number, kind?: string) => AppliedEvent[];
  readonly changeKinds?: readonly string[];
}
