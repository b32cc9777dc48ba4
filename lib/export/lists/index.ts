// Every exportable list's fields, by the registry endpoint it reads (and the connections tables,
// by the name their export's address ends with): what the export route looks a list up by.
// Only server code should import this file; a list definition imports its own list's file.
import { fieldsOfColumns, type ExportColumns, type ExportField } from '@/lib/export/fields';
import type { ConnectionsList } from '@/lib/network/exports';
import type { EndpointName, ResourceOf } from '@/lib/registry/catalogue';
import { advancedSearchExport, alphabeticalSearchExport, dissolvedSearchExport } from './advanced-search';
import { appointmentsExport } from './appointments';
import { chargesExport } from './charges';
import { coOfficersExport, sharedOfficersExport } from './connections';
import { filingsExport } from './filings';
import { officersExport } from './officers';
import { pscsExport } from './pscs';
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

/** The connections tables, by the name their export's address ends with. */
export const connectionsExports = {
  'shared-officers': sharedOfficersExport,
  'co-officers': coOfficersExport,
} satisfies Record<ConnectionsList, ExportColumns<never>>;

export const connectionsExportFields = (list: ConnectionsList): readonly ExportField<never>[] =>
  fieldsOfColumns(connectionsExports[list] as ExportColumns<never>);
