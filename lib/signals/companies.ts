// The signals of an officer's or a person's current companies, for their page: each company's
// signals read within one session, the first few companies only (an officer may hold hundreds
// of appointments); the rest are counted as not checked, never as clean.
import 'server-only';
import { getRegistry, OutOfBudget, type RegistrySession } from '@/lib/gateway';
import type { AppointmentList } from '@/lib/registry/schemas';
import { readCompanySignals, type CompanySignals } from './service';

/** Companies checked on one officer page. */
export const OFFICER_COMPANIES_CHECKED = 20;
/** Calls the officer page's signals may make on a metered registry. */
export const OFFICER_SIGNALS_MAX_CALLS = 150;

export interface CompaniesSignals {
  companies: { company_number: string; company_name: string; result?: CompanySignals; not_read?: string }[];
  /** Current companies beyond those checked. */
  unchecked: number;
}

export async function officerCompaniesSignals(officerId: string): Promise<CompaniesSignals | undefined> {
  const session = getRegistry().session({ maxCalls: OFFICER_SIGNALS_MAX_CALLS });
  const list = (
    await session.find('officerAppointments', { officer_id: officerId }, { items_per_page: 50, filter: 'active' })
  )?.data as AppointmentList | undefined;
  if (!list) return undefined;
  const current = list.items
    .filter((item) => !item.resigned_on && item.appointed_to?.company_number)
    .map((item) => ({
      company_number: item.appointed_to!.company_number!,
      company_name: item.appointed_to?.company_name,
    }));
  return companiesSignals(session, current, list.active_count);
}

/**
 * The signals of a person's current companies (appointments and PSC entries, across all their
 * records), for the person's page.
 */
export async function personCompaniesSignals(
  current: { company_number: string; company_name?: string }[],
): Promise<CompaniesSignals> {
  return companiesSignals(getRegistry().session({ maxCalls: OFFICER_SIGNALS_MAX_CALLS }), current);
}

async function companiesSignals(
  session: RegistrySession,
  current: { company_number: string; company_name?: string }[],
  total?: number,
): Promise<CompaniesSignals> {
  const seen = new Map<string, string>();
  for (const c of current)
    if (!seen.has(c.company_number)) seen.set(c.company_number, c.company_name ?? c.company_number);
  const chosen = [...seen].slice(0, OFFICER_COMPANIES_CHECKED);
  const companies: CompaniesSignals['companies'] = [];
  for (const [company_number, company_name] of chosen) {
    try {
      const result = await readCompanySignals(session, company_number);
      companies.push(
        result ? { company_number, company_name, result } : { company_number, company_name, not_read: 'not found' },
      );
    } catch (error) {
      if (!(error instanceof OutOfBudget)) throw error;
      companies.push({ company_number, company_name, not_read: 'the registry call budget ran out' });
    }
  }
  return { companies, unchecked: Math.max(0, (total ?? seen.size) - chosen.length) };
}
