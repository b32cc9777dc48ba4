'use client';
// A company's PSC statements in the browser: the one list component with the statements' definition.
import { RegistryList, type RegistryListProps } from '@/components/lists/registry-list';
import { statementsList, type StatementsContext } from './statements-list-definition';

export function StatementsTable(props: RegistryListProps<'pscStatementList', StatementsContext>) {
  return <RegistryList definition={statementsList} {...props} />;
}
