// What the network builder and the path finder read, and how: the registry's lists through
// one small interface (the app passes the gateway, tests a fake register), plus the embedded
// registry's address index where there is one (the registry's interface has no address search).
import type { AddressParts } from '@/lib/registry/address-key';
import type { AppointmentList, CompanyProfile, OfficerList } from '@/lib/registry/schemas';

/** One registry answer; `called` says whether the registry was asked (a cache hit costs nothing). */
export interface Read<T> {
  data: T;
  called: boolean;
}

export interface ListPage {
  startIndex: number;
  /** Ask the registry for current appointments only (`filter=active`). */
  active: boolean;
}

export interface AddressMembers {
  companies: { company_number: string; company_name: string; company_status?: string }[];
  officers: { officer_id: string; name: string }[];
}

/** The embedded registry's index of addresses by normalised key (lib/registry/address-key.ts). */
export interface AddressIndex {
  /** Companies' registered offices, by company number (those the index knows). */
  registeredOffices(companyNumbers: readonly string[]): Promise<Map<string, AddressParts>>;
  /** How many companies and officers are at each address. */
  counts(keys: readonly string[]): Promise<Map<string, { companies: number; officers: number }>>;
  /** One page of who is at an address: companies first, then officers, `limit` in all from `offset`. */
  members(key: string, offset: number, limit: number): Promise<AddressMembers>;
}

/** Reads one registry resource: undefined for a 404; other registry errors throw. */
export interface NetworkReader {
  /** Registry page sizes (the catalogue's maxima): the first page of a list says how long it is. */
  readonly officerPageSize: number;
  readonly appointmentPageSize: number;
  companyProfile(companyNumber: string): Promise<Read<CompanyProfile> | undefined>;
  officerList(companyNumber: string, page: ListPage): Promise<Read<OfficerList> | undefined>;
  appointmentList(officerId: string, page: ListPage): Promise<Read<AppointmentList> | undefined>;
  /** True when the app's shared upstream budget runs low: a build stops rather than make the app busy. */
  budgetLow?(): Promise<boolean>;
  addresses?: AddressIndex;
}

/** The officer id in a registry link `/officers/{id}/appointments`. */
export function officerIdFromLink(link: string): string | undefined {
  return /^\/officers\/([^/?#]+)\/appointments/.exec(link)?.[1];
}
