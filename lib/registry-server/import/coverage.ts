// Which endpoints an imported bulk file can answer. The import records them in the file's
// meta table (`served_endpoints`); the handler answers 404 for the others, and in hybrid
// mode the app asks the remote registry for those instead (lib/gateway/hybrid.ts).
import type { EndpointName } from '@/lib/registry/catalogue';

/** From Basic Company Data: profiles, their office address, and company search (names, previous names, numbers). */
export const COMPANY_ENDPOINTS: readonly EndpointName[] = [
  'companyProfile',
  'registeredOfficeAddress',
  'searchCompanies',
  'searchAll',
];

/** From the PSC snapshot: the PSC lists, every kind of PSC, the statements. */
export const PSC_ENDPOINTS: readonly EndpointName[] = [
  'pscList',
  'pscIndividual',
  'pscIndividualBeneficialOwner',
  'pscCorporateEntity',
  'pscCorporateEntityBeneficialOwner',
  'pscLegalPerson',
  'pscLegalPersonBeneficialOwner',
  'pscSuperSecure',
  'pscSuperSecureBeneficialOwner',
  'pscStatementList',
  'pscStatement',
];

/** The meta keys an import writes. */
export const META = {
  source: 'source',
  servedEndpoints: 'served_endpoints',
  snapshotDate: 'snapshot_date',
  pscSnapshotDate: 'psc_snapshot_date',
  /** A generated dataset's random name, new at each generation (its events log starts again). */
  datasetId: 'dataset_id',
} as const;

/** The value of `source` in an imported file's meta. */
export const BULK_SOURCE = 'bulk-import';

/** The endpoints a dataset answers, from its meta; undefined for a generated dataset, which answers all. */
export function servedEndpoints(meta: (key: string) => string | undefined): ReadonlySet<EndpointName> | undefined {
  if (meta(META.source) !== BULK_SOURCE) return undefined;
  const listed = meta(META.servedEndpoints);
  return new Set(listed ? (JSON.parse(listed) as EndpointName[]) : COMPANY_ENDPOINTS);
}
