// On an officer's or a person's page: the signals of the companies they run now, so an analyst sees at once
// which of them need a closer look. The first companies only; the rest are counted, not judged.
import Link from 'next/link';
import { inlineLinkClass } from '@/components/ui/text-link';
import { plural } from '@/lib/labels/counts';
import { officerCompaniesSignals, personCompaniesSignals, type CompaniesSignals } from '@/lib/signals/companies';
import { signalTitles } from '@/lib/signals/rules';

export async function OfficerSignals({ officerId }: { officerId: string }) {
  return <CompaniesSignalsSection read={await officerCompaniesSignals(officerId).catch(() => undefined)} />;
}

/** On a person's page: the same, for the companies of all their records. */
export async function PersonSignals({ current }: { current: { company_number: string; company_name?: string }[] }) {
  return <CompaniesSignalsSection read={await personCompaniesSignals(current).catch(() => undefined)} />;
}

function CompaniesSignalsSection({ read }: { read: CompaniesSignals | undefined }) {
  if (!read || read.companies.length === 0) return null;
  const flagged = read.companies.filter((c) => (c.result?.signals.length ?? 0) > 0);
  return (
    <section aria-labelledby="officer-signals-heading" className="space-y-2" data-testid="officer-signals">
      <h2 id="officer-signals-heading" className="text-lg font-semibold">
        Signals of their current companies
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {plural(read.companies.length, 'current company', 'current companies')} checked:{' '}
        {flagged.length === 0 ? 'no signals found' : `${flagged.length} with signals`}
        {read.unchecked > 0
          ? `; ${plural(read.unchecked, 'more not checked', 'more not checked')} (open each company to see its signals)`
          : ''}
        .
      </p>
      <ul className="space-y-1 text-sm">
        {read.companies
          .filter((c) => c.not_read || (c.result?.signals.length ?? 0) > 0 || (c.result?.not_checked.length ?? 0) > 0)
          .map((c) => (
            <li key={c.company_number}>
              <Link className={inlineLinkClass} href={`/company/${encodeURIComponent(c.company_number)}`}>
                {c.company_name}
              </Link>
              :{' '}
              {c.not_read
                ? `not checked (${c.not_read})`
                : [
                    c.result!.signals.map((s) => signalTitles[s.code]).join(', '),
                    c.result!.not_checked.length > 0 ? `${c.result!.not_checked.length} not checked` : '',
                  ]
                    .filter(Boolean)
                    .join('; ')}
            </li>
          ))}
      </ul>
    </section>
  );
}
