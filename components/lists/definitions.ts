// Every paged list's definition, by the registry endpoint it reads: what the export route, the
// section skeletons and the past-the-end page look a list up by.
import { advancedSearchExportFields } from '@/components/advanced-search/advanced-search-columns';
import { appointmentsList } from '@/components/appointments/appointments-list';
import { chargesList } from '@/components/charges/charges-list';
import { filingsList } from '@/components/filings/filings-list';
import { coOfficersList, companiesSharingOfficersList } from '@/components/network/connections-lists';
import { officersList } from '@/components/officers/officers-list';
import { pscsList } from '@/components/psc/pscs-list';
import { statementsList } from '@/components/psc/statements-list';
import { searchLists } from '@/components/search/search-lists';
import type { ExportField } from '@/lib/export/fields';
import type { ConnectionsList } from '@/lib/network/exports';
import type { EndpointName } from '@/lib/registry/catalogue';
import { exportFields, type ListColumn, type ListDefinition, type ListEndpoint } from './list-definition';

export const listDefinitions: { [N in ListEndpoint]: ListDefinition<N, never> } = {
  officerList: officersList,
  officerAppointments: appointmentsList,
  filingHistoryList: filingsList,
  chargeList: chargesList,
  pscList: pscsList,
  pscStatementList: statementsList,
  searchAll: searchLists.all,
  searchCompanies: searchLists.companies,
  searchOfficers: searchLists.officers,
  searchDisqualifiedOfficers: searchLists['disqualified-officers'],
};

export const isListEndpoint = (name: string): name is ListEndpoint => name in listDefinitions;

/** The fields an export of the list writes; undefined for endpoints that are not lists. */
export function listExportFields(name: EndpointName): readonly ExportField<never>[] | undefined {
  // Advanced search pages with `size` and counts `hits`, so it is exported without a list definition.
  if (name === 'advancedSearchCompanies') return advancedSearchExportFields as readonly ExportField<never>[];
  return isListEndpoint(name)
    ? exportFields((listDefinitions[name] as ListDefinition<ListEndpoint, never>).columns)
    : undefined;
}

/** The computed lists (not one registry endpoint each), by the name their export's address ends with. */
export const computedListDefinitions = {
  'shared-officers': companiesSharingOfficersList,
  'co-officers': coOfficersList,
} as const satisfies Record<ConnectionsList, unknown>;

export const computedListExportFields = (list: ConnectionsList): readonly ExportField<never>[] =>
  exportFields(computedListDefinitions[list].columns as readonly ListColumn<never, never>[]);
