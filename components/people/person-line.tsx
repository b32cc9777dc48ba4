// "This person: 14 appointments, PSC of 6 companies": on every officer, appointment, PSC and
// disqualification page, the link to the person the record belongs to (lib/identity/people.ts).
// Where the registry has no person index, a link that looks for them (the search costs calls).
import Link from 'next/link';
import { linkClass } from '@/components/ui/text-link';
import { personLineOf, type PersonLine as Line } from '@/lib/identity/people';
import { appLog, describeError } from '@/lib/gateway/log';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

export function personLineText(line: Extract<Line, { state: 'indexed' }>): string {
  const parts = [count(line.appointments, 'appointment', 'appointments')];
  if (line.pscCompanies > 0) parts.push(`PSC of ${count(line.pscCompanies, 'company', 'companies')}`);
  if (line.disqualifications > 0) parts.push('disqualified');
  return `This person: ${parts.join(', ')}`;
}

/** The line for the record at `link` (its registry path); nothing when the record names no person. */
export async function PersonLine({ link }: { link: string }) {
  let line: Line | undefined;
  try {
    line = await personLineOf(link);
  } catch (error) {
    appLog('warn', `the person of ${link} could not be read: ${describeError(error)}`);
    return null;
  }
  if (!line) return null;
  return (
    <p className="text-sm" data-testid="person-line">
      {line.state === 'indexed' ? (
        <>
          <Link className={`font-medium ${linkClass}`} href={line.href}>
            {personLineText(line)}
          </Link>
          {line.records > 1 && (
            <span className="text-slate-600 dark:text-slate-400">
              {' '}
              ({count(line.records, 'record', 'records')} on the register)
            </span>
          )}
        </>
      ) : (
        <>
          <Link className={linkClass} href={line.href}>
            This person: their other officer ids and PSC entries
          </Link>
          {line.maxRequests !== undefined && (
            <span className="text-slate-600 dark:text-slate-400"> (up to {line.maxRequests} registry requests)</span>
          )}
        </>
      )}
    </p>
  );
}
