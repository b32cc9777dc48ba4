// What a kind of change is, what it reads and writes through (`ChangeScope`, implemented by
// engine.ts over the dataset), and the stored records it handles, typed by the registry's own
// wire schemas. A stored body is the resource as REST serves it, less its etag (a write computes
// the new one).
import type {
  ChargeDetails,
  CompanyExemptions,
  CompanyInsolvency,
  CompanyProfile,
  InsolvencyCase,
  OfficerSummary,
  Psc,
  PscStatement,
} from '@/lib/registry/schemas';
import type { Address } from '../../generator/addresses';
import type { Day } from '../../generator/dates';
import type { FilingInput } from '../../generator/filings';
import type { Person } from '../../generator/persons';
import type { Rng } from '../../generator/random';
import type { DatasetWriter } from '../../generator/writer';

/** `T` without the keys `K`, keeping the index signature of the schemas' loose objects (`Omit` drops the known keys). */
type Without<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] };
/** A stored body: as served, with its etag optional (bodies are read without it). */
type Stored<T> = Without<T, 'etag'> & { etag?: string };

/** A company profile as stored. */
export type Profile = CompanyProfile;
/** An appointment (the single-appointment resource, an officer-list item). */
export type AppointmentBody = OfficerSummary;
/** A PSC of any kind. */
export type PscBody = Psc;
export type StatementBody = Stored<PscStatement>;
export type ChargeBody = Stored<ChargeDetails>;
export type ExemptionsBody = Stored<CompanyExemptions>;
/** An insolvency case as stored: its `number` a numeric string, as the real registry sends it. */
export type InsolvencyCaseBody = Without<InsolvencyCase, 'number'> & { number?: string | number };
export type InsolvencyBody = Without<CompanyInsolvency, 'cases'> & { cases: InsolvencyCaseBody[] };

export interface AppointmentRow {
  appointment_id: string;
  officer_id: string;
  officer_role: string;
  resigned_on: string | null;
  sort_key: string;
  body: AppointmentBody;
}
export interface PscRow {
  psc_id: string;
  path_kind: string;
  ceased: number;
  body: PscBody;
}
export interface ChargeRow {
  charge_id: string;
  status: string;
  body: ChargeBody;
}
export interface StatementRow {
  statement_id: string;
  ceased: number;
  body: StatementBody;
}

/** What a change may read and write; the engine implements it over the dataset. */
export interface ChangeScope {
  readonly rng: Rng;
  readonly today: Day;
  /** Unique per change: seeds ids and people. */
  readonly key: string;
  /** Writes the profile (company_name and company_status columns follow the body). */
  putCompany(body: Profile): void;
  /** Files an item in the company's filing history; returns its transaction id. */
  file(companyNumber: string, input: FilingInput): string;
  appointments(companyNumber: string): AppointmentRow[];
  /** A new officer's row (the officers table), then the appointment. */
  appoint(companyNumber: string, person: Person, role: string, on: Day, address: Address): string;
  resign(companyNumber: string, row: AppointmentRow, on: Day): void;
  /** Writes an appointment's changed body (its role, dates and officer stay). */
  putAppointment(companyNumber: string, row: AppointmentRow): void;
  /** Removes an appointment from the register (a correction): its resource is then gone (404). */
  removeAppointment(companyNumber: string, row: AppointmentRow): void;
  pscs(companyNumber: string): PscRow[];
  putPsc(companyNumber: string, row: PscRow): void;
  statements(companyNumber: string): StatementRow[];
  putStatement(companyNumber: string, row: StatementRow): void;
  /** Removes a PSC statement (filed in error): its resource is then gone (404). */
  removeStatement(companyNumber: string, row: StatementRow): void;
  exemptions(companyNumber: string): ExemptionsBody | undefined;
  putExemptions(companyNumber: string, body: ExemptionsBody): void;
  /** Removes the company's exemptions resource altogether (404 from then on). */
  removeExemptions(companyNumber: string): void;
  charges(companyNumber: string): ChargeRow[];
  putCharge(companyNumber: string, row: ChargeRow): void;
  insolvency(companyNumber: string): InsolvencyBody | undefined;
  putInsolvency(companyNumber: string, body: InsolvencyBody): void;
  /** Writes a natural disqualification the generator made (its DatasetWriter rows). */
  disqualify(write: (writer: DatasetWriter) => boolean): boolean;
  /** A company number for a new company. */
  newCompanyNumber(): string;
  /** Whether an officer also serves a showcase company (activity leaves them alone). */
  isShowcaseOfficer(officerId: string): boolean;
}

interface KindBase {
  readonly name: string;
  /** Relative frequency, after the registry's monthly filing mix. */
  readonly weight: number;
}

/** A change to a company the engine picks: one the kind applies to. */
export interface CompanyActivityKind extends KindBase {
  /** Whether the change applies to this company. */
  readonly applies: (profile: Profile) => boolean;
  /** Applies the change to the company (`profile`, which it may change and put); false when there is nothing to do. */
  readonly apply: (scope: ChangeScope, profile: Profile) => boolean;
}

/** A change that needs no company to start from (an incorporation). */
export interface FreeActivityKind extends KindBase {
  readonly applies?: undefined;
  readonly apply: (scope: ChangeScope) => boolean;
}

export type ActivityKind = CompanyActivityKind | FreeActivityKind;

/**
 * Applies `kind` in `scope`: to `profile` (the company it applies to) when the kind changes a
 * company, which it then needs; false when nothing was applied.
 */
export function applyKind(kind: ActivityKind, scope: ChangeScope, profile: Profile | undefined): boolean {
  if (!kind.applies) return kind.apply(scope);
  return profile !== undefined && kind.apply(scope, profile);
}
