// A company's signals: the facts the rules need (lib/signals/rules.ts) read through the gateway
// inside one session's budget, with the registry's capabilities where it has them (address
// index, disqualification records). A fact that could not be read says why (the budget, a
// capability the registry lacks, a failed read), and the rules needing it are listed as not
// checked. Results are kept in a bounded cache, dropped by the change feed like the rest.
import 'server-only';
import { getRegistry, OutOfBudget, type RegistrySession } from '@/lib/gateway';
import { checkDisqualified } from '@/lib/identity/disqualified-service';
import { currentAppointmentsOfPerson } from '@/lib/identity/people';
import { officerIdFrom } from '@/lib/identity/same-person';
import { ukToday } from '@/lib/labels/dates';
import { walkOwnership } from '@/lib/ownership/walk';
import { addressKey } from '@/lib/registry/address-key';
import type {
  AppointmentList,
  CompanyProfile,
  FilingHistoryItem,
  OfficerSummary,
  Psc,
  PscStatement,
} from '@/lib/registry/schemas';
import { addDays } from '@/lib/registry/verification';
import { boundedCache, companyTag, DISQUALIFICATIONS_TAG, officerTag } from '@/lib/server/bounded-cache';
import { readCompanyIdentity } from '@/lib/verification/service';
import {
  evaluateSignals,
  type CompanyFacts,
  type NotChecked,
  type OfficerHub,
  type PhoenixLink,
  type Signal,
  type Unread,
} from './rules';

/** Calls one company's signals may make on a metered registry. */
export const SIGNALS_MAX_CALLS = 60;

export interface CompanySignals {
  company_number: string;
  /** The UK date the rules were judged on. */
  as_of: string;
  signals: Signal[];
  not_checked: NotChecked[];
}

const BUDGET = 'the registry call budget ran out before this was read';
const unreadOf = (error: unknown): Unread => {
  if (error instanceof OutOfBudget) return { unread: BUDGET };
  if (error instanceof Error && error.name === 'AbortError') throw error;
  return { unread: 'the registry did not answer' };
};

/** Runs a read; its failure becomes the reason the fact is missing. */
async function fact<T>(read: () => Promise<T>): Promise<T | Unread> {
  try {
    return await read();
  } catch (error) {
    return unreadOf(error);
  }
}

type Page<T> = { items?: T[] | null; total_results?: number | null };
async function allPages<T>(read: (startIndex: number) => Promise<Page<T> | undefined>, maxPages = 10): Promise<T[]> {
  const items: T[] = [];
  for (let start = 0, pages = 0; pages < maxPages; pages++) {
    const page = await read(start);
    const got = page?.items ?? [];
    items.push(...got);
    start += got.length;
    if (got.length === 0 || start >= (page?.total_results ?? 0)) break;
  }
  return items;
}

/** Words two company names share that say something (not "limited", "holdings", "uk"…). */
const COMMON_WORDS = new Set(
  'limited ltd plc llp lp company co the and of uk u.k. group holdings holding services service solutions international enterprises enterprise trading consulting consultancy consultants management properties property investments investment developments development associates partners partnership london british global uk-based cic community interest trust ventures capital industries systems technologies technology media care homes home construction building contractors'.split(
    ' ',
  ),
);
export function distinctiveWords(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .replace(/[^a-z0-9\s&-]/g, ' ')
      .split(/[\s-]+/)
      .filter((w) => w.length >= 3 && !COMMON_WORDS.has(w) && !/^\d+$/.test(w)),
  );
}

const FAILED_STATUSES = new Set([
  'dissolved',
  'liquidation',
  'administration',
  'receivership',
  'insolvency-proceedings',
]);
const isDirectorRole = (role: string) =>
  role.endsWith('director') || role.endsWith('llp-member') || role.endsWith('llp-designated-member');

/** When a failed company failed: its dissolution, or the earliest date of its latest insolvency case. */
async function failedOn(
  session: RegistrySession,
  companyNumber: string,
): Promise<{ on: string; how: PhoenixLink['how'] } | undefined> {
  const profile = (await session.find('companyProfile', { company_number: companyNumber }))?.data;
  if (!profile) return undefined;
  if (profile.company_status === 'dissolved' && profile.date_of_cessation) {
    // A dissolution after insolvency: the insolvency is the failure.
    if (!profile.has_insolvency_history) return { on: profile.date_of_cessation, how: 'dissolved' };
  }
  const insolvency = (await session.find('insolvency', { company_number: companyNumber }))?.data;
  const dates = (insolvency?.cases ?? [])
    .flatMap((c) => (c.dates ?? []).map((d) => d.date))
    .filter(Boolean)
    .sort();
  if (dates[0]) return { on: dates[0], how: 'insolvency' };
  return profile.date_of_cessation ? { on: profile.date_of_cessation, how: 'dissolved' } : undefined;
}

/** Reads the facts of one company; undefined when the register has no such company. */
export async function readCompanyFacts(
  session: RegistrySession,
  companyNumber: string,
  today: string = ukToday(),
): Promise<CompanyFacts | undefined> {
  const profile = (await session.find('companyProfile', { company_number: companyNumber }))?.data as
    CompanyProfile | undefined;
  if (!profile) return undefined;
  const n = profile.company_number ?? companyNumber;
  const capabilities = await getRegistry().capabilities();

  const officers = fact(() =>
    allPages<OfficerSummary>(
      async (start_index) =>
        (await session.find('officerList', { company_number: n }, { items_per_page: 100, start_index }))?.data,
    ),
  );
  const pscs = fact(() =>
    allPages<Psc>(
      async (start_index) =>
        (await session.find('pscList', { company_number: n }, { items_per_page: 100, start_index }))?.data,
    ),
  );
  const [filings, statements, insolvencyCases, identity, addressCompanies, officerList, pscList] = await Promise.all([
    fact(
      async () =>
        ((
          await session.find(
            'filingHistoryList',
            { company_number: n },
            { items_per_page: 100, category: ['gazette', 'address', 'accounts'] },
          )
        )?.data.items ?? []) as FilingHistoryItem[],
    ),
    fact(() =>
      allPages<PscStatement>(
        async (start_index) =>
          (await session.find('pscStatementList', { company_number: n }, { items_per_page: 100, start_index }))?.data,
      ),
    ),
    profile.has_insolvency_history || profile.links?.insolvency
      ? fact(async () => (await session.find('insolvency', { company_number: n }))?.data.cases?.length ?? 0)
      : Promise.resolve(0),
    fact(async () => {
      const read = await readCompanyIdentity(session, n, today);
      if (!read) return { unread: 'the company was not found' } as Unread;
      return read.not_read.length > 0 ? ({ unread: BUDGET } as Unread) : read;
    }).then((v) => v as CompanyFacts['identity']),
    capabilities.addressIndex
      ? fact(async () => {
          const index = capabilities.addressIndex!;
          const office = (await index.registeredOffices([n])).get(n);
          const key = office ? addressKey(office) : undefined;
          if (!key) return { unread: 'the registered office is not in the address index' } as Unread;
          const count = (await index.counts([key])).get(key)?.companies ?? 0;
          return { count, href: `/company/${encodeURIComponent(n)}/network` };
        }).then((v) => v as CompanyFacts['addressCompanies'])
      : Promise.resolve({ unread: 'this registry offers no address index' } as Unread),
    officers,
    pscs,
  ]);

  const charges: CompanyFacts['charges'] =
    profile.accounts?.last_accounts?.type === 'dormant' && profile.has_charges
      ? await fact(async () => {
          const list = (await session.find('chargeList', { company_number: n }, { items_per_page: 25 }))?.data;
          const total = list?.total_count ?? list?.items?.length ?? 0;
          return { outstanding: Math.max(0, total - (list?.satisfied_count ?? 0)) };
        })
      : { outstanding: 0 };

  const current = Array.isArray(officerList)
    ? officerList.filter((o) => !o.resigned_on && !o.identification && o.links?.officer?.appointments)
    : [];
  const disqualified: CompanyFacts['disqualified'] = !Array.isArray(officerList)
    ? officerList
    : await fact(async () => {
        const toCheck = current.flatMap((o) => {
          const id = officerIdFrom(o.links.officer.appointments);
          return id && o.date_of_birth
            ? [
                {
                  officer_id: id,
                  name: o.name,
                  date_of_birth: { month: o.date_of_birth.month, year: o.date_of_birth.year },
                },
              ]
            : [];
        });
        const checks = Object.fromEntries(await checkDisqualified(toCheck));
        const notChecked = Object.values(checks).find((c) => c.status === 'not-checked');
        return notChecked && notChecked.status === 'not-checked' ? ({ unread: notChecked.reason } as Unread) : checks;
      }).then((v) => v as CompanyFacts['disqualified']);

  // Each current officer's own appointments: their count, by person where the registry knows its
  // people (hubs), and their other companies (phoenix).
  let hubs: CompanyFacts['hubs'];
  let phoenix: CompanyFacts['phoenix'];
  if (!Array.isArray(officerList)) {
    hubs = officerList;
    phoenix = officerList;
  } else {
    try {
      const found: OfficerHub[] = [];
      const links: PhoenixLink[] = [];
      const ownWords = distinctiveWords(profile.company_name ?? '');
      const creation = profile.date_of_creation;
      for (const officer of current) {
        const id = officerIdFrom(officer.links.officer.appointments)!;
        const list = (await session.find('officerAppointments', { officer_id: id }, { items_per_page: 50 }))?.data as
          AppointmentList | undefined;
        if (!list) continue;
        // Counted by person where the registry has a person index (one person, several ids).
        const person = await currentAppointmentsOfPerson(id).catch(() => undefined);
        if (!person || !found.some((h) => h.person_id === person.person_id))
          found.push({
            officer_id: id,
            name: officer.name,
            ...(person
              ? {
                  person_id: person.person_id,
                  officer_ids: person.officer_ids,
                  link: `/people/${encodeURIComponent(person.person_id)}`,
                  current_appointments: Math.max(person.current_appointments, list.active_count ?? 0),
                }
              : {
                  link: officer.links.officer.appointments,
                  current_appointments: list.active_count ?? list.items.filter((a) => !a.resigned_on).length,
                }),
          });
        if (!creation || !isDirectorRole(officer.officer_role) || ownWords.size === 0) continue;
        for (const appointment of list.items) {
          const other = appointment.appointed_to;
          if (!other?.company_number || other.company_number === n || !isDirectorRole(appointment.officer_role))
            continue;
          if (!FAILED_STATUSES.has(other.company_status ?? '')) continue;
          const shared = [...distinctiveWords(other.company_name ?? '')].filter((w) => ownWords.has(w));
          if (shared.length === 0) continue;
          const failed = await failedOn(session, other.company_number);
          if (!failed || failed.on > creation || failed.on < addDays(creation, -365)) continue;
          links.push({
            officer_name: officer.name,
            officer_link: officer.links.officer.appointments,
            company_number: other.company_number,
            company_name: other.company_name ?? other.company_number,
            failed_on: failed.on,
            how: failed.how,
            shared_words: shared.map((w) => w.toUpperCase()),
          });
        }
      }
      hubs = found;
      phoenix = links;
    } catch (error) {
      hubs = unreadOf(error);
      phoenix = hubs;
    }
  }

  const ownership: CompanyFacts['ownership'] = await fact(async () =>
    walkOwnership(
      {
        companyProfile: async (company_number) => session.read('companyProfile', { company_number }),
        pscList: async (company_number) => session.read('pscList', { company_number }, { items_per_page: 100 }),
        pscStatements: async (company_number) =>
          session.read('pscStatementList', { company_number }, { items_per_page: 100 }),
      },
      n,
      { budget: session.budget },
    ),
  ).then((graph): CompanyFacts['ownership'] =>
    !graph
      ? { unread: 'the company was not found' }
      : !('unread' in graph) && graph.truncated.some((t) => t.reason === 'budget')
        ? { unread: BUDGET }
        : graph,
  );

  return {
    today,
    profile,
    filings,
    officers: officerList,
    pscs: pscList,
    statements,
    charges,
    insolvencyCases,
    identity,
    disqualified,
    hubs,
    addressCompanies,
    ownership,
    phoenix,
  };
}

const cache = () => boundedCache<CompanySignals>('signals.company', { maxEntries: 2_000, ttlMs: 10 * 60_000 });

/** The company's signals read within `session` (or from the cache); undefined for an unknown company. */
export async function readCompanySignals(
  session: RegistrySession,
  companyNumber: string,
  today: string = ukToday(),
): Promise<CompanySignals | undefined> {
  const key = `${companyNumber}|${today}`;
  const cached = cache().get(key);
  if (cached) return cached;
  const facts = await readCompanyFacts(session, companyNumber, today);
  if (!facts) return undefined;
  const result: CompanySignals = {
    company_number: facts.profile.company_number ?? companyNumber,
    as_of: today,
    ...evaluateSignals(facts),
  };
  // Kept only when the budget did not cut it short: such an answer is asked again next time.
  if (result.not_checked.every((n) => n.reason !== BUDGET)) {
    const officerIds = Array.isArray(facts.hubs) ? facts.hubs.map((h) => officerTag(h.officer_id)) : [];
    cache().set(key, result, [companyTag(result.company_number), DISQUALIFICATIONS_TAG, ...officerIds]);
  }
  return result;
}

/** The company's signals through the gateway, in a session of their own; undefined for an unknown company. */
export function companySignals(companyNumber: string, signal?: AbortSignal): Promise<CompanySignals | undefined> {
  return readCompanySignals(getRegistry().session({ maxCalls: SIGNALS_MAX_CALLS, signal }), companyNumber);
}

/** Whether a reason is the budget's (the answer may differ with more calls). */
export const isBudgetReason = (reason: string) => reason === BUDGET;
