// One PSC statement: its full text, whether it is still in force, its dates, the withdrawal
// reason of a restrictions notice, and the person it names.
import { Details } from '@/components/ui/details';
import type { PscStatement } from '@/lib/registry/schemas';
import { pscNouns } from '@/lib/psc/psc-model';
import { StatementBadge, statementFacts, statementText } from './statement-facts';
import { BackLink } from '@/components/ui/back-link';

export function StatementDetail({
  statement,
  companyNumber,
  overseasEntity,
}: {
  statement: PscStatement;
  companyNumber: string;
  overseasEntity: boolean;
}) {
  const nouns = pscNouns(overseasEntity);
  return (
    <article aria-labelledby="statement-heading" className="space-y-6">
      <p>
        <BackLink href={`/company/${companyNumber}/persons-with-significant-control-statements`}>
          All statements
        </BackLink>
      </p>
      <header className="space-y-2">
        <h2 id="statement-heading" className="text-xl font-semibold">
          Statement about {nouns.many}
        </h2>
        <StatementBadge statement={statement} />
      </header>
      <blockquote className="max-w-prose border-l-4 border-slate-300 pl-4 text-lg dark:border-slate-700">
        {statementText(statement)}
      </blockquote>
      <Details items={statementFacts(statement, nouns.one)} />
    </article>
  );
}
