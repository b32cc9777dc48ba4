// Pieces of a charge shown both in the list and on its own page: status and persons entitled.
import { Badge } from '@/components/ui/badge';
import { chargeStatusLabel } from '@/lib/labels/charges';
import { formatDate } from '@/lib/labels/dates';
import type { ChargeDetails } from '@/lib/registry/schemas';
import { chargeStatusTone } from '@/lib/charges/charge-summary';

export const MORE_THAN_FOUR_PERSONS =
  'More than four persons are entitled to this charge; the charge instrument names them.';

/** The status badge, and under it the date of satisfaction unless `withDate` is false (the detail page lists it apart). */
export function ChargeStatus({
  charge,
  withDate = true,
}: {
  charge: Pick<ChargeDetails, 'status' | 'satisfied_on'>;
  withDate?: boolean;
}) {
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone={chargeStatusTone(charge.status)}>{chargeStatusLabel(charge.status)}</Badge>
      {withDate && charge.satisfied_on && (
        <span className="whitespace-nowrap text-slate-700 dark:text-slate-300">
          on {formatDate(charge.satisfied_on)}
        </span>
      )}
    </span>
  );
}

export function PersonsEntitled({
  charge,
}: {
  charge: Pick<ChargeDetails, 'persons_entitled' | 'more_than_four_persons_entitled'>;
}) {
  const persons = charge.persons_entitled ?? [];
  return (
    <>
      {persons.length > 0 && (
        <ul className="space-y-0.5">
          {persons.map((person, index) => (
            <li key={index}>{person.name}</li>
          ))}
        </ul>
      )}
      {charge.more_than_four_persons_entitled && (
        <p className="text-slate-700 dark:text-slate-300">{MORE_THAN_FOUR_PERSONS}</p>
      )}
      {persons.length === 0 && !charge.more_than_four_persons_entitled && '—'}
    </>
  );
}
