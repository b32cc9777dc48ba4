// What an analyst looks for in a company, each pattern with the records that prove it, computed
// from facts the service read (lib/signals/service.ts). One definition per signal: its code,
// severity, title, the facts it needs and its rule. The panel, the API, the search filter and the
// export all read this list, so a signal added here appears everywhere. A rule whose facts were
// not read (a capability the registry lacks, the budget spent) is listed as not checked with
// the reason, never taken for "no signal".
import { isOverdue } from '@/lib/company/overdue';
import { formatDate } from '@/lib/labels/dates';
import { plural } from '@/lib/labels/counts';
import type { DisqualifiedCheck } from '@/lib/identity/disqualified';
import type { OwnershipGraph } from '@/lib/ownership/walk';
import type { CompanyProfile, FilingHistoryItem, OfficerSummary, Psc, PscStatement } from '@/lib/registry/schemas';
import { addDays } from '@/lib/registry/verification';
import type { CompanyIdentity } from '@/lib/verification/service';

export type Severity = 'high' | 'medium' | 'info';

export interface Evidence {
  label: string;
  /** A path of this app. */
  href: string;
}

export interface Signal {
  code: SignalCode;
  severity: Severity;
  title: string;
  /** One sentence in plain words, with the figures. */
  detail: string;
  /** When the pattern began to hold, where a date says so. */
  since?: string;
  evidence: Evidence[];
}

export interface NotChecked {
  code: SignalCode;
  reason: string;
}

/** A fact the service could not read, and why. */
export interface Unread {
  unread: string;
}
export const isUnread = (value: unknown): value is Unread =>
  !!value && typeof value === 'object' && 'unread' in (value as object);

export interface OfficerHub {
  officer_id: string;
  name: string;
  /** The person's page where the registry has a person index, else the officer's appointments. */
  link: string;
  /** Across all the person's officer ids where `person_id` is known. */
  current_appointments: number;
  person_id?: string;
  /** How many officer ids the person holds their appointments under. */
  officer_ids?: number;
}

/** A company a current director was a director of, which failed shortly before this one began. */
export interface PhoenixLink {
  officer_name: string;
  officer_link: string;
  company_number: string;
  company_name: string;
  /** When it was dissolved or entered insolvency. */
  failed_on: string;
  how: 'dissolved' | 'insolvency';
  shared_words: string[];
}

export interface ChargeSummary {
  outstanding: number;
}

/** Everything the rules read; each fact is there, or says why it is not. */
export interface CompanyFacts {
  today: string;
  profile: CompanyProfile;
  /** The filing history, newest first (at least the last 12 months and every gazette notice read). */
  filings: FilingHistoryItem[] | Unread;
  /** Every officer, current and resigned. */
  officers: OfficerSummary[] | Unread;
  pscs: Psc[] | Unread;
  statements: PscStatement[] | Unread;
  charges: ChargeSummary | Unread;
  /** Insolvency cases (none when the company has no insolvency record). */
  insolvencyCases: number | Unread;
  identity: CompanyIdentity | Unread;
  /** Disqualification checks of current officers, by officer id. */
  disqualified: Record<string, DisqualifiedCheck> | Unread;
  hubs: OfficerHub[] | Unread;
  /** Companies registered at the company's registered office. */
  addressCompanies: { count: number; href: string } | Unread;
  ownership: OwnershipGraph | Unread;
  phoenix: PhoenixLink[] | Unread;
}

type FactName = Exclude<keyof CompanyFacts, 'today' | 'profile'>;

interface SignalDefinition {
  code: string;
  severity: Severity;
  title: string;
  /** What "checked" means, for the panel's "No signals found in: …". */
  checks: string;
  needs: readonly FactName[];
  rule: (facts: Checked, company: string) => Omit<Signal, 'code' | 'severity' | 'title'> | undefined;
}

/** Facts with every needed one read (a rule runs only then). */
type Checked = { [K in keyof CompanyFacts]: Exclude<CompanyFacts[K], Unread> };

export const HUB_APPOINTMENTS = 20;
export const ADDRESS_HUB_COMPANIES = 50;
export const CHURN_CHANGES = 3;
export const OFFICE_CHANGES = 2;

const base = (n: string) => `/company/${encodeURIComponent(n)}`;
const yearBefore = (today: string) => addDays(today, -365);
const within12Months = (date: string | null | undefined, today: string) =>
  !!date && date.slice(0, 10) > yearBefore(today) && date.slice(0, 10) <= today;

const INSOLVENT_STATUSES = new Set([
  'liquidation',
  'administration',
  'receivership',
  'voluntary-arrangement',
  'insolvency-proceedings',
]);
/**
 * Statuses under which a company owes the registrar no accounts or confirmation statements: it is off
 * the register, or a liquidator has it (deadlines the registry may still carry are not overdue).
 */
const NO_FILING_DUTY = new Set(['dissolved', 'closed', 'converted-closed', 'removed', 'liquidation']);
const owesFilings = (profile: CompanyProfile) => !NO_FILING_DUTY.has(profile.company_status ?? '');
const CONCERNING_STATEMENTS = new Set([
  'psc-details-not-confirmed',
  'psc-has-failed-to-confirm-changed-details',
  'psc-contacted-but-no-response',
  'steps-to-find-psc-not-yet-completed',
  'restrictions-notice-issued-to-psc',
]);
const isConcerning = (statement: string) => CONCERNING_STATEMENTS.has(statement.replace(/-partnership$/, ''));
const UK_PLACES =
  /\b(united kingdom|uk|u\.k\.|great britain|england|wales|scotland|northern ireland|companies house|registrar of companies)\b/i;
export const isUkPlace = (place: string | undefined) => !place || UK_PLACES.test(place);
const isDirectorRole = (role: string) =>
  role.endsWith('director') || role.endsWith('llp-member') || role.endsWith('llp-designated-member');

const filingHref = (n: string, item: FilingHistoryItem) =>
  item.transaction_id
    ? `${base(n)}/filing-history/${encodeURIComponent(item.transaction_id)}`
    : `${base(n)}/filing-history`;
const officerHref = (o: OfficerSummary) => o.links?.officer?.appointments ?? '';

export const SIGNALS = [
  {
    code: 'accounts-overdue',
    severity: 'medium',
    title: 'Accounts overdue',
    checks: 'accounts deadline (a company that owes them: not dissolved, closed or in liquidation)',
    needs: [],
    rule: ({ profile, today }, n) => {
      const due = profile.accounts?.next_due ?? profile.accounts?.next_accounts?.due_on ?? undefined;
      if (!owesFilings(profile)) return undefined;
      if (!isOverdue({ overdue: profile.accounts?.overdue, dueOn: due }, today)) return undefined;
      return {
        detail: due
          ? `The next accounts were due on ${formatDate(due)} and have not been filed.`
          : 'The registry marks the accounts overdue.',
        ...(due ? { since: due } : {}),
        evidence: [{ label: due ? `Accounts due ${formatDate(due)}` : 'Accounts', href: base(n) }],
      };
    },
  },
  {
    code: 'confirmation-statement-overdue',
    severity: 'medium',
    title: 'Confirmation statement overdue',
    checks: 'confirmation statement deadline (a company that owes one: not dissolved, closed or in liquidation)',
    needs: [],
    rule: ({ profile, today }, n) => {
      const due = profile.confirmation_statement?.next_due ?? undefined;
      if (!owesFilings(profile)) return undefined;
      if (!isOverdue({ overdue: profile.confirmation_statement?.overdue, dueOn: due }, today)) return undefined;
      return {
        detail: due
          ? `The confirmation statement was due on ${formatDate(due)} and has not been filed.`
          : 'The registry marks the confirmation statement overdue.',
        ...(due ? { since: due } : {}),
        evidence: [
          { label: due ? `Confirmation statement due ${formatDate(due)}` : 'Confirmation statement', href: base(n) },
        ],
      };
    },
  },
  {
    code: 'strike-off-proposed',
    severity: 'high',
    title: 'Proposed to be struck off',
    checks: 'status and gazette notices',
    needs: ['filings'],
    rule: ({ profile, filings }, n) => {
      // Newest first: a compulsory strike-off notice counts unless a later filing suspended it.
      const gazettes = filings.filter((f) => f.category === 'gazette');
      const notice = gazettes.find(
        (f) => f.description === 'gazette-notice-compulsory' || f.description === 'gazette-notice-voluntary',
      );
      const suspendedAfter =
        notice &&
        gazettes.some(
          (f) =>
            (f.description === 'gazette-filings-brought-up-to-date' ||
              (f.description ?? '').includes('suspended') ||
              (f.description ?? '').includes('discontinued')) &&
            f.date >= notice.date,
        );
      const byStatus = profile.company_status_detail === 'active-proposal-to-strike-off';
      const open = profile.company_status === 'active' && notice && !suspendedAfter;
      if (!byStatus && !open) return undefined;
      return {
        detail: notice
          ? `A first gazette notice for ${notice.description === 'gazette-notice-voluntary' ? 'voluntary' : 'compulsory'} strike-off was published on ${formatDate(notice.date)}${suspendedAfter ? '' : ' and nothing since has suspended it'}.`
          : 'The registry’s status says a proposal to strike the company off is active.',
        ...(notice ? { since: notice.date } : {}),
        evidence: notice
          ? [{ label: `Gazette notice ${formatDate(notice.date)}`, href: filingHref(n, notice) }]
          : [{ label: 'Status', href: base(n) }],
      };
    },
  },
  {
    code: 'insolvency-history',
    severity: 'high',
    title: 'Insolvency history',
    checks: 'insolvency cases and status',
    needs: ['insolvencyCases'],
    rule: ({ profile, insolvencyCases }, n) => {
      const status = profile.company_status ?? '';
      if (insolvencyCases === 0 && !INSOLVENT_STATUSES.has(status)) return undefined;
      const parts = [
        insolvencyCases > 0 ? `${plural(insolvencyCases, 'insolvency case')} on the register` : '',
        INSOLVENT_STATUSES.has(status) ? `status ${status.replace(/-/g, ' ')}` : '',
      ].filter(Boolean);
      return {
        detail: `The company has ${parts.join(' and ')}.`,
        evidence: [{ label: 'Insolvency cases', href: `${base(n)}/insolvency` }],
      };
    },
  },
  {
    code: 'disqualified-officer',
    severity: 'high',
    title: 'Officer possibly disqualified',
    checks: 'current officers against disqualified directors',
    needs: ['officers', 'disqualified'],
    rule: ({ officers, disqualified, today }) => {
      const evidence: Evidence[] = [];
      const names: string[] = [];
      let since: string | undefined;
      for (const officer of officers) {
        if (officer.resigned_on) continue;
        const id = /\/officers\/([^/]+)\//.exec(officerHref(officer))?.[1];
        const check = id ? disqualified[id] : undefined;
        if (check?.status !== 'possibly-disqualified') continue;
        const appointed = officer.appointed_on ?? officer.appointed_before ?? '';
        for (const match of check.matches) {
          const periods = match.disqualifications.filter(
            (d) =>
              (d.disqualified_from <= today && d.disqualified_until >= today) ||
              (!!appointed && d.disqualified_from <= appointed && d.disqualified_until >= appointed),
          );
          if (periods.length === 0) continue;
          names.push(officer.name);
          evidence.push({ label: `${officer.name}: appointment`, href: officerHref(officer) });
          evidence.push({ label: `Disqualification of ${match.name}`, href: match.link });
          const from = periods.map((p) => p.disqualified_from).sort()[0];
          if (from && (!since || from < since)) since = from;
        }
      }
      if (names.length === 0) return undefined;
      return {
        detail: `${[...new Set(names)].join(', ')} ${names.length === 1 ? 'matches' : 'match'} a disqualified director by name and month of birth, disqualified now or when appointed (possibly the same person: check the evidence).`,
        ...(since ? { since } : {}),
        evidence,
      };
    },
  },
  {
    code: 'officer-appointment-hub',
    severity: 'info',
    title: 'Officer with many appointments',
    checks: `current officers’ other appointments (${HUB_APPOINTMENTS} or more)`,
    needs: ['hubs'],
    rule: ({ hubs }) => {
      const big = hubs.filter((h) => h.current_appointments >= HUB_APPOINTMENTS);
      if (big.length === 0) return undefined;
      return {
        detail:
          big
            .map(
              (h) =>
                `${h.name} holds ${plural(h.current_appointments, 'current appointment')}${
                  (h.officer_ids ?? 1) > 1 ? ` under ${h.officer_ids} officer ids (one person)` : ''
                }`,
            )
            .join('; ') + '.',
        evidence: big.map((h) => ({ label: h.name, href: h.link })),
      };
    },
  },
  {
    code: 'address-hub',
    severity: 'info',
    title: 'Registered office shared by many companies',
    checks: `companies at the registered office (${ADDRESS_HUB_COMPANIES} or more)`,
    needs: ['addressCompanies'],
    rule: ({ addressCompanies }) => {
      if (addressCompanies.count < ADDRESS_HUB_COMPANIES) return undefined;
      return {
        detail: `${plural(addressCompanies.count, 'company', 'companies')} have this registered office.`,
        evidence: [{ label: 'Companies at this address', href: addressCompanies.href }],
      };
    },
  },
  {
    code: 'control-change-recent',
    severity: 'info',
    title: 'Change of control in the last 12 months',
    checks: 'PSCs notified or ceased in the last 12 months',
    needs: ['pscs'],
    rule: ({ pscs, profile, today }) => {
      // The first PSCs, notified on incorporation, are not a change of control.
      const changed = pscs.filter(
        (p) =>
          (within12Months(p.notified_on, today) && p.notified_on !== profile.date_of_creation) ||
          within12Months(p.ceased_on, today),
      );
      if (changed.length === 0) return undefined;
      const dates = changed
        .flatMap((p) => [p.notified_on, p.ceased_on])
        .filter((d): d is string => within12Months(d, today));
      return {
        detail: `${plural(changed.length, 'person with significant control', 'people with significant control')} notified or ceased since ${formatDate(yearBefore(today))}.`,
        since: dates.sort()[0],
        evidence: changed.map((p) => ({
          label: `${p.name ?? 'A PSC'}: ${p.ceased_on && within12Months(p.ceased_on, today) ? `ceased ${formatDate(p.ceased_on)}` : `notified ${formatDate(p.notified_on)}`}`,
          href: p.links.self,
        })),
      };
    },
  },
  {
    code: 'psc-statement-concern',
    severity: 'medium',
    title: 'PSC statement of concern',
    checks: 'active PSC statements',
    needs: ['statements'],
    rule: ({ statements }) => {
      const active = statements.filter((s) => !s.ceased_on && isConcerning(s.statement));
      if (active.length === 0) return undefined;
      return {
        detail: `${plural(active.length, 'active statement')} says a PSC did not confirm or respond, the company has not completed its steps, or restrictions notices were issued.`,
        since: active
          .map((s) => s.notified_on)
          .filter(Boolean)
          .sort()[0],
        evidence: active.map((s) => ({
          label: `Statement notified ${formatDate(s.notified_on)}`,
          href: s.links?.self ?? '',
        })),
      };
    },
  },
  {
    code: 'ownership-unidentified',
    severity: 'medium',
    title: 'Ownership ends in nobody identified',
    checks: 'the ownership chain’s ends',
    needs: ['pscs', 'ownership'],
    rule: ({ pscs, ownership }, n) => {
      const individual = pscs.some((p) => !p.ceased_on && p.ceased !== true && p.kind.startsWith('individual'));
      if (individual) return undefined;
      // Statements are never owners: the chain ends in one where a company names a statement instead of a PSC.
      const ends = ownership.nodes.filter(
        (node) =>
          node.kind === 'statement' ||
          (ownership.ultimate_owners.includes(node.id) && (node.verified === false || node.kind === 'super-secure')),
      );
      if (ends.length === 0) return undefined;
      return {
        detail: `No individual is a PSC and the chain of owners ends in ${ends.map((e) => (e.kind === 'statement' ? 'a statement' : `an owner not followed (${e.name})`)).join(', ')}.`,
        evidence: [{ label: 'Ownership chain', href: `${base(n)}/ownership` }],
      };
    },
  },
  {
    code: 'ownership-circular',
    severity: 'high',
    title: 'Circular ownership',
    checks: 'cycles in the ownership chain',
    needs: ['ownership'],
    rule: ({ ownership }, n) => {
      const circular = ownership.edges.filter((e) => e.circular);
      if (circular.length === 0) return undefined;
      const name = (id: string) => ownership.nodes.find((node) => node.id === id)?.name ?? id;
      return {
        detail: `The chain of owners comes back on itself: ${circular.map((e) => `${name(e.source)} owns ${name(e.target)}`).join('; ')}.`,
        evidence: [{ label: 'Ownership chain', href: `${base(n)}/ownership` }],
      };
    },
  },
  {
    code: 'ownership-foreign',
    severity: 'info',
    title: 'Ultimate owner registered abroad',
    checks: 'where ultimate owners are registered',
    needs: ['ownership'],
    rule: ({ ownership }, n) => {
      const abroad = ownership.ultimate_owners
        .map((id) => ownership.nodes.find((node) => node.id === id))
        .filter(
          (node) =>
            node && (node.kind === 'corporate-entity' || node.kind === 'legal-person') && !isUkPlace(node.jurisdiction),
        );
      if (abroad.length === 0) return undefined;
      return {
        detail: `${abroad.map((node) => `${node!.name} (${node!.jurisdiction})`).join('; ')} ${abroad.length === 1 ? 'is an ultimate owner' : 'are ultimate owners'} registered outside the UK.`,
        evidence: [{ label: 'Ownership chain', href: `${base(n)}/ownership` }],
      };
    },
  },
  {
    code: 'identity-unverified',
    severity: 'medium',
    title: 'Identity verification overdue',
    checks: 'identity verification of directors and PSCs',
    needs: ['identity'],
    rule: ({ identity }) => {
      const overdue = identity.people.filter((p) => p.status === 'overdue');
      if (overdue.length === 0) return undefined;
      const since = overdue
        .map((p) => p.due_on)
        .filter((d): d is string => !!d)
        .sort()[0];
      return {
        detail: `${plural(overdue.length, 'director or PSC', 'directors or PSCs')} ${overdue.length === 1 ? 'has' : 'have'} not verified their identity by the due date${since ? ` (the earliest ${formatDate(since)})` : ''}.`,
        ...(since ? { since } : {}),
        evidence: overdue.map((p) => ({ label: `${p.name}: due by ${formatDate(p.due_on)}`, href: p.link })),
      };
    },
  },
  {
    code: 'phoenix-pattern',
    severity: 'high',
    title: 'Possible phoenix company',
    checks: 'directors’ companies that failed in the 12 months before incorporation',
    needs: ['phoenix'],
    rule: ({ phoenix }, n) => {
      if (phoenix.length === 0) return undefined;
      return {
        detail:
          phoenix
            .map(
              (p) =>
                `${p.officer_name} was a director of ${p.company_name}, ${p.how === 'dissolved' ? 'dissolved' : 'in insolvency'} on ${formatDate(p.failed_on)}, within 12 months before this company began; the names share ${p.shared_words.join(', ')}`,
            )
            .join('. ') + '.',
        evidence: phoenix.flatMap((p) => [
          { label: p.company_name, href: base(p.company_number) },
          { label: p.officer_name, href: p.officer_link },
          { label: 'This company', href: base(n) },
        ]),
      };
    },
  },
  {
    code: 'director-churn',
    severity: 'medium',
    title: 'Director churn',
    checks: `director appointments and resignations in the last 12 months (${CHURN_CHANGES} or more)`,
    needs: ['officers'],
    rule: ({ officers, profile, today }) => {
      const changes: { officer: OfficerSummary; what: string; on: string }[] = [];
      for (const o of officers) {
        if (!isDirectorRole(o.officer_role)) continue;
        if (within12Months(o.appointed_on, today) && o.appointed_on !== profile.date_of_creation)
          changes.push({ officer: o, what: 'appointed', on: o.appointed_on! });
        if (within12Months(o.resigned_on, today)) changes.push({ officer: o, what: 'resigned', on: o.resigned_on! });
      }
      if (changes.length < CHURN_CHANGES) return undefined;
      changes.sort((a, b) => a.on.localeCompare(b.on));
      return {
        detail: `${plural(changes.length, 'director appointment or resignation', 'director appointments and resignations')} since ${formatDate(yearBefore(today))}.`,
        since: changes[0]!.on,
        evidence: changes.map((c) => ({
          label: `${c.officer.name}: ${c.what} ${formatDate(c.on)}`,
          href: officerHref(c.officer),
        })),
      };
    },
  },
  {
    code: 'dormant-with-charges',
    severity: 'medium',
    title: 'Dormant with a charge outstanding',
    checks: 'latest accounts type and outstanding charges',
    needs: ['charges', 'filings'],
    rule: ({ profile, charges, filings }, n) => {
      if (profile.accounts?.last_accounts?.type !== 'dormant' || charges.outstanding === 0) return undefined;
      const accounts = filings.find((f) => f.category === 'accounts');
      return {
        detail: `The latest accounts (made up to ${formatDate(profile.accounts.last_accounts.made_up_to)}) are dormant while ${plural(charges.outstanding, 'charge is', 'charges are')} outstanding.`,
        evidence: [
          ...(accounts
            ? [{ label: `Accounts filed ${formatDate(accounts.date)}`, href: filingHref(n, accounts) }]
            : []),
          { label: 'Charges', href: `${base(n)}/charges` },
        ],
      };
    },
  },
  {
    code: 'recent-name-change',
    severity: 'info',
    title: 'Name changed in the last 12 months',
    checks: 'previous names',
    needs: [],
    rule: ({ profile, today }, n) => {
      const recent = (profile.previous_company_names ?? []).filter((p) => within12Months(p.ceased_on, today));
      if (recent.length === 0) return undefined;
      return {
        detail: recent.map((p) => `Known as ${p.name} until ${formatDate(p.ceased_on)}`).join('; ') + '.',
        since: recent.map((p) => p.ceased_on).sort()[0],
        evidence: [{ label: 'Previous names', href: base(n) }],
      };
    },
  },
  {
    code: 'registered-office-change-recent',
    severity: 'medium',
    title: 'Registered office moved repeatedly',
    checks: `registered office changes in the last 12 months (${OFFICE_CHANGES} or more)`,
    needs: ['filings'],
    rule: ({ filings, today }, n) => {
      const moves = filings.filter(
        (f) => (f.description ?? '').startsWith('change-registered-office-address') && within12Months(f.date, today),
      );
      if (moves.length < OFFICE_CHANGES) return undefined;
      return {
        detail: `The registered office changed ${moves.length} times since ${formatDate(yearBefore(today))}.`,
        since: moves.map((f) => f.date).sort()[0],
        evidence: moves.map((f) => ({ label: `Change filed ${formatDate(f.date)}`, href: filingHref(n, f) })),
      };
    },
  },
] as const satisfies readonly SignalDefinition[];

export type SignalCode = (typeof SIGNALS)[number]['code'];
export const SIGNAL_CODES = SIGNALS.map((s) => s.code) as readonly SignalCode[];
const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, info: 2 };

/** Runs every rule whose facts were read; the others are listed with the reason. Highest severity first. */
export function evaluateSignals(facts: CompanyFacts): { signals: Signal[]; not_checked: NotChecked[] } {
  const signals: Signal[] = [];
  const notChecked: NotChecked[] = [];
  const n = facts.profile.company_number;
  for (const definition of SIGNALS as readonly SignalDefinition[]) {
    const unread = definition.needs.map((name) => facts[name]).find(isUnread);
    if (unread) {
      notChecked.push({ code: definition.code as SignalCode, reason: unread.unread });
      continue;
    }
    const found = definition.rule(facts as Checked, n);
    if (found)
      signals.push({
        code: definition.code as SignalCode,
        severity: definition.severity,
        title: definition.title,
        ...found,
      });
  }
  signals.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  return { signals, not_checked: notChecked };
}

/** What each signal checks, in words ("No signals found in: …"). */
export const signalChecks: Record<SignalCode, string> = Object.fromEntries(
  (SIGNALS as readonly SignalDefinition[]).map((s) => [s.code, s.checks]),
) as Record<SignalCode, string>;
export const signalTitles: Record<SignalCode, string> = Object.fromEntries(
  (SIGNALS as readonly SignalDefinition[]).map((s) => [s.code, s.title]),
) as Record<SignalCode, string>;
