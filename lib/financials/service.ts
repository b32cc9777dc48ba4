// Financial periods for the app: the company's accounts filings through the gateway (cache, budget
// and per-client costs as every other read), each recent document through lib/documents, within a
// per-company budget on a remote registry; what documents gave is cached for good.
import 'server-only';
import { documentIdOf } from '@/lib/documents/formats';
import { env } from '@/lib/env';
import { findResource, getRegistry } from '@/lib/gateway';
import { appLog, describeError } from '@/lib/gateway/log';
import { boundedCache } from '@/lib/server/bounded-cache';
import type { FilingHistoryItem } from '@/lib/registry/schemas';
import { accountsTypeOf } from '@/lib/registry/accounts-type';
import { accountsDocumentSource } from './document-source';
import { financialPeriods, type AccountsFilingRef, type CompanyFinancials, type DocumentReading } from './periods';

/** What each accounts document gave: documents never change once filed, so nothing invalidates them. */
const readings = () => boundedCache<DocumentReading>('financials.readings', { maxEntries: 5000 });

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
  /** The request's signal: once its client has gone no more documents are read. */
  signal?: AbortSignal;
}

/** The company's financial periods, newest first; undefined when the register has no such company. */
export async function financialsOf(
  companyNumber: string,
  { periods = 6, signal }: FinancialsRequest = {},
): Promise<CompanyFinancials | undefined> {
  // The filing history, then each accounts document's metadata and iXBRL: one budget on a metered registry.
  const session = getRegistry().session({ maxCalls: env().FINANCIALS_MAX_REQUESTS, signal });
  const history = await session.find(
    'filingHistoryList',
    { company_number: companyNumber },
    { category: ['accounts'], items_per_page: 100 },
  );
  if (!history) {
    // Some registries answer 404 for a company with no filings: only an unknown company is "not found".
    const profile = await findResource('companyProfile', { company_number: companyNumber });
    return profile ? { company_number: companyNumber, periods: [] } : undefined;
  }
  const found = await financialPeriods(
    accountsFilings(history.data.items),
    accountsDocumentSource(),
    { periods, cache: readings(), budget: session.budget },
    (error, filing) =>
      appLog(
        'warn',
        `financials: ${companyNumber} accounts ${filing.transaction_id} not read: ${describeError(error)}`,
      ),
  );
  return { company_number: companyNumber, periods: found };
}
