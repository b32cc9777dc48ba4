// The signals of an officer's current companies, for the officer's page: each company's
// signals read within one session, the first few companies only (an officer may hold hundreds
// of appointments); the rest are counted as not checked, never as clean.
import 'server-only';
import { getRegistry, OutOfBudget } from '@/lib/gateway';
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
  const seen = new Map<string, string>();
  for (const item of list.items) {
    const n = item.appointed_to?.company_number;
    if (n && !item.resigned_on && !seen.has(n)) seen.set(n, item.appointed_to?.company_name ?? n);
  }
  const current = list.active_count ?? seen.size;
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
  return { companies, unchecked: Math.max(0, current - chosen.length) };
}
