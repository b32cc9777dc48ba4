// A compact labelled list for a table cell: "Nationality British", "Occupation Engineer", …
import Link from 'next/link';
import type { Fact } from '@/lib/appointments/appointment-facts';

export function FactList({ facts }: { facts: readonly Fact[] }) {
  if (facts.length === 0) return <span aria-label="None">—</span>;
  return (
    <dl className="space-y-0.5">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="mr-1 inline text-slate-600 dark:text-slate-400">{fact.term}</dt>
          <dd className="inline">
            {fact.href ? (
              <Link className="text-blue-700 underline-offset-2 hover:underline dark:text-blue-400" href={fact.href}>
                {fact.value}
              </Link>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
