// Everything a person's records say, read through the gateway: every appointment of their
// officer ids (current and past) and every PSC entry, as one table; their disqualifications; the
// preferred names their verification gives; and their identity verification, which is the
// person's, so read across all their current roles (lib/registry/verification.ts decides each).
// Inside one session's call budget (EXPORT_MAX_CALLS on a metered registry), kept a couple of
// minutes so the page, its page turns and its export read once.
import 'server-only';
import { env } from '@/lib/env';
import { getRegistry, OutOfBudget, type RegistrySession } from '@/lib/gateway';
import { parseRecordLink } from '@/lib/registry/people/records';
import type { Disqualification, PscIndividual } from '@/lib/registry/schemas';
import type { PersonPsc } from './people-remote';
import { verificationOfDetails, type Verification } from '@/lib/registry/verification';
import { ukToday } from '@/lib/labels/dates';
import { boundedCache, companyTag, officerTag } from '@/lib/server/bounded-cache';
import { preferredNamesOf } from '@/lib/verification/rows';
import type { Person } from './people';

/** One appointment or PSC entry of the person. */
export interface PersonRow {
  kind: 'appointment' | 'psc';
  company_number: string;
  company_name?: string;
  company_status?: string;
  /** `officer_role` of an appointment, `kind` of a PSC entry. */
  role: string;
  /** Appointed or notified on (an appointment before 1992: the date it was made before). */
  from?: string;
  /** Resigned or ceased on. */
  to?: string;
  current: boolean;
  natures_of_control: string[];
  /** The person's record this row is read from (its registry link) and the name it gives. */
  record: string;
  record_name: string;
  /** What the register says of the person's identity verification on this row, where it says anything. */
  verification?: Verification;
}

export interface PersonDisqualification {
  link: string;
  name: string;
  disqualifications: Disqualification[];
}

export interface PersonDetails {
  rows: PersonRow[];
  disqualifications: PersonDisqualification[];
  preferredNames: string[];
  /** The person's verification across their current roles; undefined when the register gives none. */
  verification?: Verification;
  /** What was not read, one sentence each (the call budget, a record gone from the register). */
  notRead: string[];
}

/** Appointment pages read per officer id at most (50 a page). */
const MAX_PAGES = 10;
const CLOSED = new Set(['dissolved', 'converted-closed', 'closed', 'removed']);

/** The person's verification: verified by any current role, else the worst of the rest. */
export function personVerification(rows: readonly PersonRow[]): Verification | undefined {
  const outcomes = rows.filter((row) => row.current && row.verification).map((row) => row.verification!);
  const verified = outcomes
    .filter((outcome) => outcome.status === 'verified')
    .sort((a, b) => (a.verified_on ?? '').localeCompare(b.verified_on ?? ''));
  if (verified[0]) return verified[0];
  for (const status of ['overdue', 'due', 'withdrawn', 'not-required'] as const) {
    const found = outcomes
      .filter((outcome) => outcome.status === status)
      .sort((a, b) => (a.due_on ?? '').localeCompare(b.due_on ?? ''))[0];
    if (found) return found;
  }
  return undefined;
}

async function readDetails(person: Person, session: RegistrySession): Promise<PersonDetails> {
  const today = ukToday();
  const rows: PersonRow[] = [];
  const disqualifications: PersonDisqualification[] = [];
  const preferred: string[] = [];
  const notRead = new Set<string>();
  const names = new Map<string, { name: string; status?: string }>();
  const tryRead = async <T>(read: () => Promise<T>, what: string): Promise<T | undefined> => {
    try {
      return await read();
    } catch (error) {
      if (error instanceof OutOfBudget) {
        notRead.add(`${what}: the registry call budget (${env().EXPORT_MAX_CALLS}) is spent`);
        return undefined;
      }
      throw error;
    }
  };
  for (const record of person.records) {
    const ref = parseRecordLink(record.link);
    if (!ref) continue;
    if (ref.kind === 'officer') {
      for (let page = 0; page < MAX_PAGES; page++) {
        const list = await tryRead(
          () =>
            session.find(
              'officerAppointments',
              { officer_id: ref.officerId },
              { items_per_page: 50, start_index: page * 50 },
            ),
          `some appointments of ${record.name}`,
        );
        if (!list) break;
        preferred.push(...preferredNamesOf(list.data.items));
        for (const item of list.data.items) {
          const company = item.appointed_to;
          const ended = Boolean(item.resigned_on) || CLOSED.has(company.company_status ?? '');
          const verification = verificationOfDetails(item.identity_verification_details, ended, today);
          if (company.company_name)
            names.set(company.company_number, { name: company.company_name, status: company.company_status });
          rows.push({
            kind: 'appointment',
            company_number: company.company_number,
            ...(company.company_name ? { company_name: company.company_name } : {}),
            ...(company.company_status ? { company_status: company.company_status } : {}),
            role: item.officer_role,
            ...((item.appointed_on ?? item.appointed_before)
              ? { from: item.appointed_on ?? item.appointed_before }
              : {}),
            ...(item.resigned_on ? { to: item.resigned_on } : {}),
            current: !ended,
            natures_of_control: [],
            record: record.link,
            record_name: record.name,
            ...(verification ? { verification } : {}),
          });
        }
        if ((page + 1) * 50 >= list.data.total_results) break;
        if (page === MAX_PAGES - 1) notRead.add(`appointments of ${record.name} past the first ${MAX_PAGES * 50}`);
      }
    } else if (ref.kind === 'psc') {
      const params = { company_number: ref.companyNumber, psc_id: ref.pscId };
      const psc = await tryRead(
        async (): Promise<{ data: PersonPsc } | undefined> =>
          ref.pathKind === 'individual-beneficial-owner'
            ? session.find('pscIndividualBeneficialOwner', params)
            : session.find('pscIndividual', params),
        `a PSC entry of ${record.name}`,
      );
      if (!psc) {
        notRead.add(`the PSC entry ${record.link} could not be read`);
        continue;
      }
      const data = psc.data;
      const ended = Boolean(data.ceased_on) || data.ceased === true;
      const details =
        'identity_verification_details' in data ? (data as PscIndividual).identity_verification_details : undefined;
      const verification = verificationOfDetails(details, ended, today);
      if (details?.preferred_name) preferred.push(details.preferred_name);
      rows.push({
        kind: 'psc',
        company_number: ref.companyNumber,
        role: data.kind,
        ...(data.notified_on ? { from: data.notified_on } : {}),
        ...(data.ceased_on ? { to: data.ceased_on } : {}),
        current: !ended,
        natures_of_control: data.natures_of_control ?? [],
        record: record.link,
        record_name: record.name,
        ...(verification ? { verification } : {}),
      });
    } else {
      const body = await tryRead(
        () => session.find('naturalDisqualification', { officer_id: ref.officerId }),
        `the disqualification of ${record.name}`,
      );
      if (body)
        disqualifications.push({
          link: record.link,
          name: record.name,
          disqualifications: body.data.disqualifications,
        });
    }
  }
  // PSC entries name no company: the company's profile does, read once a company.
  for (const row of rows) {
    if (row.company_name) continue;
    let company = names.get(row.company_number);
    if (!company) {
      const profile = await tryRead(
        () => session.find('companyProfile', { company_number: row.company_number }),
        'some companies’ names',
      );
      company = profile ? { name: profile.data.company_name, status: profile.data.company_status } : { name: '' };
      names.set(row.company_number, company);
    }
    if (company.name) row.company_name = company.name;
    if (company.status) row.company_status = company.status;
    if (row.kind === 'psc' && company.status && CLOSED.has(company.status)) row.current = false;
  }
  rows.sort(
    (a, b) =>
      Number(b.current) - Number(a.current) ||
      (b.from ?? '').localeCompare(a.from ?? '') ||
      a.company_number.localeCompare(b.company_number),
  );
  const verification = personVerification(rows);
  return {
    rows,
    disqualifications,
    preferredNames: [...new Set(preferred)],
    ...(verification ? { verification } : {}),
    notRead: [...notRead],
  };
}

const details = () => boundedCache<Promise<PersonDetails>>('person-details', { maxEntries: 200, ttlMs: 2 * 60_000 });

/** The person's appointments, PSC entries, disqualifications and verification. */
export function personDetailsOf(person: Person): Promise<PersonDetails> {
  const key = `${person.person_id}|${person.records.map((record) => record.link).join(' ')}`;
  const cache = details();
  const kept = cache.get(key);
  if (kept) return kept;
  const answer = readDetails(person, getRegistry().session({ maxCalls: env().EXPORT_MAX_CALLS }));
  const tags = person.records.flatMap((record) => {
    const ref = parseRecordLink(record.link);
    return ref?.kind === 'officer'
      ? [officerTag(ref.officerId)]
      : ref?.kind === 'psc'
        ? [companyTag(ref.companyNumber)]
        : [];
  });
  cache.set(key, answer, tags);
  answer.then(
    (found) =>
      cache.tag(
        key,
        found.rows.map((row) => companyTag(row.company_number)),
      ),
    () => cache.delete(key),
  );
  return answer;
}
