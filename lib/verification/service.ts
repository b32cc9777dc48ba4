// A company's identity verification: who running it has to verify, who has, and who is due or
// overdue, from its current officers and PSCs read through the gateway (every page of both
// lists, inside one session's budget on a metered registry). What the budget did not reach is
// named in `not_read`, so a count is never taken for the whole when it is not.
import 'server-only';
import { getRegistry, OutOfBudget, type RegistrySession } from '@/lib/gateway';
import { catalogue } from '@/lib/registry/catalogue';
import type { CompanyProfile, OfficerSummary, Psc } from '@/lib/registry/schemas';
import {
  countVerifications,
  verificationOf,
  type Verification,
  type VerificationCounts,
  type VerificationStatus,
} from '@/lib/registry/verification';
import { ukToday } from '@/lib/labels/dates';
// Who each row is for the rule, as the officers and PSC lists read them, so their counts agree.
import { officerSubject, pscSubject } from './rows';

/** Calls one company's summary may make on a metered registry: the profile and a few pages of each list. */
export const IDENTITY_MAX_CALLS = 12;

export interface IdentityPerson {
  kind: 'officer' | 'psc';
  name: string;
  /** This app's page of the person: the officer's appointments, or the PSC's entry. */
  link: string;
  /** `officer_role` or the PSC's `kind`. */
  role: string;
  status: VerificationStatus;
  verified_on?: string;
  due_on?: string;
  via_acsp?: string;
  withdrawn_on?: string;
  /** `law` when the register has no details for the person and the law's dates decided. */
  basis: Verification['basis'];
}

export interface CompanyIdentity {
  company_number: string;
  /** The UK date the statuses are judged on. */
  as_of: string;
  officers: VerificationCounts;
  pscs: VerificationCounts;
  people: IdentityPerson[];
  /** Lists, or parts of them, the budget did not reach: the counts cover only what was read. */
  not_read: { section: 'officers' | 'pscs'; reason: 'budget' }[];
}

type Page<T> = { items?: T[] | null; total_results?: number | null; active_count?: number | null };

/** Every page of a list, 100 at a time; stops (returning what it has and `false`) when the budget is spent. */
async function readAll<T>(read: (startIndex: number) => Promise<Page<T> | undefined>): Promise<[T[], boolean]> {
  const items: T[] = [];
  for (let startIndex = 0; ;) {
    let page: Page<T> | undefined;
    try {
      page = await read(startIndex);
    } catch (error) {
      if (error instanceof OutOfBudget) return [items, false];
      throw error;
    }
    const got = page?.items ?? [];
    items.push(...got);
    startIndex += got.length;
    if (got.length === 0 || startIndex >= (page?.total_results ?? 0)) return [items, true];
  }
}

const officerPerson = (officer: OfficerSummary, profile: CompanyProfile, today: string): IdentityPerson => {
  const verification = verificationOf(officerSubject(officer), profile, today);
  return {
    kind: 'officer',
    name: officer.name,
    link: officer.links?.officer?.appointments ?? officer.links?.self ?? '',
    role: officer.officer_role,
    ...verification,
  };
};

const pscPerson = (psc: Psc, profile: CompanyProfile, today: string): IdentityPerson => {
  const verification = verificationOf(pscSubject(psc), profile, today);
  return {
    kind: 'psc',
    name: psc.name ?? (psc.kind.startsWith('super-secure') ? 'A person with protected details' : 'Unnamed'),
    link: psc.links?.self ?? '',
    role: psc.kind,
    ...verification,
  };
};

/** The summary over what the session reads; undefined when the register has no such company. */
export async function readCompanyIdentity(
  session: RegistrySession,
  companyNumber: string,
  today: string = ukToday(),
): Promise<CompanyIdentity | undefined> {
  const profile = (await session.find('companyProfile', { company_number: companyNumber }))?.data;
  if (!profile) return undefined;
  const perPage = catalogue.officerList.query.items_per_page.max;
  const [[officers, officersComplete], [pscs, pscsComplete]] = await Promise.all([
    readAll<OfficerSummary>(
      async (start_index) =>
        (
          await session.find(
            'officerList',
            { company_number: companyNumber },
            { items_per_page: perPage, start_index, filter: 'active' },
          )
        )?.data,
    ),
    readAll<Psc>(
      async (start_index) =>
        (await session.find('pscList', { company_number: companyNumber }, { items_per_page: 100, start_index }))?.data,
    ),
  ]);
  const currentOfficers = officers.filter((o) => !o.resigned_on).map((o) => officerPerson(o, profile, today));
  const currentPscs = pscs.filter((p) => !p.ceased_on && p.ceased !== true).map((p) => pscPerson(p, profile, today));
  return {
    company_number: profile.company_number ?? companyNumber,
    as_of: today,
    officers: countVerifications(currentOfficers),
    pscs: countVerifications(currentPscs),
    people: [...currentOfficers, ...currentPscs],
    not_read: [
      ...(officersComplete ? [] : [{ section: 'officers' as const, reason: 'budget' as const }]),
      ...(pscsComplete ? [] : [{ section: 'pscs' as const, reason: 'budget' as const }]),
    ],
  };
}

/** The company's identity verification summary through the gateway; undefined for an unknown company. */
export function companyIdentity(companyNumber: string, signal?: AbortSignal): Promise<CompanyIdentity | undefined> {
  return readCompanyIdentity(getRegistry().session({ maxCalls: IDENTITY_MAX_CALLS, signal }), companyNumber);
}
