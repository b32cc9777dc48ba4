'use client';
// The connections tables as client components: the server page passes plain data, these pass the definitions.
import { ComputedList, type ComputedListProps } from '@/components/lists/computed-list';
import type { CoOfficer, CompanySharingOfficers } from '@/lib/network/ranked-tables';
import {
  coOfficersList,
  companiesSharingOfficersList,
  type CompanyConnectionsContext,
  type OfficerConnectionsContext,
} from './connections-list-definitions';

export function CompaniesSharingOfficersTable(
  props: ComputedListProps<CompanySharingOfficers, CompanyConnectionsContext>,
) {
  return <ComputedList definition={companiesSharingOfficersList} {...props} />;
}

export function CoOfficersTable(props: ComputedListProps<CoOfficer, OfficerConnectionsContext>) {
  return <ComputedList definition={coOfficersList} {...props} />;
}
