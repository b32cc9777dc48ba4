'use client';
// The person's table as a client component: the server page passes plain data, this passes the definition.
import { ComputedList, type ComputedListProps } from '@/components/lists/computed-list';
import type { PersonRow } from '@/lib/identity/person-records';
import { personRecordsList, type PersonTableContext } from './person-list-definitions';

export function PersonRecordsTable(props: ComputedListProps<PersonRow, PersonTableContext>) {
  return <ComputedList definition={personRecordsList} {...props} />;
}
