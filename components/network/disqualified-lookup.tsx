'use client';
// The disqualification flag of an officers-list row the server did not check: a page turned in
// the browser. The rows of one page are asked in one request (the cells' lookups made in the same
// tick are batched), and each answer is kept for the session.
import { useQuery } from '@tanstack/react-query';
import {
  MAX_OFFICERS_PER_CHECK,
  officerParameter,
  type DisqualifiedCheck,
  type OfficerToCheck,
} from '@/lib/identity/disqualified';
import type { MonthOfBirth } from '@/lib/identity/same-person';
import { getQueryClient } from '@/lib/query/query-client';
import { DisqualifiedFlag } from './disqualified-flag';

type Officer = OfficerToCheck & { date_of_birth: MonthOfBirth };
const pending: {
  officer: Officer;
  resolve: (check: DisqualifiedCheck | null) => void;
  reject: (error: unknown) => void;
}[] = [];

async function flush() {
  const batch = pending.splice(0, MAX_OFFICERS_PER_CHECK);
  if (pending.length > 0) queueMicrotask(() => void flush());
  const search = new URLSearchParams(batch.map(({ officer }) => ['officer', officerParameter(officer)]));
  try {
    const response = await fetch(`/api/network/disqualified?${search}`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`the disqualification check answered ${response.status}`);
    const { checks } = (await response.json()) as { checks: Record<string, DisqualifiedCheck> };
    for (const { officer, resolve } of batch) resolve(checks[officer.officer_id] ?? null);
  } catch (error) {
    for (const { reject } of batch) reject(error);
  }
}

function check(officer: Officer): Promise<DisqualifiedCheck | null> {
  return new Promise((resolve, reject) => {
    if (pending.length === 0) setTimeout(() => void flush(), 0);
    pending.push({ officer, resolve, reject });
  });
}

export function DisqualifiedLookup({ officer }: { officer: Officer }) {
  const { data } = useQuery(
    {
      queryKey: [
        'disqualified',
        officer.officer_id,
        officer.date_of_birth.year,
        officer.date_of_birth.month,
        officer.name,
      ],
      queryFn: () => check(officer),
      staleTime: 60 * 60_000,
      retry: false,
    },
    getQueryClient(),
  );
  return <DisqualifiedFlag compact check={data ?? undefined} />;
}
