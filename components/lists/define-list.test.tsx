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
import type { OfficerList, OfficerSummary } from '@/lib/registry/schemas';
import { defineList, exportFields, pagedList, shownRows } from './define-list';
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

  it("shows each officer's identity verification in its own column, and a row without details as before", () => {
    const verification = {
      company: { type: 'ltd', company_status: 'active', confirmation_statement: { last_made_up_to: '2026-03-01' } },
      today: '2026-11-28',
    };
    const verified: OfficerSummary = {
      ...officer,
      name: 'HARTWELL, Joanna',
      identity_verification_details: {
        identity_verified_on: '2025-12-01',
        authorised_corporate_service_provider_name: 'Acme Formations Ltd',
        preferred_name: 'Jo Hartwell',
      },
    };
    const secretary: OfficerSummary = { ...officer, name: 'PRICE, Ann', officer_role: 'secretary' };
    const table = renderToStaticMarkup(
      <DataTable
        caption="Officers"
        columns={tableColumns(officersList, { ...context, verification }, [verified, secretary])}
        rows={[verified, secretary]}
        rowKey={(row) => row.name}
      />,
    );
    expect(headers(table)).toContain('Identity');
    expect(table).toContain('Verified on 1 December 2025 by Acme Formations Ltd');
    expect(table).toContain('Acme Formations Ltd (authorised corporate service provider)');
    expect(table).toContain('Preferred name: Jo Hartwell');
    // The badge says it; the sentence is left out when it would only repeat it.
    expect(table.match(/Not required/g)).toHaveLength(1);
    // Without the company the column shows only what the register says.
    const unjudged = renderToStaticMarkup(
      <DataTable
        caption="Officers"
        columns={tableColumns(officersList, context, [secretary])}
        rows={[secretary]}
        rowKey={(row) => row.name}
      />,
    );
    expect(unjudged).not.toContain('Not required');
    expect(unjudged).toContain('PRICE, Ann');
  });
});

describe("a list's own row filter (identity)", () => {
  const ltd = {
    ...context,
    verification: {
      company: { type: 'ltd', company_status: 'active', confirmation_statement: { last_made_up_to: '2026-03-01' } },
      today: '2026-11-28',
    },
  };
  const people = Array.from({ length: 40 }, (_, i): OfficerSummary => ({
    ...officer,
    name: `PERSON ${i}`,
    ...(i % 4 === 0
      ? { identity_verification_details: { appointment_verification_start_on: '2026-01-10' } }
      : i % 4 === 1
        ? { officer_role: 'secretary' }
        : {}),
  }));
  const list = { items: people, total_results: 40 } as unknown as OfficerList;

  it('is read from the address only where it is offered, and never sent to the registry', () => {
    const state = readListState(pagedList(officersList, ltd), new URLSearchParams('identity=verified&filter=active'));
    expect(state.rowFilters).toEqual({ identity: 'verified' });
    expect(state.filters).toEqual({ filter: 'active' });
    // A company the rule asks nothing of (an overseas company), or one the page could not read: no filter.
    const overseas = { ...ltd, verification: { ...ltd.verification, company: { type: 'oversea-company' } } };
    expect(readListState(pagedList(officersList, overseas), new URLSearchParams('identity=verified')).rowFilters).toBe(
      undefined,
    );
    expect(readListState(pagedList(officersList, context), new URLSearchParams('identity=verified')).rowFilters).toBe(
      undefined,
    );
  });

  it('keeps the rows of the whole list it matches and pages them itself', () => {
    const verified = shownRows(
      officersList,
      ltd,
      list,
      readListState(officersList, new URLSearchParams('identity=verified')),
    );
    expect(verified.rows.map((row) => row.name)).toEqual(people.filter((_, i) => i % 4 === 0).map((row) => row.name));
    expect(verified.total).toBe(10);
    expect(verified.filtered).toEqual({ kept: 10, read: 40, listed: 40 });

    const overdue = readListState(officersList, new URLSearchParams('identity=overdue&page=2'));
    const second = shownRows(officersList, ltd, list, overdue);
    // 20 directors without details, overdue by the law: one page of 35 holds them all, the second is empty.
    expect(second.total).toBe(20);
    expect(second.rows).toHaveLength(0);
    expect(shownRows(officersList, ltd, list, { ...overdue, page: 1 }).rows).toHaveLength(20);
  });

  it('shows a page read from the registry as it is, and a whole read sliced to the page', () => {
    const page = { items: people.slice(0, 35), total_results: 40 } as unknown as OfficerList;
    expect(shownRows(officersList, ltd, page, readListState(officersList, new URLSearchParams())).rows).toHaveLength(
      35,
    );
    const second = shownRows(officersList, ltd, list, readListState(officersList, new URLSearchParams('page=2')));
    expect(second.rows.map((row) => row.name)).toEqual([
      'PERSON 35',
      'PERSON 36',
      'PERSON 37',
      'PERSON 38',
      'PERSON 39',
    ]);
    expect(second.filtered).toBeUndefined();
  });
});
