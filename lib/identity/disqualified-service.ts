// Disqualification checks for the app. On a registry with a disqualification index (a
// capability: the embedded registry): its natural disqualified officers by surname, forename and
// month of birth, read again whenever one is added, so a page of 35 officers costs nothing. On any
// other: one disqualified-officer search per officer through the gateway (plus the record of a
// match, for its dates), answers kept an hour (and dropped when the change feed hears of a
// disqualification), at most NETWORK_DISQUALIFIED_MAX_SEARCHES new searches a call, none when the
// budget is low: those officers are "not checked" rather than spend the app's quota. A registry
// that answers neither (an imported bulk file alone) checks nobody, and says so.
import 'server-only';
import { env } from '@/lib/env';
import { budgetLow, CallBudget, findResource, getRegistry } from '@/lib/gateway';
import {
  checkMatches,
  disqualifiedKey,
  disqualifiedPersonFrom,
  officerName,
  type DisqualifiedCheck,
  type DisqualifiedPerson,
  type OfficerToCheck,
} from './disqualified';
import { appLog, describeError } from '@/lib/gateway/log';
import type { DisqualificationRecords } from '@/lib/registry/capabilities';
import type { AppointmentList, OfficerSummary } from '@/lib/registry/schemas';
import { boundedCache, DISQUALIFICATIONS_TAG } from '@/lib/server/bounded-cache';
import { processState } from '@/lib/server/process-state';
import { officerIdFrom, searchWordsFor } from './same-person';
import { parsePersonName } from '@/lib/registry/people/names';

type PeopleByKey = Map<string, DisqualifiedPerson[]>;

/** The registry's natural disqualified officers by disqualifiedKey, made again when its version moves. */
const indexed = processState('disqualified-index', () => ({
  version: -1,
  records: undefined as DisqualificationRecords | undefined,
  index: new Map() as PeopleByKey,
}));

function indexOf(records: DisqualificationRecords): PeopleByKey {
  const version = records.version();
  if (indexed.records === records && indexed.version === version) return indexed.index;
  const index: PeopleByKey = new Map();
  for (const row of records.all()) {
    const person = disqualifiedPersonFrom(row.officer_id, row.body as Parameters<typeof disqualifiedPersonFrom>[1]);
    if (!person) continue;
    const [year, month] = person.date_of_birth.split('-').map(Number);
    const key = disqualifiedKey(person.parsed, month!, year!);
    index.set(key, [...(index.get(key) ?? []), person]);
  }
  Object.assign(indexed, { version, records, index });
  return index;
}

/** Searches' answers by disqualifiedKey, kept an hour; a disqualification heard on the change feed drops them all. */
const searches = () =>
  boundedCache<DisqualifiedPerson[]>('disqualified-searches', { maxEntries: 5000, ttlMs: 60 * 60_000 });

/** People the disqualified-officer search finds for this name, with their dates when they match. */
async function searchRemote(officer: OfficerToCheck, words: string): Promise<DisqualifiedPerson[]> {
  const found = await findResource('searchDisqualifiedOfficers', {}, { q: words, items_per_page: 50 });
  const people = (found?.data.items ?? []).flatMap((item): DisqualifiedPerson[] => {
    const id = item.links.self.match(/^\/disqualified-officers\/natural\/([^/?#]+)/)?.[1];
    const parsed = parsePersonName(item.title);
    const dob = item.date_of_birth?.slice(0, 10);
    return id && parsed && dob
      ? [{ officer_id: id, name: item.title, parsed, date_of_birth: dob, link: `/disqualified-officers/natural/${id}` }]
      : [];
  });
  // Only a match needs its record (the dates); a namesake does not.
  return Promise.all(
    people.map(async (person) => {
      if (checkMatches(officer, [person]).length === 0) return person;
      const record = await findResource('naturalDisqualification', { officer_id: person.officer_id });
      return (record && disqualifiedPersonFrom(person.officer_id, record.data)) ?? person;
    }),
  );
}

/**
 * Checks each officer against the disqualified officers (by officer id in the answer). Corporate
 * officers and officers without a month of birth are never a match.
 */
export async function checkDisqualified(
  officers: readonly OfficerToCheck[],
  { maxSearches = env().NETWORK_DISQUALIFIED_MAX_SEARCHES }: { maxSearches?: number } = {},
): Promise<Map<string, DisqualifiedCheck>> {
  const checks = new Map<string, DisqualifiedCheck>();
  const people = officers.flatMap((officer) => {
    const name = officerName(officer);
    const dob = officer.date_of_birth;
    if (!name || !dob) {
      checks.set(officer.officer_id, { status: 'no-match' });
      return [];
    }
    return [{ officer, name, key: disqualifiedKey(name, dob.month, dob.year) }];
  });
  const answer = (officer: OfficerToCheck, found: readonly DisqualifiedPerson[]) => {
    const matches = checkMatches(officer, found);
    checks.set(
      officer.officer_id,
      matches.length > 0 ? { status: 'possibly-disqualified', matches } : { status: 'no-match' },
    );
  };

  const capabilities = await getRegistry().capabilities();
  if (capabilities.disqualifications) {
    const index = indexOf(capabilities.disqualifications);
    for (const { officer, key } of people) answer(officer, index.get(key) ?? []);
    return checks;
  }
  if (!capabilities.answers('searchDisqualifiedOfficers')) {
    for (const { officer } of people)
      checks.set(officer.officer_id, { status: 'not-checked', reason: 'this registry holds no disqualifications' });
    return checks;
  }

  const kept = searches();
  const allowed = new CallBudget(maxSearches);
  const asking: (typeof people)[number][] = [];
  for (const entry of people) {
    const cached = kept.get(entry.key);
    if (cached) answer(entry.officer, cached);
    else if (!allowed.take())
      checks.set(entry.officer.officer_id, {
        status: 'not-checked',
        reason: 'this page’s share of registry searches is spent',
      });
    else asking.push(entry);
  }
  if (asking.length > 0 && (await budgetLow())) {
    for (const { officer } of asking)
      checks.set(officer.officer_id, { status: 'not-checked', reason: 'the registry’s request budget is low' });
    return checks;
  }
  // Side by side: the gateway counts them against the budget like any other reads.
  await Promise.all(
    asking.map(async ({ officer, name, key }) => {
      try {
        const found = await searchRemote(officer, searchWordsFor(name, officer.name));
        kept.set(key, found, [DISQUALIFICATIONS_TAG]);
        answer(officer, found);
      } catch {
        checks.set(officer.officer_id, { status: 'not-checked', reason: 'the registry did not answer the search' });
      }
    }),
  );
  return checks;
}

/** The checks of a page of a company's officer list, by officer id (people with a month of birth only). */
export async function disqualifiedFlagsFor(
  items: readonly OfficerSummary[],
): Promise<Record<string, DisqualifiedCheck>> {
  const officers = items.flatMap((item): OfficerToCheck[] => {
    const officerId = officerIdFrom(item.links.officer.appointments);
    if (!officerId || item.identification || !item.date_of_birth) return [];
    return [
      {
        officer_id: officerId,
        name: item.name,
        date_of_birth: { month: item.date_of_birth.month, year: item.date_of_birth.year },
      },
    ];
  });
  return Object.fromEntries(await checkDisqualified(officers));
}

/** The check of one officer from their appointment list; undefined for a corporate officer or a failed check. */
export async function disqualifiedCheckOf(
  officerId: string,
  list: AppointmentList,
): Promise<DisqualifiedCheck | undefined> {
  if (list.is_corporate_officer || !list.date_of_birth) return undefined;
  const elements = list.items.find((item) => item.name_elements)?.name_elements;
  try {
    const checks = await checkDisqualified([
      {
        officer_id: officerId,
        name: list.name,
        ...(elements ? { name_elements: elements } : {}),
        date_of_birth: { month: list.date_of_birth.month, year: list.date_of_birth.year },
      },
    ]);
    return checks.get(officerId);
  } catch (error) {
    appLog('warn', `disqualification check of officer ${officerId} failed: ${describeError(error)}`);
    return undefined;
  }
}
