// Every list's export fields against the registry fixtures, and docs/exports.md against the fields.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rowOf } from '@/lib/export/fields';
import { documentedExportColumns } from '@/lib/testing/export-docs';
import { schemaOf } from '@/lib/registry/schemas/by-endpoint';
import { catalogue, type ResourceOf } from '@/lib/registry/catalogue';
import { exportFieldsOf, listExports, type ExportEndpoint } from '.';

const EXPORT_ENDPOINTS = Object.keys(listExports) as ExportEndpoint[];
const fieldsOf = (name: ExportEndpoint) => exportFieldsOf(name)!;

const FIXTURES: Record<ExportEndpoint, string[]> = {
  officerList: ['officer-list'],
  officerAppointments: ['appointment-list', 'appointment-list-corporate'],
  filingHistoryList: ['filing-history-list', 'filing-history-not-available'],
  chargeList: ['charge-list'],
  pscList: ['psc-list'],
  pscStatementList: ['psc-statement-list'],
  searchAll: ['search-all'],
  searchCompanies: ['search-companies'],
  searchOfficers: ['search-officers'],
  searchDisqualifiedOfficers: ['search-disqualified-officers'],
  advancedSearchCompanies: ['advanced-search'],
  dissolvedSearchCompanies: ['dissolved-search'],
  alphabeticalSearchCompanies: ['alphabetical-search'],
};

const context = { origin: 'https://registry.example.org', params: { company_number: '00719244' } };

type Row<N extends ExportEndpoint> = ResourceOf<N>['items'][number];

function itemsOf<N extends ExportEndpoint>(name: N, fixture: string): Row<N>[] {
  const raw: unknown = JSON.parse(
    readFileSync(new URL(`../../registry/__fixtures__/${fixture}.json`, import.meta.url), 'utf8'),
  );
  return (schemaOf(name).parse(raw) as { items: Row<N>[] }).items;
}

describe('export columns', () => {
  it.each(EXPORT_ENDPOINTS)('%s: every fixture row is flat, with ISO dates', (name) => {
    for (const fixture of FIXTURES[name]) {
      for (const item of itemsOf(name, fixture)) {
        const row = rowOf(fieldsOf(name) as never, item as never, context);
        expect(Object.keys(row)).toEqual(fieldsOf(name).map((col) => col.key));
        for (const [key, value] of Object.entries(row)) {
          expect(value === null || ['string', 'number', 'boolean'].includes(typeof value), `${name}.${key}`).toBe(true);
          if (typeof value === 'string' && /(_on|^date)$/.test(key) && key !== 'date_of_birth')
            expect(value, `${name}.${key}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          if (key === 'url' && value !== null) expect(value).toMatch(/^https:\/\/registry\.example\.org\//);
        }
      }
    }
  });

  it('gives labels beside raw keys, months of birth as YYYY-MM and one-line addresses', () => {
    const [officer] = itemsOf('officerList', 'officer-list');
    const row = rowOf(fieldsOf('officerList') as never, officer as never, context);
    expect(row.officer_role).toMatch(/^[a-z-]+$/);
    expect(row.officer_role_label).not.toBe(row.officer_role);
    if (row.date_of_birth !== null) expect(row.date_of_birth).toMatch(/^\d{4}-\d{2}$/);
    expect(String(row.address)).not.toContain('\n');

    const [filing] = itemsOf('filingHistoryList', 'filing-history-list');
    const filingRow = rowOf(fieldsOf('filingHistoryList') as never, filing as never, context);
    expect(filingRow.description).not.toBe(filingRow.description_key);
  });

  it('never has two columns with one key or one header', () => {
    for (const name of EXPORT_ENDPOINTS) {
      const columns = fieldsOf(name);
      expect(new Set(columns.map((col) => col.key)).size, name).toBe(columns.length);
      expect(new Set(columns.map((col) => col.header)).size, name).toBe(columns.length);
    }
  });
});

describe('docs/exports.md', () => {
  it.each(EXPORT_ENDPOINTS)('lists every column of %s under its path', (name) => {
    expect(documentedExportColumns(catalogue[name].path), `a section headed with \`${catalogue[name].path}\``).toEqual(
      fieldsOf(name).map((col) => [col.header, col.key]),
    );
  });
});
