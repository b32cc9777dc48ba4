'use client';
// A company's PSC statements in the browser: the one list component with the statements' definition.
import { RegistryList, type RegistryListProps } from '@/components/lists/registry-list';
import { statementsList, type StatementsContext } from './statements-list';

export function StatementList(props: RegistryListProps<'pscStatementList', StatementsContext>) {
  return <RegistryList definition={statementsList} {...props} />;
}
