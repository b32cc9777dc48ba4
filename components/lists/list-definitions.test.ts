// The list definitions hang the export field groups of lib/export/lists/ on their columns: each
// group on the column with its key, every group once, in the order the export writes them. So
// the table and the export cannot drift apart while each field is written only once.
import { describe, expect, it } from 'vitest';
import { connectionsExports, listExports, type ExportEndpoint } from '@/lib/export/lists';
import type { ExportColumns } from '@/lib/export/fields';
import { computedListDefinitions, listDefinitions } from './list-definitions';
import type { ListColumn, ListEndpoint } from './define-list';

function expectWired(columns: readonly ListColumn<never, never>[], groups: ExportColumns<never>) {
  const exported = columns.filter((column) => column.export !== undefined);
  expect(exported.map((column) => column.key)).toEqual(Object.keys(groups));
  for (const column of exported) expect(column.export, column.key).toBe(groups[column.key]);
}

describe('list definitions and their export fields', () => {
  // Advanced, dissolved and A–Z search draw tables of their own (components/advanced-search, components/search/register-views).
  const OWN_TABLES = new Set(['advancedSearchCompanies', 'dissolvedSearchCompanies', 'alphabeticalSearchCompanies']);

  it('has a definition for every exportable registry list but the searches that draw tables of their own', () => {
    expect(Object.keys(listDefinitions).sort()).toEqual(
      Object.keys(listExports)
        .filter((name) => !OWN_TABLES.has(name))
        .sort(),
    );
  });

  it.each(Object.keys(listDefinitions) as ListEndpoint[])("%s: each column's export is its lib group", (name) => {
    expectWired(
      listDefinitions[name].columns as readonly ListColumn<never, never>[],
      listExports[name as ExportEndpoint] as ExportColumns<never>,
    );
  });

  it.each(Object.keys(computedListDefinitions) as (keyof typeof computedListDefinitions)[])(
    "%s: each column's export is its lib group",
    (list) => {
      expectWired(
        computedListDefinitions[list].columns as readonly ListColumn<never, never>[],
        connectionsExports[list] as ExportColumns<never>,
      );
    },
  );
});
