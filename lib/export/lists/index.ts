// Every exportable list's fields, by the registry endpoint it reads (and the connections tables,
// by the name their export's address ends with): what the export route looks a list up by.
// Only server code should import this file; a list definition imports its own list's file.
import { fieldsOfColumns, type ExportColumns, type ExportContext, type ExportField } from '@/lib/export/fields';
import { VERIFICATION_STATUSES, type Verification } from '@/lib/registry/verification';
import { IDENTITY_FILTER } from '@/lib/verification/rows';
import { verificationPageOf, type VerificationPage } from './identity';
import type { ConnectionsList } from '@/lib/network/exports';
import type { EndpointName, ResourceOf } from '@/lib/registry/catalogue';
import { advancedSearchExport, alphabeticalSearchExport, dissolvedSearchExport } from './advanced-search';
import { appointmentsExport } from './appointments';
import { chargesExport } from './charges';
import { coOfficersExport, sharedOfficersExport } from './connections';
import { filingsExport } from './filings';
import { officersExport, officerVerificationOf } from './officers';
import { pscsExport, pscVerificationOf } from './pscs';
import { searchExports } from './search';
import { statementsExport } from './statements';

/** The registry lists that can be exported, by endpoint. */
export const listExports = {
  officerList: officersExport,
  officerAppointments: appointmentsExport,
  filingHistoryList: filingsExport,
  chargeList: chargesExport,
  pscList: pscsExport,
  pscStatementList: statementsExport,
  ...searchExports,
  // Advanced search pages with `size` and counts `hits`, but is exported as the other lists are.
  advancedSearchCompanies: advancedSearchExport,
  // The search page's dissolved and A–Z views: `size` too; the A–Z view pages by its cursor.
  dissolvedSearchCompanies: dissolvedSearchExport,
  alphabeticalSearchCompanies: alphabeticalSearchExport,
} satisfies { [N in EndpointName]?: ExportColumns<ResourceOf<N> extends { items: (infer Row)[] } ? Row : never> };

export type ExportEndpoint = keyof typeof listExports;

export const isExportEndpoint = (name: string): name is ExportEndpoint => Object.hasOwn(listExports, name);

/** The fields an export of the list writes, in order; undefined for endpoints that are not exportable lists. */
export function exportFieldsOf(name: EndpointName): readonly ExportField<never>[] | undefined {
  return isExportEndpoint(name)
    ? (fieldsOfColumns(listExports[name] as ExportColumns<never>) as readonly ExportField<never>[])
    : undefined;
}

/** The app's own filter over an export's rows, as the list's page offers it (components/lists/define-list.ts `rowFilters`). */
export interface ExportRowFilter {
  /** The query parameter: `identity`. */
  name: string;
  values: readonly string[];
  /** Whether the export writes the row, given the value asked for and the fields' context (with its page's enrichment). */
  keep(row: unknown, value: string, context: ExportContext): boolean;
}

const identityFilter = <Row>(
  judge: (row: Row, page: VerificationPage) => Verification | undefined,
): ExportRowFilter => ({
  name: IDENTITY_FILTER,
  values: VERIFICATION_STATUSES,
  keep: (row, value, context) => judge(row as Row, verificationPageOf(context))?.status === value,
});

/** The exports that take the app's own row filters: a company's officers and PSCs by identity verification. */
export const exportRowFilters: Partial<Record<ExportEndpoint, ExportRowFilter>> = {
  officerList: identityFilter(officerVerificationOf),
  pscList: identityFilter(pscVerificationOf),
};

/** The connections tables, by the name their export's address ends with. */
export const connectionsExports = {
  'shared-officers': sharedOfficersExport,
  'co-officers': coOfficersExport,
} satisfies Record<ConnectionsList, ExportColumns<never>>;

export const connectionsExportFields = (list: ConnectionsList): readonly ExportField<never>[] =>
  fieldsOfColumns(connectionsExports[list] as ExportColumns<never>);
