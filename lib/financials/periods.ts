// A company's financial periods from its accounts filings: the newest accounts first, each read
// from its iXBRL document where it has one, within a budget of document reads; a year with no
// machine-readable accounts of its own (none filed, or filed on paper) from the comparatives the
// next accounts restate for it, saying so.
import { z } from 'zod';
import { emptyFigures, FIGURE_KEYS } from './figures';
import { readAccounts, UnreadableAccountsError, type AccountsReading, type PeriodFigures } from './ixbrl/read';
import { CallBudget } from '@/lib/gateway/session';

export const IXBRL_TYPE = 'application/xhtml+xml';

/**
 * Where a period's figures come from: `ixbrl` the filing's iXBRL; `ixbrl-comparative` the next
 * accounts' comparatives (no filing for the year, or a paper one: `source.comparative_of` names the
 * accounts read); `pdf` a filing with no machine-readable accounts (paper) and no next accounts
 * restating it; `unreadable` iXBRL that could not be read; `unavailable` not read (budget, registry failure).
 */
export const SOURCE_FORMATS = ['ixbrl', 'ixbrl-comparative', 'pdf', 'unreadable', 'unavailable'] as const;
export type SourceFormat = (typeof SOURCE_FORMATS)[number];

const figureSchema = z.number().nullable();
export const financialPeriodSchema = z.object({
  period_start: z.string().nullable(),
  period_end: z.string(),
  accounts_type: z.string().nullable(),
  made_up_date: z.string(),
  source: z.object({
    transaction_id: z.string(),
    document_id: z.string().nullable(),
    format: z.enum(SOURCE_FORMATS),
    /** Why an `unreadable` document could not be read (too large, nested too deep, no facts…). */
    reason: z.string().optional(),
    /**
     * For `ixbrl-comparative`: the accounts whose comparatives the figures were read from (the next
     * accounts). The period's own filing, where it has one (a paper filing), keeps `transaction_id`.
     */
    comparative_of: z
      .object({ transaction_id: z.string(), document_id: z.string().nullable(), made_up_date: z.string() })
      .optional(),
  }),
  /** Figures the accounts tag but whose facts could not be read (null in `figures`); absent when none. */
  unreadable_figures: z.array(z.enum(FIGURE_KEYS)).optional(),
  figures: z.object(
    Object.fromEntries(FIGURE_KEYS.map((key) => [key, figureSchema])) as Record<
      (typeof FIGURE_KEYS)[number],
      typeof figureSchema
    >,
  ),
});
export const companyFinancialsSchema = z.object({
  company_number: z.string(),
  periods: z.array(financialPeriodSchema),
});
export type FinancialPeriod = z.infer<typeof financialPeriodSchema>;
export type CompanyFinancials = z.infer<typeof companyFinancialsSchema>;

/** An accounts filing from the company's history, as the periods need it. */
export interface AccountsFilingRef {
  readonly transaction_id: string;
  /** Date filed. */
  readonly date: string;
  readonly made_up_date: string;
  readonly accounts_type: string | null;
  readonly document_id: string | null;
}

/** Reads a filing's document (lib/documents on the app; fixtures in tests). */
export interface AccountsDocumentSource {
  /** The MIME types the document is available in; undefined when the registry has no such document. */
  formats(documentId: string): Promise<readonly string[] | undefined>;
  /** The document's iXBRL (XHTML) text. */
  ixbrl(documentId: string): Promise<string>;
}

/** What a document gave: parsed figures, no iXBRL, or iXBRL that would not parse. Documents never change, so this is cached for good. */
export type DocumentReading =
  | { readonly kind: 'ixbrl'; readonly reading: AccountsReading }
  | { readonly kind: 'pdf' }
  | { readonly kind: 'unreadable'; readonly reason?: string };

export interface ReadingCache {
  get(documentId: string): DocumentReading | undefined;
  set(documentId: string, reading: DocumentReading): void;
}

export interface PeriodOptions {
  /** Accounts read, newest first (default 6). */
  readonly periods?: number;
  /** Document requests allowed (metadata and content each count; a session's budget); none: no limit. */
  readonly budget?: CallBudget;
  readonly cache?: ReadingCache;
}

/** Reads one document: its formats, then its iXBRL when it has one. Returns undefined when it could not be fetched. */
async function readDocument(
  source: AccountsDocumentSource,
  documentId: string,
  spend: (calls: number) => boolean,
  cache: ReadingCache | undefined,
): Promise<DocumentReading | undefined> {
  const cached = cache?.get(documentId);
  if (cached) return cached;
  if (!spend(1)) return undefined;
  const formats = await source.formats(documentId);
  if (formats === undefined) return undefined;
  let result: DocumentReading;
  if (!formats.includes(IXBRL_TYPE)) result = { kind: 'pdf' };
  else {
    if (!spend(1)) return undefined;
    try {
      // A document too large to fetch is unreadable too, for good: it will not get smaller.
      result = { kind: 'ixbrl', reading: readAccounts(await source.ixbrl(documentId)) };
    } catch (error) {
      if (!(error instanceof UnreadableAccountsError)) throw error;
      result = { kind: 'unreadable', reason: error.message };
    }
  }
  cache?.set(documentId, result);
  return result;
}

/** A reading's unreadable figures as the period states them: only when there are some. */
const unreadableOf = (figures: PeriodFigures) =>
  figures.unreadable ? { unreadable_figures: [...figures.unreadable] } : {};

const nextDay = (date: string) => new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);

/** The company's periods, newest first. Failures of single documents become that period's `unavailable`, never the whole answer's. */
export async function financialPeriods(
  filings: readonly AccountsFilingRef[],
  source: AccountsDocumentSource,
  { periods = 6, budget = new CallBudget(), cache }: PeriodOptions = {},
  onError: (error: unknown, filing: AccountsFilingRef) => void = () => {},
): Promise<FinancialPeriod[]> {
  // One filing per made-up date: the latest filed (amended accounts replace the originals).
  const byEnd = new Map<string, AccountsFilingRef>();
  for (const filing of filings) {
    const seen = byEnd.get(filing.made_up_date);
    if (!seen || filing.date > seen.date) byEnd.set(filing.made_up_date, filing);
  }
  const ordered = [...byEnd.values()].sort((a, b) => (a.made_up_date < b.made_up_date ? 1 : -1));
  const chosen = ordered.slice(0, periods);

  const spend = (calls: number) => budget.take(calls);
  const readings = await Promise.all(
    chosen.map(async (filing) => {
      if (!filing.document_id) return { kind: 'pdf' } as const;
      try {
        return await readDocument(source, filing.document_id, spend, cache);
      } catch (error) {
        onError(error, filing);
        return undefined;
      }
    }),
  );

  // Each year's figures as the next accounts restate them, by the comparative period's end: the
  // nearest newer accounts that restate it (a later pair of accounts restating it too would be older news).
  const restated = new Map<string, { filing: AccountsFilingRef; figures: PeriodFigures }>();
  chosen.forEach((filing, index) => {
    const read = readings[index];
    const comparative = read?.kind === 'ixbrl' ? read.reading.comparative : undefined;
    if (!comparative || comparative.end >= filing.made_up_date) return;
    // Newest first: a later (older) filing restating the same year is the nearer one.
    restated.set(comparative.end, { filing, figures: comparative });
  });
  const comparativeSource = (filing: AccountsFilingRef) => ({
    format: 'ixbrl-comparative' as const,
    comparative_of: {
      transaction_id: filing.transaction_id,
      document_id: filing.document_id,
      made_up_date: filing.made_up_date,
    },
  });

  const result: FinancialPeriod[] = chosen.map((filing, index) => {
    const read = readings[index];
    const olderFiling = ordered[ordered.indexOf(filing) + 1];
    const derivedStart = olderFiling ? nextDay(olderFiling.made_up_date) : null;
    const base = {
      accounts_type: filing.accounts_type,
      made_up_date: filing.made_up_date,
      period_end: filing.made_up_date,
      period_start: derivedStart,
    };
    const sourceOf = (format: SourceFormat, reason?: string) => ({
      transaction_id: filing.transaction_id,
      document_id: filing.document_id,
      format,
      ...(reason === undefined ? {} : { reason }),
    });
    if (!read) return { ...base, source: sourceOf('unavailable'), figures: emptyFigures() };
    if (read.kind === 'unreadable')
      return { ...base, source: sourceOf('unreadable', read.reason), figures: emptyFigures() };
    if (read.kind === 'pdf') {
      // Paper accounts: their figures as the next accounts restate them, where those were read.
      const next = restated.get(filing.made_up_date);
      if (!next) return { ...base, source: sourceOf('pdf'), figures: emptyFigures() };
      return {
        ...base,
        period_start: next.figures.start ?? derivedStart,
        source: {
          transaction_id: filing.transaction_id,
          document_id: filing.document_id,
          ...comparativeSource(next.filing),
        },
        figures: next.figures.figures,
        ...unreadableOf(next.figures),
      };
    }
    const { current } = read.reading;
    return {
      ...base,
      period_end: current.end,
      period_start: current.start ?? derivedStart,
      source: sourceOf('ixbrl'),
      figures: current.figures,
      ...unreadableOf(current),
    };
  });

  // Comparatives fill a year with no accounts made up to it as a period of its own.
  const known = new Set([...byEnd.keys(), ...result.map((period) => period.period_end)]);
  chosen.forEach((filing, index) => {
    const read = readings[index];
    if (read?.kind !== 'ixbrl' || !read.reading.comparative) return;
    const { comparative } = read.reading;
    if (known.has(comparative.end)) return;
    known.add(comparative.end);
    result.push({
      period_start: comparative.start,
      period_end: comparative.end,
      accounts_type: filing.accounts_type,
      made_up_date: comparative.end,
      source: { transaction_id: filing.transaction_id, document_id: filing.document_id, ...comparativeSource(filing) },
      figures: comparative.figures,
      ...unreadableOf(comparative),
    });
  });
  return result.sort((a, b) => (a.period_end < b.period_end ? 1 : a.period_end > b.period_end ? -1 : 0));
}
