import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyFigures } from '@/lib/financials/figures';
import type { FinancialPeriod } from '@/lib/financials/periods';
import { FinancialsChart } from './financials-chart';
import { FinancialsTable } from './financials-table';

const periods: FinancialPeriod[] = [
  {
    period_start: '2023-04-01',
    period_end: '2024-03-31',
    accounts_type: 'micro-entity',
    made_up_date: '2024-03-31',
    source: { transaction_id: 'T1', document_id: 'D1', format: 'ixbrl' },
    figures: { ...emptyFigures(), net_assets: -2_000, cash: 0, turnover: 50_000 },
  },
  {
    period_start: null,
    period_end: '2023-03-31',
    accounts_type: 'micro-entity',
    made_up_date: '2023-03-31',
    source: { transaction_id: 'T0', document_id: null, format: 'pdf' },
    figures: emptyFigures(),
  },
];

describe('FinancialsTable', () => {
  it('draws one column per period, newest first, each cell a linked figure or the reason there is none', () => {
    const html = renderToStaticMarkup(<FinancialsTable companyNumber="01234567" periods={periods} />);
    expect(html.indexOf('31 March 2024')).toBeLessThan(html.indexOf('31 March 2023'));
    expect(html).toContain('href="/api/documents/D1/content?format=xhtml"');
    expect(html).toContain('−£2,000');
    expect(html).toContain('£0');
    expect(html).toContain('not disclosed');
    expect(html).toContain('paper filing');
    expect((html.match(/<tr /g) ?? []).length).toBe(13);
  });
});

describe('FinancialsChart', () => {
  it('draws SVG panels with a native tooltip per point, turnover only when disclosed', () => {
    const html = renderToStaticMarkup(<FinancialsChart periods={periods} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('Net assets and cash');
    expect(html).toContain('Turnover and profit');
    expect(html).toContain('<title>Net assets, 31 March 2024: −£2,000</title>');
    const none = renderToStaticMarkup(<FinancialsChart periods={[periods[1]!]} />);
    expect(none).toBe('');
  });
});

describe('a paper year read from the next accounts’ comparatives', () => {
  const paper: FinancialPeriod = {
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
  };
  const list: FinancialPeriod[] = [
    {
      ...periods[0]!,
      period_end: '2024-12-31',
      made_up_date: '2024-12-31',
      source: { transaction_id: 'T2024', document_id: 'D2024', format: 'ixbrl' },
    },
    paper,
  ];

  it('says where each figure came from instead of "paper filing"', () => {
    const html = renderToStaticMarkup(<FinancialsTable companyNumber="01234567" periods={list} />);
    expect(html).not.toContain('paper filing');
    expect(html).toContain('£7,000');
    expect(html).toContain('from the 2024 accounts');
    expect(html).toContain('not in the 2024 accounts');
    expect(html).toContain('filed on paper');
    expect(html).toContain('Restated in the comparatives of the accounts made up to 31 December 2024');
    expect(html).not.toContain('/api/documents/Dpdf/');
  });

  it('names the accounts a charted point was read from', () => {
    const html = renderToStaticMarkup(<FinancialsChart periods={list} />);
    expect(html).toContain('<title>Net assets, 31 December 2023: £7,000 (from the 2024 accounts)</title>');
    expect(html).toContain('<title>Net assets, 31 December 2024: −£2,000</title>');
  });
});

describe('the chart’s time axis', () => {
  const year = (end: string, netAssets: number): FinancialPeriod => ({
    period_start: null,
    period_end: end,
    accounts_type: 'micro-entity',
    made_up_date: end,
    source: { transaction_id: `T${end}`, document_id: `D${end}`, format: 'ixbrl' },
    figures: { ...emptyFigures(), net_assets: netAssets, cash: netAssets / 2 },
  });

  it('breaks the lines across a missing stretch of years, shades it and says so', () => {
    const list = ['2021-03-31', '2020-03-31', '2017-03-31', '2016-03-31'].map((end, index) =>
      year(end, 1_000 * (index + 1)),
    );
    const html = renderToStaticMarkup(<FinancialsChart periods={list} />);
    const netAssets = html.slice(html.indexOf('data-series="net_assets"'), html.indexOf('data-series="cash"'));
    expect((netAssets.match(/<polyline /g) ?? []).length).toBe(2);
    expect(html).toContain('data-gap="2017-03-31/2020-03-31"');
    expect(html).toContain('No figures between 31 March 2017 and 31 March 2020');
    const consecutive = renderToStaticMarkup(<FinancialsChart periods={list.slice(0, 2)} />);
    expect(consecutive).not.toContain('data-gap');
    expect((consecutive.match(/<polyline /g) ?? []).length).toBe(2);
  });
});
