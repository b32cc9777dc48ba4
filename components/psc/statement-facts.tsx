// The parts of a PSC statement that the list and the statement's own page share: its text,
// whether it is still in force, and its dates and related person.
import { RegistryLink } from '@/components/registry/registry-link';
import { Badge } from '@/components/ui/badge';
import type { Detail } from '@/components/ui/details';
import { formatDate } from '@/lib/labels/dates';
import { pscStatementLabel, restrictionsNoticeWithdrawalReasonLabel } from '@/lib/labels/people';
import type { PscStatement } from '@/lib/registry/schemas';
import { linkClass } from '@/components/ui/text-link';
import { isCeased } from '@/lib/psc/psc-model';

export const statementText = (statement: PscStatement) =>
  pscStatementLabel(statement.statement, statement.linked_psc_name);

export function StatementBadge({ statement }: { statement: PscStatement }) {
  return isCeased(statement) ? <Badge>Withdrawn</Badge> : <Badge tone="positive">Active</Badge>;
}

/** The person the statement is about, linked to their page when the registry links them. */
export function LinkedPsc({ statement }: { statement: PscStatement }) {
  const name = statement.linked_psc_name;
  return (
    <RegistryLink className={linkClass} link={statement.links.person_with_significant_control} otherwise={name}>
      {name ?? 'View the person with significant control'}
    </RegistryLink>
  );
}

export function statementFacts(statement: PscStatement, noun: string): Detail[] {
  const person = statement.linked_psc_name || statement.links.person_with_significant_control;
  return [
    { term: 'Notified on', value: formatDate(statement.notified_on) },
    { term: 'Withdrawn on', value: statement.ceased_on && formatDate(statement.ceased_on) },
    {
      term: 'Restrictions notice withdrawn',
      value:
        statement.restrictions_notice_withdrawal_reason &&
        restrictionsNoticeWithdrawalReasonLabel(statement.restrictions_notice_withdrawal_reason),
    },
    {
      term: noun.charAt(0).toUpperCase() + noun.slice(1),
      value: person ? <LinkedPsc statement={statement} /> : undefined,
    },
  ];
}
