'use client';
// A company's charges in the browser: the one list component with the charges' definition.
import { RegistryList, type RegistryListProps } from '@/components/lists/registry-list';
import { chargesList, type ChargesContext } from './charges-list-definition';

export function ChargesTable(props: RegistryListProps<'chargeList', ChargesContext>) {
  return <RegistryList definition={chargesList} {...props} />;
}
