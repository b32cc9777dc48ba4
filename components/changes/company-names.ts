// Company names for the lists of changes and followed companies, which the change log keeps by
// number only. A change to a company's profile carries its name; the others are read through the
// gateway (cached and coalesced like every read), the page's rows only, and the page waits at most
// `waitMs` for them: a slow or failing registry leaves a number alone, and a read that finishes
// late still fills the cache for the next visit. None is asked for when the budget is low.
import 'server-only';
import type { Change } from '@/lib/changes/events';
import { budgetLow, findResource } from '@/lib/gateway';

/** Company number → name, for the numbers that have one known in time. */
export type CompanyNames = Record<string, string>;

/** Longest the page waits for the names it has to read. */
export const NAMES_WAIT_MS = 800;
/** Most names read for one page: its rows, never a whole watch list's worth more. */
export const MAX_NAMES_READ = 50;

const nameIn = (data: Record<string, unknown>) =>
  typeof data.company_name === 'string' && data.company_name.trim() ? data.company_name.trim() : undefined;

/** The names the changes themselves carry: a profile change holds the company's name (the newest wins). */
export function namesFromChanges(changes: readonly Pick<Change, 'stream' | 'companyNumber' | 'data'>[]): CompanyNames {
  const names: CompanyNames = {};
  for (const change of changes) {
    if (change.stream !== 'companies' || !change.companyNumber || names[change.companyNumber]) continue;
    const name = nameIn(change.data);
    if (name) names[change.companyNumber] = name;
  }
  return names;
}

export interface NameReader {
  (companyNumber: string): Promise<string | undefined>;
}

const gatewayName: NameReader = async (companyNumber) =>
  (await findResource('companyProfile', { company_number: companyNumber }))?.data.company_name;

/**
 * Names for `numbers` (in order, duplicates and blanks skipped), starting from `known`: the
 * others read side by side, the first `max` only, each answer taken if it comes within `waitMs`.
 */
export async function companyNamesFor(
  numbers: readonly string[],
  {
    known = {},
    read = gatewayName,
    waitMs = NAMES_WAIT_MS,
    max = MAX_NAMES_READ,
    skip = budgetLow,
  }: {
    known?: CompanyNames;
    read?: NameReader;
    waitMs?: number;
    max?: number;
    /** True when no registry read should be made now (the budget is low). */
    skip?: () => Promise<boolean>;
  } = {},
): Promise<CompanyNames> {
  const names: CompanyNames = { ...known };
  const wanted = [...new Set(numbers.filter((number) => number && !names[number]))].slice(0, max);
  if (wanted.length === 0) return names;
  try {
    if (await skip()) return names;
  } catch {
    return names;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([
    Promise.all(
      wanted.map(async (number) => {
        try {
          const name = await read(number);
          if (name) names[number] = name;
        } catch {
          // The number stands in for the name.
        }
      }),
    ),
    deadline,
  ]);
  clearTimeout(timer);
  // A copy: reads that end after the deadline must not change what the page already rendered.
  return { ...names };
}
