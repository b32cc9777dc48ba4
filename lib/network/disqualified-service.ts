// Disqualification checks for the app. On the embedded registry: an index of its natural
// disqualified officers by surname, forename and month of birth, read once per process, so a
// page of 35 officers costs nothing. On a remote registry: one disqualified-officer search per
// officer through the gateway (plus the record of a match, for its dates), answers kept an
// hour, at most NETWORK_DISQUALIFIED_MAX_SEARCHES new searches a call, none when the budget is
// low: those officers are "not checked" rather than spend the app's quota.
import 'server-only';
import type Database from 'better-sqlite3';
import { env } from '@/lib/env';
import { budgetLow, findResource, getRegistry } from '@/lib/gateway';
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
import type { AppointmentList, OfficerSummary } from '@/lib/registry/schemas';
import { officerIdFrom, searchWordsFor } from './same-person';
import { parsePersonName } from './same-person-names';

const DATABASE = Symbol.for('registry-browser.disqualified-index');
type Holder = { [DATABASE]?: Map<string, DisqualifiedPerson[]> };

/** The embedded registry's natural disqualified officers by disqualifiedKey. */
async function embeddedIndex(): Promise<Map<string, DisqualifiedPerson[]>> {
  const holder = globalThis as Holder;
  if (holder[DATABASE]) return holder[DATABASE];
  const { openRegistryDatabase } = await import('@/lib/registry-server/store');
  const db: Database.Database = openRegistryDatabase(env().REGISTRY_DB_PATH);
  const index = new Map<string, DisqualifiedPerson[]>();
  try {
    const rows = db.prepare(`SELECT officer_id, body FROM disqualified_officers WHERE kind = 'natural'`).all() as {
      officer_id: string;
      body: string;
    }[];
    for (const row of rows) {
      const person = disqualifiedPersonFrom(row.officer_id, JSON.parse(row.body));
      if (!person) continue;
      const [year, month] = person.date_of_birth.split('-').map(Number);
      const key = disqualifiedKey(person.parsed, month!, year!);
      index.set(key, [...(index.get(key) ?? []), person]);
    }
  } finally {
    db.close();
  }
  return (holder[DATABASE] = index);
}

const KEEP_MS = 60 * 60_000;
const KEPT = 5000;
const REMOTE = Symbol.for('registry-browser.disqualified-checks');
type RemoteHolder = { [REMOTE]?: Map<string, { at: number; people: DisqualifiedPerson[] }> };

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

  if (getRegistry().mode === 'embedded') {
    const index = await embeddedIndex();
    for (const { officer, key } of people) answer(officer, index.get(key) ?? []);
    return checks;
  }

  const kept = ((globalThis as RemoteHolder)[REMOTE] ??= new Map());
  const now = Date.now();
  const asking: (typeof people)[number][] = [];
  for (const entry of people) {
    const cached = kept.get(entry.key);
    if (cached && cached.at > now - KEEP_MS) answer(entry.officer, cached.people);
    else if (asking.length >= maxSearches)
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
        kept.delete(key);
        kept.set(key, { at: now, people: found });
        while (kept.size > KEPT) kept.delete(kept.keys().next().value!);
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
