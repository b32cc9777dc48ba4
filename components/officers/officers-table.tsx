'use client';
// A company's officers in the browser: the one list component with the officers' definition.
import { RegistryList, type RegistryListProps } from '@/components/lists/registry-list';
import { officersList, type OfficersContext } from './officers-list-definition';

export function OfficersTable(props: RegistryListProps<'officerList', OfficersContext>) {
  return <RegistryList definition={officersList} {...props} />;
}
