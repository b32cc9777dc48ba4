// Financial periods for the app: the company's accounts filings through the gateway (cache, budget
// and per-client costs as every other read), each recent document through lib/documents, within a
// per-company budget on a remote registry; what documents gave is cached for good.
import 'server-only';
import { documentIdOf } from '@/lib/documents/formats';
import { env } from '@/lib/env';
import { findResource, getRegistry } from '@/lib/gateway';
import { appLog, describeError } from '@/lib/gateway/log';
import type { FilingHistoryItem } from '@/lib/registry/schemas';
import { accountsTypeOf } from '@/lib/registry/accounts-type';
import { accountsDocumentSource } from './document-source';
import {
  financialPeriods,
  readingCache,
  type AccountsFilingRef,
  type CompanyFinancials,
  type ReadingCache,
} from './periods';

const CACHE = Symbol.for('registry-browser.financials-cache');
const cache = (): ReadingCache => ((globalThis as { [CACHE]?: ReadingCache })[CACHE] ??= readingCache());

/** The history's annual accounts (AA, amended ones too) that say what date they are made up to. */
export function accountsFilings(items: readonly FilingHistoryItem[]): AccountsFilingRef[] {
  const out: AccountsFilingRef[] = [];
  for (const item of items) {
    if (item.type !== 'AA' && !item.description.startsWith('accounts-amended')) continue;
    const made = (item.description_values as { made_up_date?: unknown } | undefined)?.made_up_date;
    if (typeof made !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(made)) continue;
    out.push({
      transaction_id: item.transaction_id,
      date: item.date,
      made_up_date: made,
      accounts_type: accountsTypeOf(item.description) ?? null,
      document_id: documentIdOf(item.links?.document_metadata) ?? null,
    });
  }
  return out;
}

export interface FinancialsRequest {
  /** Accounts read, newest first (default 6). */
  periods?: number;
}

/** The company's financial periods, newest first; undefined when the register has no such company. */
export async function financialsOf(
  companyNumber: string,
  { periods = 6 }: FinancialsRequest = {},
): Promise<CompanyFinancials | undefined> {
  const history = await findResource(
    'filingHistoryList',
    { company_number: companyNumber },
    { category: ['accounts'], items_per_page: 100 },
  );
  if (!history) {
    // Some registries answer 404 for a company with no filings: only an unknown company is "not found".
    const profile = await findResource('companyProfile', { company_number: companyNumber });
    return profile ? { company_number: companyNumber, periods: [] } : undefined;
  }
  const remote = getRegistry().mode === 'remote';
  const found = await financialPeriods(
    accountsFilings(history.data.items),
    accountsDocumentSource(),
    { periods, cache: cache(), maxRequests: remote ? env().FINANCIALS_MAX_REQUESTS - 1 : undefined },
    (error, filing) =>
      appLog(
        'warn',
        `financials: ${companyNumber} accounts ${filing.transaction_id} not read: ${describeError(error)}`,
      ),
  );
  return { company_number: companyNumber, periods: found };
}
