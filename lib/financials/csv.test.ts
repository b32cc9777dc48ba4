import { describe, expect, it } from 'vitest';
import { financialsCsv } from './csv';
import { emptyFigures } from './figures';

describe('financialsCsv', () => {
  it('names the accounts a comparative year was read from in the last columns', () => {
    const csv = financialsCsv({
      company_number: '01234567',
      periods: [
        {
          period_start: '2023-01-01',
          period_end: '2023-12-31',
          accounts_type: 'small',
          made_up_date: '2023-12-31',
          source: {
            transaction_id: 'Tpaper',
            document_id: 'Dpdf',
            format: 'ixbrl-comparative',
            comparative_of: { transaction_id: 'T2024', document_id: 'D2024', made_up_date: '2024-12-31' },
          },
          figures: { ...emptyFigures(), net_assets: 7_000 },
        },
        {
          period_start: null,
          period_end: '2022-12-31',
          accounts_type: 'small',
          made_up_date: '2022-12-31',
          source: { transaction_id: 'T2022', document_id: null, format: 'pdf' },
          figures: emptyFigures(),
        },
      ],
    });
    const [header, paper, older] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 8)).toEqual([
      'company_number',
      'period_start',
      'period_end',
      'accounts_type',
      'made_up_date',
      'transaction_id',
      'document_id',
      'format',
    ]);
    expect(columns.slice(-2)).toEqual(['comparative_of_transaction_id', 'comparative_of_made_up_date']);
    const row = Object.fromEntries(columns.map((column, index) => [column, paper!.split(',')[index]]));
    expect(row).toMatchObject({
      transaction_id: 'Tpaper',
      format: 'ixbrl-comparative',
      net_assets: '7000',
      comparative_of_transaction_id: 'T2024',
      comparative_of_made_up_date: '2024-12-31',
    });
    expect(older!.endsWith(',,')).toBe(true);
  });
});
