// "Possibly the same person as these officers": on a disqualified officer's page, the officers on
// the register with the same name and month of birth (matching-officers.ts), each linked to their
// appointments with the evidence; or that none has, or that they were not checked and why.
// Server-rendered; every name in the register's form.
import { RegistryLink } from '@/components/registry/registry-link';
import { inlineLinkClass } from '@/components/ui/text-link';
import { monthText } from '@/lib/identity/same-person';
import { registerNameForm } from '@/lib/registry/people/names';
import type { MatchingOfficersView } from './matching-officers';

const HEADING = 'matching-officers-heading';

export function MatchingOfficersSection({ view }: { view: MatchingOfficersView }) {
  return (
    <section aria-labelledby={HEADING} className="space-y-3" data-testid="matching-officers">
      <div className="space-y-1">
        <h2 id={HEADING} className="text-lg font-semibold">
          Officer records
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The register keeps disqualified officers apart from company officers and does not link the records. An officer
          with the same name and month of birth may be this person, or someone else: the records are never merged.
        </p>
      </div>
      {view.state === 'not-checked' ? (
        <p className="text-sm">Officers on the register not checked: {view.reason}.</p>
      ) : view.officers.length === 0 ? (
        <p className="text-sm">No officer on the register has this name and month of birth.</p>
      ) : (
        <div className="space-y-2">
          <p>Possibly the same person as these officers:</p>
          <ul className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {view.officers.map((officer) => (
              <li key={officer.officer_id} className="space-y-1 py-3">
                <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <RegistryLink
                    className={`font-medium ${inlineLinkClass}`}
                    link={`/officers/${officer.officer_id}/appointments`}
                    otherwise={<span className="font-medium">{registerNameForm(officer.name)}</span>}
                  >
                    {registerNameForm(officer.name)}
                  </RegistryLink>
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    born {monthText(officer.date_of_birth)}
                  </span>
                  {officer.appointment_count !== undefined && (
                    <span className="text-sm text-slate-600 dark:text-slate-400">
                      {officer.appointment_count} appointment{officer.appointment_count === 1 ? '' : 's'}
                    </span>
                  )}
                </p>
                <details className="text-sm">
                  <summary className="cursor-pointer">
                    Why we think so (the register does not link these records)
                  </summary>
                  <ul className="list-disc pl-5 text-slate-700 dark:text-slate-300">
                    {officer.evidence.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
