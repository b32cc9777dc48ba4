import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CallBudget } from '@/lib/gateway/session';
import { boundedCache } from '@/lib/server/bounded-cache';
import { hostileNested, withFacts } from './ixbrl/__fixtures__/hostile';
import { UnreadableAccountsError } from './ixbrl/read';
import { financialPeriods, type AccountsDocumentSource, type AccountsFilingRef, type DocumentReading } from './periods';

const fixture = (name: string) => readFileSync(join(__dirname, 'ixbrl', '__fixtures__', name), 'utf8');

/** Documents by id: iXBRL text, or 'pdf' for a PDF-only document; counts the calls. */
function source(documents: Record<string, string>) {
  const calls: string[] = [];
  const reader: AccountsDocumentSource = {
    async formats(id) {
      calls.push(`formats ${id}`);
      const doc = documents[id];
      if (doc === undefined) return undefined;
      if (doc === 'fail') throw new Error('registry down');
      return doc === 'pdf' ? ['application/pdf'] : ['application/pdf', 'application/xhtml+xml'];
    },
    async ixbrl(id) {
      calls.push(`ixbrl ${id}`);
      // What the document source throws for a body past its cap.
      if (documents[id] === 'huge') throw new UnreadableAccountsError('document larger than 10485760 bytes');
      return documents[id]!;
    },
  };
  return { reader, calls };
}

const filing = (id: string, made: string, date: string, type = 'micro-entity'): AccountsFilingRef => ({
  transaction_id: `T${id}`,
  date,
  made_up_date: made,
  accounts_type: type,
  document_id: id,
});

describe('financialPeriods', () => {
  it('reads the newest accounts first and tells iXBRL, PDF and unreadable documents apart', async () => {
    const { reader } = source({ a: fixture('micro-uk-core.xhtml'), b: 'pdf', c: fixture('not-ixbrl.html') });
    const periods = await financialPeriods(
      [
        filing('c', '2020-08-31', '2021-01-05'),
        filing('a', '2022-08-31', '2023-01-05'),
        filing('b', '2021-08-30', '2022-01-05'),
      ],
      reader,
    );
    expect(periods.map((p) => [p.period_end, p.source.format])).toEqual([
      ['2022-08-31', 'ixbrl'],
      ['2021-08-30', 'pdf'],
      ['2021-08-03', 'ixbrl-comparative'],
      ['2020-08-31', 'unreadable'],
    ]);
    expect(periods[0]!.figures.net_assets).toBe(40_711);
    expect(periods[0]!.period_start).toBe('2021-08-04');
    // A paper year the next accounts restate no figures for (their comparatives end on 2021-08-03,
    // a column of its own) keeps its own column, empty.
    expect(periods[1]!.figures.net_assets).toBeNull();
    expect(periods[1]!.source).not.toHaveProperty('comparative_of');
    expect(periods[1]!.period_start).toBe('2020-09-01');
  });

  it('reads a paper year from the next accounts’ comparatives for its made-up date, keeping its own filing', async () => {
    const { reader } = source({ a: fixture('micro-uk-core.xhtml'), b: 'pdf', c: 'pdf' });
    const periods = await financialPeriods(
      [
        filing('c', '2020-08-31', '2021-01-05'),
        filing('a', '2022-08-31', '2023-01-05'),
        filing('b', '2021-08-03', '2022-01-05'),
      ],
      reader,
    );
    expect(periods.map((p) => [p.period_end, p.source.format, p.source.transaction_id])).toEqual([
      ['2022-08-31', 'ixbrl', 'Ta'],
      ['2021-08-03', 'ixbrl-comparative', 'Tb'],
      // Nothing newer restates 2020: still paper, still empty.
      ['2020-08-31', 'pdf', 'Tc'],
    ]);
    const paper = periods[1]!;
    expect(paper.source).toEqual({
      transaction_id: 'Tb',
      document_id: 'b',
      format: 'ixbrl-comparative',
      comparative_of: { transaction_id: 'Ta', document_id: 'a', made_up_date: '2022-08-31' },
    });
    expect(paper.made_up_date).toBe('2021-08-03');
    expect(paper.figures.net_assets).toBe(23_100);
    expect(periods[0]!.source).not.toHaveProperty('comparative_of');
    expect(periods[2]!.figures.net_assets).toBeNull();
  });

  it('leaves a paper year as paper when the next accounts were not read', async () => {
    const { reader } = source({ a: fixture('micro-uk-core.xhtml'), b: 'pdf' });
    const periods = await financialPeriods(
      [filing('a', '2022-08-31', '2023-01-05'), filing('b', '2021-08-03', '2022-01-05')],
      reader,
      // The newer document's metadata only: its iXBRL is past the budget.
      { budget: new CallBudget(2) },
    );
    const formats = Object.fromEntries(periods.map((p) => [p.source.transaction_id, p.source.format]));
    expect(formats.Tb).toBe('pdf');
    expect(formats.Ta).toBe('unavailable');
    expect(periods.every((p) => p.figures.net_assets === null)).toBe(true);
  });

  it('fills a year from comparatives only where no accounts were filed for it', async () => {
    const { reader } = source({ a: fixture('micro-uk-core.xhtml') });
    const periods = await financialPeriods([filing('a', '2022-08-31', '2023-01-05')], reader);
    expect(periods.map((p) => [p.period_end, p.source.format, p.source.transaction_id])).toEqual([
      ['2022-08-31', 'ixbrl', 'Ta'],
      ['2021-08-03', 'ixbrl-comparative', 'Ta'],
    ]);
    expect(periods[1]!.figures.net_assets).toBe(23_100);
    expect(periods[1]!.source.comparative_of).toEqual({
      transaction_id: 'Ta',
      document_id: 'a',
      made_up_date: '2022-08-31',
    });
  });

  it('keeps the latest filing for a made-up date (amended accounts) and at most the periods asked for', async () => {
    const { reader, calls } = source({ old: 'pdf', amended: fixture('micro-uk-core.xhtml'), x: 'pdf', y: 'pdf' });
    const periods = await financialPeriods(
      [
        filing('old', '2022-08-31', '2023-01-05'),
        filing('amended', '2022-08-31', '2023-06-01'),
        filing('x', '2020-08-31', '2021-01-01'),
        filing('y', '2019-08-31', '2020-01-01'),
      ],
      reader,
      { periods: 2 },
    );
    expect(periods.map((p) => p.source.document_id)).toEqual(['amended', 'amended', 'x']);
    expect(calls).not.toContain('formats y');
  });

  it('stops reading documents at the budget and says so per period', async () => {
    const { reader } = source({ a: fixture('micro-uk-core.xhtml'), b: fixture('full-thousands.xhtml') });
    const periods = await financialPeriods(
      [filing('a', '2022-08-31', '2023-01-05'), filing('b', '2024-12-31', '2025-03-05', 'full')],
      reader,
      { budget: new CallBudget(3) },
    );
    expect(periods.filter((p) => p.source.format === 'unavailable')).toHaveLength(1);
    expect(periods.filter((p) => p.source.format === 'ixbrl')).toHaveLength(1);
  });

  it('caches what documents gave (they never change) and turns a failing registry into an unavailable period', async () => {
    const cache = boundedCache<DocumentReading>(`test.readings.${Math.random()}`, { maxEntries: 10 });
    const { reader, calls } = source({ a: fixture('micro-uk-core.xhtml'), f: 'fail' });
    const errors: unknown[] = [];
    const list = [filing('a', '2022-08-31', '2023-01-05'), filing('f', '2023-08-31', '2024-01-05')];
    const first = await financialPeriods(list, reader, { cache }, (error) => errors.push(error));
    expect(first[0]!.source.format).toBe('unavailable');
    expect(errors).toHaveLength(1);
    const count = calls.length;
    const second = await financialPeriods(list, reader, { cache });
    expect(second[1]!.figures).toEqual(first[1]!.figures);
    expect(calls.slice(count)).toEqual(['formats f']);
  });

  it('shows a filing without a document as having no machine-readable accounts', async () => {
    const { reader, calls } = source({});
    const periods = await financialPeriods([{ ...filing('a', '2022-08-31', '2023-01-05'), document_id: null }], reader);
    expect(periods[0]!.source.format).toBe('pdf');
    expect(calls).toEqual([]);
  });

  it('says why a document could not be read, caches it, and names figures whose facts could not be read', async () => {
    const cache = boundedCache<DocumentReading>(`test.readings.${Math.random()}`, { maxEntries: 10 });
    const { reader, calls } = source({
      deep: hostileNested(20_000),
      huge: 'huge',
      odd: withFacts([
        { concept: 'NetAssetsLiabilities', text: '1', scale: '99999' },
        { concept: 'CashBankOnHand', text: '40' },
      ]),
    });
    const list = [
      filing('deep', '2022-03-31', '2022-06-01'),
      filing('huge', '2023-03-31', '2023-06-01'),
      filing('odd', '2024-03-31', '2024-06-01'),
    ];
    const periods = await financialPeriods(list, reader, { cache });
    expect(periods.map((p) => [p.source.format, p.source.reason])).toEqual([
      ['ixbrl', undefined],
      ['unreadable', 'document larger than 10485760 bytes'],
      ['unreadable', 'elements nested more than 200 deep'],
    ]);
    expect(periods[0]!.figures).toMatchObject({ net_assets: null, cash: 40 });
    expect(periods[0]!.unreadable_figures).toEqual(['net_assets']);
    expect(periods[1]).not.toHaveProperty('unreadable_figures');
    expect(JSON.stringify(periods)).not.toMatch(/Infinity|NaN/);
    const count = calls.length;
    await financialPeriods(list, reader, { cache });
    expect(calls.slice(count)).toEqual([]);
  });
});
