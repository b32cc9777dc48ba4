// Every paged list's definition, by the registry endpoint it reads: what the section skeletons
// and the past-the-end page look a list up by. (The export route looks a list's fields up in
// lib/export/lists/, which the definitions' columns take their `export` from.)
import { appointmentsList } from '@/components/appointments/appointments-list';
import { chargesList } from '@/components/charges/charges-list';
import { filingsList } from '@/components/filings/filings-list';
import { coOfficersList, companiesSharingOfficersList } from '@/components/network/connections-lists';
import { officersList } from '@/components/officers/officers-list';
import { pscsList } from '@/components/psc/pscs-list';
import { statementsList } from '@/components/psc/statements-list';
import { searchLists } from '@/components/search/search-lists';
import type { ConnectionsList } from '@/lib/network/exports';
import type { ListDefinition, ListEndpoint } from './list-definition';

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

/** The computed lists (not one registry endpoint each), by the name their export's address ends with. */
export const computedListDefinitions = {
  'shared-officers': companiesSharingOfficersList,
  'co-officers': coOfficersList,
} as const satisfies Record<ConnectionsList, unknown>;
