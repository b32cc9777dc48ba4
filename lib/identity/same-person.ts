// Officer ids that may belong to one person. The registry gives a person a new officer id when
// an appointment is filed with a different residential address, a spelling change or a dropped
// middle name; it links them by nothing. We find candidates by one officer search on the name,
// score each on the evidence (name, month and year of birth, middle names, nationality, country
// of residence, correspondence postcodes, co-officers) and show the evidence: never a silent merge.
import type { AppointmentList, OfficerList, OfficerSearch, OfficerSearchItem } from '@/lib/registry/schemas';
import {
  compareNames,
  nameFromElements,
  nameText,
  parsePersonName,
  type PersonName,
} from '@/lib/registry/people/names';
import { MONTH_NAMES } from '@/lib/labels/dates';
import { CallBudget } from '@/lib/gateway/session';

export interface MonthOfBirth {
  month: number;
  year: number;
}

/** What the registry tells about one officer id, as far as it was read. */
export interface OfficerProfile {
  officer_id: string;
  /** As the registry shows it. */
  name: string;
  parsed: PersonName;
  date_of_birth?: MonthOfBirth;
  nationalities: string[];
  countries_of_residence: string[];
  /** Correspondence postcodes, normalised (upper case, no spaces). */
  postcodes: string[];
  /** Companies the officer is or was appointed to. */
  companies: string[];
  /** Officers sitting with this one on any board, by officer id (undefined: not read). */
  co_officers?: ReadonlyMap<string, string>;
  /** False when only a search result was read, not the officer's appointments. */
  appointments_read: boolean;
}

export interface SamePersonCandidate {
  officer_id: string;
  name: string;
  /** 0 to 1: how likely the two ids are one person, on the evidence read. */
  score: number;
  /** Why, in words; what speaks against it too. */
  evidence: string[];
  date_of_birth?: MonthOfBirth;
  appointment_count?: number;
}

export interface SamePersonResult {
  officer_id: string;
  name: string;
  candidates: SamePersonCandidate[];
  /** Things not compared, and why (the request budget on a remote registry). */
  not_compared: string[];
  /** Registry calls made (cache hits cost none). */
  registry_calls: number;
}

/** What an officer's page shows of the search. */
export type SamePersonView =
  | { state: 'shown'; result: SamePersonResult }
  /** A remote registry: the search costs requests, so it runs when the reader asks (a link with `same_person=1`). */
  | { state: 'ask'; href: string; maxRequests: number }
  | { state: 'failed' };

/** "1969-11": a month of birth as a graph node carries it (a string, so every export writes it whole). */
export const birthMonth = (dob: MonthOfBirth | undefined): string | undefined =>
  dob && `${dob.year}-${String(dob.month).padStart(2, '0')}`;
/** The month of birth of a graph node's `birth_month`. */
export function parseBirthMonth(value: unknown): MonthOfBirth | undefined {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}
export const monthText = (dob: MonthOfBirth) => `${MONTH_NAMES[dob.month - 1] ?? dob.month} ${dob.year}`;

export const normalisePostcode = (postcode: string | undefined) =>
  (postcode ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
const normalisePlace = (text: string) => text.trim().toUpperCase().replace(/\s+/g, ' ');
const distinct = (values: (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];
const listOf = (values: string[]) => values.join(', ');

/** Weights of each piece of evidence; the score is their sum, clipped to 0–1. */
const WEIGHT = {
  name: { same: 0.3, 'middle-name-dropped': 0.25, 'middle-name-differs': 0.1, spelling: 0.2 },
  birth: 0.3,
  sharedMiddleNames: 0.05,
  nationality: 0.1,
  residence: 0.1,
  /** Taken off when both records give one and they differ. */
  mismatch: 0.15,
  postcode: 0.15,
  coOfficer: 0.15,
  /** Each further co-officer in common, up to `coOfficerMax` in all. */
  coOfficerMore: 0.05,
  coOfficerMax: 0.25,
  /** The most a candidate born in another month can score: a different person. */
  otherBirthCap: 0.1,
} as const;

/** Scores `candidate` as the same person as `subject`; undefined when the names disagree. */
export function scoreSamePerson(
  subject: OfficerProfile,
  candidate: OfficerProfile,
): { score: number; evidence: string[] } | undefined {
  const names = compareNames(subject.parsed, candidate.parsed);
  if (!names) return undefined;
  const evidence: string[] = [];
  let score: number = WEIGHT.name[names.agreement];
  if (names.agreement === 'same') evidence.push(`same name once normalised: ${nameText(subject.parsed)}`);
  else if (names.agreement === 'middle-name-dropped')
    evidence.push(`same surname and forename; middle name ${names.difference} on one record only`);
  else if (names.agreement === 'spelling') evidence.push(`name spelt differently: ${names.difference}`);
  else evidence.push(`same surname and forename, different middle names: ${names.difference}`);
  if (names.sharedMiddleNames.length > 0) {
    score += WEIGHT.sharedMiddleNames;
    evidence.push(`shared middle names: ${names.sharedMiddleNames.join(' ')}`);
  }

  const a = subject.date_of_birth;
  const b = candidate.date_of_birth;
  const otherBirth = a && b && (a.month !== b.month || a.year !== b.year);
  if (a && b && !otherBirth) {
    score += WEIGHT.birth;
    evidence.push(`same month and year of birth: ${monthText(a)}`);
  } else if (otherBirth) {
    evidence.push(`born in another month: ${monthText(a)} and ${monthText(b)}`);
  } else {
    evidence.push('month of birth not known for both');
  }

  const compare = (label: string, weight: number, left: string[], right: string[]) => {
    if (left.length === 0 || right.length === 0) return;
    const rightKeys = new Set(right.map(normalisePlace));
    const shared = left.filter((value) => rightKeys.has(normalisePlace(value)));
    if (shared.length > 0) {
      score += weight;
      evidence.push(`same ${label}: ${listOf(shared)}`);
    } else {
      score -= WEIGHT.mismatch;
      evidence.push(`different ${label}: ${listOf(left)} and ${listOf(right)}`);
    }
  };
  compare('nationality', WEIGHT.nationality, subject.nationalities, candidate.nationalities);
  compare('country of residence', WEIGHT.residence, subject.countries_of_residence, candidate.countries_of_residence);

  const postcodes = subject.postcodes.filter((postcode) => candidate.postcodes.includes(postcode));
  if (postcodes.length > 0) {
    score += WEIGHT.postcode;
    evidence.push(`correspondence postcode in common: ${postcodes.join(', ')}`);
  }

  if (subject.co_officers && candidate.co_officers) {
    const shared = [...subject.co_officers].filter(
      ([id]) => id !== candidate.officer_id && id !== subject.officer_id && candidate.co_officers!.has(id),
    );
    if (shared.length > 0) {
      score += Math.min(WEIGHT.coOfficerMax, WEIGHT.coOfficer + WEIGHT.coOfficerMore * (shared.length - 1));
      const names = shared.slice(0, 3).map(([, name]) => name);
      evidence.push(
        `${shared.length} co-officer${shared.length === 1 ? '' : 's'} in common: ${names.join('; ')}${shared.length > 3 ? '; …' : ''}`,
      );
    }
  }

  if (otherBirth) score = Math.min(score, WEIGHT.otherBirthCap);
  return { score: Math.round(Math.max(0, Math.min(1, score)) * 100) / 100, evidence };
}

// --- profiles from registry resources ---------------------------------------------------------

export const officerIdFrom = (link: string | undefined): string | undefined =>
  link?.match(/^\/officers\/([^/?#]+)\/appointments/)?.[1];

/** The officer as their appointment list shows them (the first page is enough for evidence). */
export function profileFromAppointments(officerId: string, list: AppointmentList): OfficerProfile | undefined {
  const elements = list.items.find((item) => item.name_elements)?.name_elements;
  const parsed = (elements && nameFromElements(elements)) ?? parsePersonName(list.name);
  if (!parsed || list.is_corporate_officer) return undefined;
  return {
    officer_id: officerId,
    name: list.name,
    parsed,
    ...(list.date_of_birth
      ? { date_of_birth: { month: list.date_of_birth.month, year: list.date_of_birth.year } }
      : {}),
    nationalities: distinct(list.items.flatMap((item) => item.nationality?.split(',').map((part) => part.trim()))),
    countries_of_residence: distinct(list.items.map((item) => item.country_of_residence)),
    postcodes: distinct(list.items.map((item) => normalisePostcode(item.address?.postal_code))),
    companies: distinct(list.items.map((item) => item.appointed_to.company_number)),
    appointments_read: true,
  };
}

/** The officer as a search result shows them: name, month of birth and one address. */
export function profileFromSearchItem(item: OfficerSearchItem): OfficerProfile | undefined {
  const officerId = officerIdFrom(item.links.self);
  const parsed = parsePersonName(item.title);
  if (!officerId || !parsed) return undefined;
  return {
    officer_id: officerId,
    name: item.title,
    parsed,
    ...(item.date_of_birth
      ? { date_of_birth: { month: item.date_of_birth.month, year: item.date_of_birth.year } }
      : {}),
    nationalities: [],
    countries_of_residence: [],
    postcodes: distinct([normalisePostcode(item.address.postal_code)]),
    companies: [],
    appointments_read: false,
  };
}

/** Everyone on the boards given, by officer id. */
export function coOfficersFrom(lists: readonly OfficerList[]): Map<string, string> {
  const officers = new Map<string, string>();
  for (const list of lists)
    for (const item of list.items) {
      const id = officerIdFrom(item.links.officer.appointments);
      if (id) officers.set(id, item.name);
    }
  return officers;
}

// --- finding candidates ------------------------------------------------------------------------

/** Reads one registry resource: undefined for a 404; `called` says whether the registry was asked. */
export interface SamePersonReader {
  appointments(officerId: string): Promise<{ data: AppointmentList; called: boolean } | undefined>;
  searchOfficers(q: string): Promise<{ data: OfficerSearch; called: boolean } | undefined>;
  companyOfficers(companyNumber: string): Promise<{ data: OfficerList; called: boolean } | undefined>;
}

export interface SamePersonOptions {
  /** Registry calls allowed (a session's budget); none: no limit. */
  budget?: CallBudget;
  /** Candidates whose appointments are read for evidence, best first. */
  maxDetailed?: number;
  /** Boards read per officer for co-officers. */
  maxBoards?: number;
  /** Candidates returned. */
  maxCandidates?: number;
}

/** The search words for a person: forename and surname, which also find records without the middle names. */
export function searchWordsFor(name: PersonName, displayName: string): string {
  const surname = displayName.includes(',') ? displayName.split(',')[0]!.trim() : name.surname;
  return `${name.forenames[0] ?? ''} ${surname}`.trim();
}

/**
 * Officer ids that may be the same person as `officerId`, best first; undefined when the
 * registry has no such officer. A corporate officer has none.
 */
export async function findSamePerson(
  reader: SamePersonReader,
  officerId: string,
  { budget = new CallBudget(), maxDetailed = 8, maxBoards = 10, maxCandidates = 20 }: SamePersonOptions = {},
): Promise<SamePersonResult | undefined> {
  const notCompared = new Set<string>();
  const affordable = (n = 1) => budget.left >= n;
  const count = <T extends { called: boolean } | undefined>(result: T): T => {
    budget.record(result?.called ?? false);
    return result;
  };

  const own = count(await reader.appointments(officerId));
  if (!own) return undefined;
  const subject = profileFromAppointments(officerId, own.data);
  const result = (candidates: SamePersonCandidate[]): SamePersonResult => ({
    officer_id: officerId,
    name: own.data.name,
    candidates,
    not_compared: [...notCompared],
    registry_calls: budget.spent,
  });
  if (!subject) return result([]);
  if (!affordable()) {
    notCompared.add('no officer search: the request budget is spent');
    return result([]);
  }
  const search = count(await reader.searchOfficers(searchWordsFor(subject.parsed, own.data.name)));
  const found = new Map<string, OfficerProfile>();
  for (const item of search?.data.items ?? []) {
    const profile = profileFromSearchItem(item);
    if (profile && profile.officer_id !== officerId && !found.has(profile.officer_id))
      found.set(profile.officer_id, profile);
  }

  // First pass on what the search told; the best get their appointments read.
  const scored = [...found.values()]
    .map((profile) => ({ profile, first: scoreSamePerson(subject, profile) }))
    .filter((entry): entry is { profile: OfficerProfile; first: { score: number; evidence: string[] } } =>
      Boolean(entry.first),
    )
    .sort((x, y) => y.first.score - x.first.score || x.profile.officer_id.localeCompare(y.profile.officer_id));
  const detailed: OfficerProfile[] = [];
  // Namesakes born in another month stay as they are: reading them would not change the answer.
  for (const { profile } of scored.filter(({ first }) => first.score > WEIGHT.otherBirthCap)) {
    if (detailed.length >= maxDetailed) break;
    if (!affordable()) {
      notCompared.add('appointments of some candidates not read: the request budget is spent');
      break;
    }
    const list = count(await reader.appointments(profile.officer_id));
    const full = list && profileFromAppointments(profile.officer_id, list.data);
    if (full) {
      full.postcodes = distinct([...full.postcodes, ...profile.postcodes]);
      found.set(profile.officer_id, full);
      detailed.push(full);
    }
  }

  // Co-officers: the boards of the subject and of the candidates worth comparing.
  if (detailed.length > 0) {
    const boards = new Map<string, OfficerList | null>();
    const readBoards = async (profile: OfficerProfile) => {
      const lists: OfficerList[] = [];
      for (const company of profile.companies.slice(0, maxBoards)) {
        if (!boards.has(company)) {
          if (!affordable()) return undefined;
          const list = count(await reader.companyOfficers(company));
          boards.set(company, list?.data ?? null);
        }
        const board = boards.get(company);
        if (board) lists.push(board);
      }
      return coOfficersFrom(lists);
    };
    subject.co_officers = await readBoards(subject);
    if (subject.co_officers) {
      for (const profile of detailed) {
        profile.co_officers = await readBoards(profile);
        if (!profile.co_officers)
          notCompared.add('co-officers of some candidates not compared: the request budget is spent');
      }
    } else {
      notCompared.add('co-officers not compared: the request budget is spent');
    }
  }

  const candidates = [...found.values()]
    .flatMap((profile): SamePersonCandidate[] => {
      const scoredNow = scoreSamePerson(subject, profile);
      if (!scoredNow) return [];
      const item = search?.data.items.find((hit) => officerIdFrom(hit.links.self) === profile.officer_id);
      return [
        {
          officer_id: profile.officer_id,
          name: profile.name,
          score: scoredNow.score,
          evidence: scoredNow.evidence,
          ...(profile.date_of_birth ? { date_of_birth: profile.date_of_birth } : {}),
          ...(item ? { appointment_count: item.appointment_count } : {}),
        },
      ];
    })
    .sort((x, y) => y.score - x.score || x.officer_id.localeCompare(y.officer_id))
    .slice(0, maxCandidates);
  return result(candidates);
}

// --- for the graph -----------------------------------------------------------------------------

export interface SamePersonEdge {
  key: string;
  source: string;
  target: string;
  /** graphology's flag: the link has no direction. */
  undirected: true;
  attributes: { kind: 'possibly-same-person'; score: number; evidence: string[] };
}

/** Officers worth comparing: people whose surname and forename (normalised) another officer shares. */
export function namesakeGroups<T extends { parsed: PersonName }>(officers: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const officer of officers) {
    const key = `${officer.parsed.surname}|${officer.parsed.forenames[0] ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), officer]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

/**
 * Dashed "possibly same person" edges between officers already in a graph: each pair of
 * namesakes scored on their profiles, kept at or above `minScore`, once per pair (node keys
 * `officer:{id}`, as the graph's). The analyst's threshold can then hide or merge them.
 */
export function samePersonEdges(profiles: readonly OfficerProfile[], minScore = 0.3): SamePersonEdge[] {
  const edges: SamePersonEdge[] = [];
  for (const group of namesakeGroups(profiles))
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i]!, group[j]!].sort((x, y) => x.officer_id.localeCompare(y.officer_id));
        const scored = scoreSamePerson(a!, b!);
        if (!scored || scored.score < minScore) continue;
        edges.push({
          key: `same-person:${a!.officer_id}:${b!.officer_id}`,
          source: `officer:${a!.officer_id}`,
          target: `officer:${b!.officer_id}`,
          undirected: true,
          attributes: { kind: 'possibly-same-person', score: scored.score, evidence: scored.evidence },
        });
      }
  return edges;
}
