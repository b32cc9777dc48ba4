// One edit adds a column everywhere: a column added to a list's definition shows in the table,
// in the section skeleton's table and in the export, with nothing else changed.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { officersList } from '@/components/officers/officers-list-definition';
import { DataTable } from '@/components/ui/data-table';
import { csvWriter } from '@/lib/export/export';
import { field } from '@/lib/export/fields';
import { readListState } from '@/lib/query/page-state';
import { catalogue } from '@/lib/registry/catalogue';
import type { OfficerSummary } from '@/lib/registry/schemas';
import { defineList, exportFields, pagedList } from './define-list';
import { columnShapes, ListSkeleton } from './list-skeleton';
import { tableColumns } from './registry-list';

const officer: OfficerSummary = {
  name: 'SMITH, Jane',
  officer_role: 'director',
  appointed_on: '2020-01-02',
  occupation: 'Engineer',
  links: { officer: { appointments: '/officers/abc/appointments' } },
};
const context = { companyNumber: '00719244' };
const headers = (html: string) => [...html.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);

describe('a list definition', () => {
  const withExtra = defineList({
    ...officersList,
    columns: [
      ...officersList.columns,
      {
        key: 'occupation',
        header: 'Occupation now',
        cell: (row: OfficerSummary) => `works as ${row.occupation}`,
        export: [field<OfficerSummary>('extra', 'Extra', (row) => row.occupation)],
      },
    ],
  });

  it('shows an added column in the table, the skeleton and the export', () => {
    const table = renderToStaticMarkup(
      <DataTable
        caption="Officers"
        columns={tableColumns(withExtra, context, [officer])}
        rows={[officer]}
        rowKey={(row) => row.name}
      />,
    );
    expect(headers(table).at(-1)).toBe('Occupation now');
    expect(table).toContain('works as Engineer');

    const skeleton = renderToStaticMarkup(<ListSkeleton definition={withExtra as never} head={null} toolbar={null} />);
    expect(headers(skeleton)).toEqual(headers(table));

    const csv = csvWriter({
      fields: exportFields(withExtra.columns),
      source: '',
      query: {},
      context: { origin: 'https://example.org', params: { company_number: '00719244' } },
    });
    expect(csv.head().trimEnd().split(',').at(-1)).toBe('Extra');
    expect(csv.rows([officer]).trimEnd().split(',').at(-1)).toBe('Engineer');
  });

  it('takes its page size from the catalogue, so server and browser ask for the same rows', () => {
    expect(officersList.pageSize).toBe(catalogue.officerList.query.items_per_page.default);
    expect(
      readListState(officersList, new URLSearchParams('page=3&filter=active&order_by=surname&items_per_page=7')),
    ).toEqual({
      page: 3,
      pageSize: catalogue.officerList.query.items_per_page.default,
      filters: { filter: 'active', order_by: 'surname' },
    });
  });

  it('drops a filter value the endpoint would refuse, and filters a record does not offer', () => {
    expect(readListState(officersList, new URLSearchParams('filter=everything')).filters).toEqual({});
    const conditional = defineList({
      ...officersList,
      filters: officersList.filters.map((filter) => ({ ...filter, available: () => filter.name !== 'order_by' })),
    });
    expect(
      readListState(pagedList(conditional, context), new URLSearchParams('order_by=surname&filter=active')).filters,
    ).toEqual({ filter: 'active' });
  });

  it('leaves columns without a cell out of the table and the skeleton, but not out of the export', () => {
    const shown = columnShapes(officersList as never).map((column) => column.key);
    expect(shown).not.toContain('company_number');
    expect(exportFields(officersList.columns).map((exported) => exported.key)).toContain('company_number');
  });
});
