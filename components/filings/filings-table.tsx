'use client';
// A company's filing history in the browser: the one list component with the filings' definition.
import { RegistryList, type RegistryListProps } from '@/components/lists/registry-list';
import { filingsList, type FilingsContext } from './filings-list-definition';

export function FilingsTable(props: RegistryListProps<'filingHistoryList', FilingsContext>) {
  return <RegistryList definition={filingsList} {...props} />;
}
