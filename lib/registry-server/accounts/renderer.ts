// The embedded Document API's iXBRL content type: the accounts document of an electronically filed
// AA filing, made on request from the filing, its company and the accounts filed before it.
import { accountsTypeOf } from '@/lib/registry/accounts-type';
import { generateAccountsIxbrl, hasIxbrl, IXBRL_MIME_TYPE } from './ixbrl';
import type { AccountsFiling } from './model';

interface FilingItem {
  readonly transaction_id: string;
  readonly type?: string;
  readonly date?: string;
  readonly description?: string;
  readonly paper_filed?: boolean;
  readonly description_values?: { readonly made_up_date?: string } | Record<string, unknown>;
  readonly links?: { readonly self?: string };
}

/** What the renderer reads: the shape of the Document API's DocumentSource it needs. */
export interface IxbrlRenderSource {
  readonly companyNumber: string;
  readonly filing: FilingItem;
  readonly company: { readonly company_name?: string; readonly date_of_creation?: string } | undefined;
  readonly store: {
    filings(companyNumber: string, categories: readonly string[] | undefined, limit: number, offset: number): string[];
  };
}

const madeUpDateOf = (filing: FilingItem) => {
  const value = (filing.description_values as { made_up_date?: unknown } | undefined)?.made_up_date;
  return typeof value === 'string' ? value : undefined;
};

const nextDay = (date: string) => new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);

/** The filing as the generator sees it; undefined when it is not accounts with a made-up date. */
export function accountsFilingOf(source: IxbrlRenderSource): AccountsFiling | undefined {
  const { filing, companyNumber } = source;
  const madeUpDate = madeUpDateOf(filing);
  const accountsType = accountsTypeOf(filing.description);
  if (!madeUpDate || !accountsType) return undefined;
  // Every accounts filing of the company, newest made-up date first: the one before this, and the latest (which sizes the company).
  const accounts = source.store
    .filings(companyNumber, ['accounts'], 1000, 0)
    .map((body) => JSON.parse(body) as FilingItem)
    .map((item) => ({ item, made: madeUpDateOf(item), type: accountsTypeOf(item.description) }))
    .filter((entry): entry is { item: FilingItem; made: string; type: string } => !!entry.made && !!entry.type)
    .sort((a, b) => (a.made < b.made ? 1 : a.made > b.made ? -1 : 0));
  const previous = accounts.find((entry) => entry.made < madeUpDate);
  const creation = source.company?.date_of_creation;
  return {
    companyNumber,
    companyName: source.company?.company_name ?? companyNumber,
    transactionId: filing.transaction_id,
    filedOn: filing.date ?? madeUpDate,
    madeUpDate,
    accountsType,
    periodStart: previous ? nextDay(previous.made) : creation && creation < madeUpDate ? creation : madeUpDate,
    ...(previous ? { previous: { madeUpDate: previous.made, accountsType: previous.type } } : {}),
    sizeType: accounts[0]?.type ?? accountsType,
  };
}

export const ixbrlRenderer = {
  mimeType: IXBRL_MIME_TYPE,
  applies: (source: IxbrlRenderSource) => hasIxbrl(source.filing) && madeUpDateOf(source.filing) !== undefined,
  async render(source: IxbrlRenderSource): Promise<Uint8Array> {
    const filing = accountsFilingOf(source);
    if (!filing) throw new Error(`filing ${source.filing.transaction_id} has no accounts to render`);
    return new TextEncoder().encode(generateAccountsIxbrl(filing));
  },
};
