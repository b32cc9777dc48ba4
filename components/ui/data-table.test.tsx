import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, DataTableSkeleton, type Column } from './data-table';

interface Charge {
  id: string;
  title: string;
  status: string;
  delivered: string;
}

// As the charges list declares them: the delivery date hidden on phones before cards came.
const columns: Column<Charge>[] = [
  {
    key: 'charge',
    header: 'Charge',
    className: 'min-w-40',
    cell: (charge) => <a href={`/charge/${charge.id}`}>{charge.title}</a>,
  },
  {
    key: 'delivered',
    header: 'Delivered',
    className: 'whitespace-nowrap max-sm:hidden',
    cell: (charge) => charge.delivered,
  },
  { key: 'status', header: <abbr title="Status">St.</abbr>, label: 'Status', cell: (charge) => charge.status },
];
const rows: Charge[] = [
  { id: 'a1', title: 'Charge code 0001', status: 'Outstanding', delivered: '3 May 2020' },
  { id: 'b2', title: 'Charge code 0002', status: 'Fully satisfied', delivered: '9 June 2011' },
];

/** Each body cell as its label (data-label), its classes and its text. */
function cells(html: string) {
  const body = html.slice(html.indexOf('<tbody'));
  return [...body.matchAll(/<td(?: data-label="([^"]*)")? class="([^"]*)">(.*?)<\/td>/g)].map(
    ([, label, className, inner]) => ({
      label,
      className: className!,
      text: inner!.replace(/<[^>]+>/g, ''),
    }),
  );
}

describe('DataTable', () => {
  const html = renderToStaticMarkup(
    <DataTable caption="Charges" columns={columns} rows={rows} rowKey={(charge) => charge.id} />,
  );

  it('is a table with a caption and column headers', () => {
    expect(html).toContain('<caption class="sr-only">Charges</caption>');
    expect([...html.matchAll(/<th scope="col"/g)]).toHaveLength(3);
  });

  it('labels every value but the first with its column, for the cards on a phone', () => {
    expect(cells(html).map(({ label, text }) => [label, text])).toEqual([
      [undefined, 'Charge code 0001'],
      ['Delivered', '3 May 2020'],
      ['Status', 'Outstanding'],
      [undefined, 'Charge code 0002'],
      ['Delivered', '9 June 2011'],
      ['Status', 'Fully satisfied'],
    ]);
  });

  it('keeps on phones the columns that were hidden there, keeping their other classes', () => {
    expect(html).not.toContain('max-sm:hidden');
    expect(cells(html)[1]!.className).toContain('whitespace-nowrap');
  });

  it('lays rows out as cards only on a phone screen, never on paper', () => {
    expect(html).toMatch(/<table class="[^"]*\bphone:block\b/);
    expect(html).toMatch(/<thead class="[^"]*\bphone:sr-only\b/);
    expect(cells(html)[0]!.className).toContain('phone:block');
    expect(cells(html)[1]!.className).toContain('phone:before:content-[attr(data-label)');
  });

  it('shows what it is given for an empty list', () => {
    expect(
      renderToStaticMarkup(
        <DataTable
          caption="Charges"
          columns={columns}
          rows={[]}
          rowKey={(charge) => charge.id}
          empty={<p>No charges</p>}
        />,
      ),
    ).toBe('<p>No charges</p>');
  });
});

describe('DataTableSkeleton', () => {
  it('draws the same cards on a phone: labelled bars under a title bar, every column shown', () => {
    const skeleton = cells(renderToStaticMarkup(<DataTableSkeleton columns={columns} rows={2} />));
    expect(skeleton.map(({ label }) => label)).toEqual([
      undefined,
      'Delivered',
      'Status',
      undefined,
      'Delivered',
      'Status',
    ]);
    expect(skeleton.every(({ className }) => !className.includes('max-sm:hidden'))).toBe(true);
  });
});
