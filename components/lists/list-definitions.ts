// Every paged list's definition, by the registry endpoint it reads: what the section skeletons
// and the past-the-end page look a list up by. (The export route looks a list's fields up in
// lib/export/lists/, which the definitions' columns take their `export` from.)
import { appointmentsList } from '@/components/appointments/appointments-list-definition';
import { chargesList } from '@/components/charges/charges-list-definition';
import { filingsList } from '@/components/filings/filings-list-definition';
import { coOfficersList, companiesSharingOfficersList } from '@/components/network/connections-list-definitions';
import { officersList } from '@/components/officers/officers-list-definition';
import { pscsList } from '@/components/psc/pscs-list-definition';
import { statementsList } from '@/components/psc/statements-list-definition';
import { searchLists } from '@/components/search/search-list-definitions';
import type { ConnectionsList } from '@/lib/network/exports';
import type { ListDefinition, ListEndpoint } from './define-list';

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
