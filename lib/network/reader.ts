// What the network builder and the path finder read, and how: the registry's lists through
// one small interface (the app passes the gateway, tests a fake register), plus the embedded
// registry's address index where it has one (a capability: the registry's interface has no address search).

export type { Read } from '@/lib/gateway/session';
export type { AddressIndex, AddressMembers } from '@/lib/registry/capabilities';
import type { Read } from '@/lib/gateway/session';
import type { AddressIndex } from '@/lib/registry/capabilities';
import type { AppointmentList, CompanyProfile, OfficerList } from '@/lib/registry/schemas';

export interface ListPage {
  startIndex: number;
  /** Ask the registry for current appointments only (`filter=active`). */
  active: boolean;
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
