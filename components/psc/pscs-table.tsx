'use client';
// A company's PSCs in the browser: the one list component with the PSCs' definition.
import { RegistryList, type RegistryListProps } from '@/components/lists/registry-list';
import { pscsList, type PscsContext } from './pscs-list-definition';

export function PscsTable(props: RegistryListProps<'pscList', PscsContext>) {
  return <RegistryList definition={pscsList} {...props} />;
}
