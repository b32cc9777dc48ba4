// One line of a list screened: matched (match.ts), then the matched company's facts and its
// signals (lib/signals), all read through one budgeted session. The row is the API's row; what
// the API leaves out (signals not checked and why, the name that matched) rides beside it.
import 'server-only';
import { isRegistryError } from '@/lib/registry/errors';
import type { CompanySearchItem } from '@/lib/registry/schemas';
import type { RegistrySession } from '@/lib/gateway';
import { readCompanySignals } from '@/lib/signals/service';
import type { Severity, SignalCode } from '@/lib/signals/rules';
import type { ScreenInput } from './input';
import { matchLine, type MatchCandidate, type MatchReader, type ScreenMatch, type SearchCandidate } from './match';

export interface ScreenCompany {
  company_status?: string;
  type?: string;
  date_of_creation?: string;
  postal_code?: string;
  accounts_due_on?: string;
  confirmation_statement_due_on?: string;
  officers_current?: number;
  pscs_current?: number;
}

export interface ScreenSignal {
  code: SignalCode;
  severity: Severity;
}

/** A row of GET /api/screen/{run_id}/results, exactly. */
export interface ScreenRow {
  line: number;
  input: ScreenInput;
  match: ScreenMatch;
  company?: ScreenCompany;
  signals: ScreenSignal[];
}

/** A screened line: the row, and what the pages show beside it. */
export interface ScreenedLine {
  row: ScreenRow;
  /** Signals that could not be checked, with the reason (a capability the registry lacks, the budget). */
  not_checked: { code: SignalCode; reason: string }[];
  matched_name?: string;
  /** Registry calls the line made (cache hits cost nothing). */
  calls: number;
  /** True when a read failed for want of an answer (a refusal, an outage): worth doing again later. */
  incomplete: boolean;
  /** Set when the line could not be screened at all (the registry never answered for it). */
  error?: string;
}

const NO_ANSWER = 'the registry did not answer';

const candidateOf = (item: CompanySearchItem): SearchCandidate => ({
  company_number: item.company_number,
  company_name: item.title ?? item.company_number,
  ...(item.snippet ? { previous_name: item.snippet } : {}),
  ...(item.company_status ? { company_status: item.company_status } : {}),
  ...(item.address?.postal_code ? { postal_code: item.address.postal_code } : {}),
});

/** Matching's reads through a session: the registry's company search, and a company profile. */
export function sessionReader(session: RegistrySession): MatchReader {
  return {
    async search(q, itemsPerPage) {
      try {
        const result = await session.fetch('searchCompanies', {}, { q, items_per_page: itemsPerPage });
        return {
          items: result.data.items.map(candidateOf),
          total: result.data.total_results ?? result.data.items.length,
        };
      } catch (error) {
        // Past the search's window, or a query the registry turns away: nothing found.
        if (
          isRegistryError(error) &&
          (error.kind === 'bad-request' || error.kind === 'range-not-satisfiable' || error.kind === 'not-found')
        ) {
          // The registry answered, and the answer cost a call the session does not see (the gateway keeps no refusals).
          session.budget.record(true);
          return { items: [], total: 0 };
        }
        throw error;
      }
    },
    async company(companyNumber) {
      const profile = (await session.find('companyProfile', { company_number: companyNumber }))?.data;
      if (!profile) {
        // A 404 is a call too (the gateway caches no 404s), which the session does not count: the run's pacing does.
        session.budget.record(true);
        return undefined;
      }
      return {
        company_number: profile.company_number,
        company_name: profile.company_name,
        ...(profile.previous_company_names?.[0]?.name ? { previous_name: profile.previous_company_names[0].name } : {}),
        ...(profile.company_status ? { company_status: profile.company_status } : {}),
      };
    },
  };
}

const count = (
  list:
    { active_count?: number | null; items?: { resigned_on?: string | null; ceased_on?: string | null }[] } | undefined,
) => list?.active_count ?? list?.items?.filter((item) => !item.resigned_on && !item.ceased_on).length;

/** The company's facts for the row: its profile, and its current officers and PSCs counted by the registry. */
async function companyOf(session: RegistrySession, companyNumber: string): Promise<ScreenCompany | undefined> {
  const profile = (await session.find('companyProfile', { company_number: companyNumber }))?.data;
  if (!profile) return undefined;
  // The same first pages the signals read (items_per_page 100 from 0): answered from the cache.
  const [officers, pscs] = await Promise.all([
    session.find('officerList', { company_number: companyNumber }, { items_per_page: 100, start_index: 0 }),
    session.find('pscList', { company_number: companyNumber }, { items_per_page: 100, start_index: 0 }),
  ]);
  const company: ScreenCompany = {};
  const set = <K extends keyof ScreenCompany>(key: K, value: ScreenCompany[K] | null | undefined) => {
    if (value !== undefined && value !== null) company[key] = value;
  };
  set('company_status', profile.company_status);
  set('type', profile.type);
  set('date_of_creation', profile.date_of_creation);
  set('postal_code', profile.registered_office_address?.postal_code);
  set('accounts_due_on', profile.accounts?.next_due ?? profile.accounts?.next_accounts?.due_on);
  set('confirmation_statement_due_on', profile.confirmation_statement?.next_due);
  set('officers_current', count(officers?.data));
  set('pscs_current', pscs ? count(pscs.data) : 0);
  return company;
}

export interface ScreenLineOptions {
  /** The analyst's pick for an ambiguous line, with the candidates it was picked from. */
  pick?: { company_number: string; candidates: MatchCandidate[] };
  /** The UK date signals are judged on. */
  today?: string;
}

/** Screens one line: its match, and the matched company's facts and signals. */
export async function screenLine(
  session: RegistrySession,
  line: number,
  input: ScreenInput,
  options: ScreenLineOptions = {},
): Promise<ScreenedLine> {
  const before = session.budget.spent;
  let match: ScreenMatch;
  let matchedName: string | undefined;
  if (options.pick) {
    const picked = options.pick.candidates.find(
      (candidate) => candidate.company_number === options.pick!.company_number,
    );
    match = {
      how: 'ambiguous',
      company_number: options.pick.company_number,
      ...(picked ? { company_name: picked.company_name, confidence: picked.confidence } : {}),
      candidates: options.pick.candidates,
    };
    matchedName = picked?.company_name;
  } else {
    const result = await matchLine(input, sessionReader(session));
    match = result.match;
    matchedName = result.matched_name;
  }
  const row: ScreenRow = { line, input, match, signals: [] };
  let notChecked: ScreenedLine['not_checked'] = [];
  let incomplete = false;
  if (match.company_number) {
    const company = await companyOf(session, match.company_number);
    if (company) {
      row.company = company;
      const signals = await readCompanySignals(session, match.company_number, options.today);
      if (signals) {
        row.signals = signals.signals.map((signal) => ({ code: signal.code, severity: signal.severity }));
        notChecked = signals.not_checked.map((entry) => ({ code: entry.code, reason: entry.reason }));
        incomplete = notChecked.some((entry) => entry.reason === NO_ANSWER);
      }
    }
  }
  return {
    row,
    not_checked: notChecked,
    ...(matchedName ? { matched_name: matchedName } : {}),
    calls: session.budget.spent - before,
    incomplete,
  };
}
