// Every body the generator writes parses with the registry's wire schema for its resource.
import type Database from 'better-sqlite3';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/lib/registry/schemas';
import { generateTestDataset, openReadOnly, parse, removeTestDatasets, rowsOf, type Row } from './testing';

let db: Database.Database;

beforeAll(async () => {
  db = openReadOnly(await generateTestDataset(3));
}, 60_000);

afterAll(() => {
  db?.close();
  removeTestDatasets();
});

const PSC_SCHEMAS: Record<string, z.ZodType> = {
  individual: s.pscIndividualSchema,
  'corporate-entity': s.pscCorporateEntitySchema,
  'legal-person': s.pscLegalPersonSchema,
  'super-secure': s.pscSuperSecureSchema,
  'individual-beneficial-owner': s.pscIndividualBeneficialOwnerSchema,
  'corporate-entity-beneficial-owner': s.pscCorporateEntityBeneficialOwnerSchema,
  'legal-person-beneficial-owner': s.pscLegalPersonBeneficialOwnerSchema,
  'super-secure-beneficial-owner': s.pscSuperSecureBeneficialOwnerSchema,
};

const TABLE_SCHEMAS: Record<string, (row: Row) => z.ZodType[]> = {
  companies: () => [s.companyProfileSchema],
  appointments: () => [s.officerSummarySchema],
  filings: () => [s.filingHistoryItemSchema],
  charges: () => [s.chargeDetailsSchema],
  insolvency: () => [s.companyInsolvencySchema],
  pscs: (row) => [PSC_SCHEMAS[String(row.path_kind)]!, s.pscSchema],
  psc_statements: () => [s.pscStatementSchema],
  registers: () => [s.companyRegisterSchema],
  exemptions: () => [s.companyExemptionsSchema],
  disqualified_officers: (row) => [
    row.kind === 'natural' ? s.naturalDisqualificationSchema : s.corporateDisqualificationSchema,
  ],
};

describe('bodies match the wire schemas', () => {
  for (const [table, schemasFor] of Object.entries(TABLE_SCHEMAS)) {
    it(`${table}`, () => {
      const rows = rowsOf(db, table);
      expect(rows.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const row of rows) {
        const schemas = schemasFor(row);
        for (const schema of schemas) {
          expect(schema, `schema for ${table} ${String(row.path_kind ?? '')}`).toBeDefined();
          const result = schema.safeParse(parse(row));
          if (!result.success)
            failures.push(
              `${table} ${JSON.stringify(Object.values(row).slice(0, 2))}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
            );
        }
      }
      expect(failures.slice(0, 5)).toEqual([]);
    });
  }

  it('PSC list items of every path kind are present in the test dataset', () => {
    const kinds = new Set(rowsOf(db, 'pscs').map((row) => String(row.path_kind)));
    expect([...kinds].sort()).toEqual(Object.keys(PSC_SCHEMAS).sort());
  });
});

// The wire schemas also take numbers sent as strings (the real registry's habit); the embedded
// registry follows the interface spec, which types these fields as integers.
const SPEC_INTEGERS: Record<string, string[]> = {
  companies: [
    'accounts.accounting_reference_date.day',
    'accounts.accounting_reference_date.month',
    'foreign_company_details.accounts.account_period_from.day',
    'foreign_company_details.accounts.account_period_from.month',
    'foreign_company_details.accounts.account_period_to.day',
    'foreign_company_details.accounts.account_period_to.month',
    'foreign_company_details.accounts.must_file_within.months',
  ],
  charges: ['charge_number', 'insolvency_cases[].case_number'],
  filings: ['pages'],
  appointments: ['date_of_birth.month', 'date_of_birth.year'],
  pscs: ['date_of_birth.month', 'date_of_birth.year'],
};

/** The values at a dotted path, `[]` stepping into every element of a list. */
function valuesAt(value: unknown, path: string[]): unknown[] {
  if (path.length === 0) return value === undefined || value === null ? [] : [value];
  if (!value || typeof value !== 'object') return [];
  const [head, ...rest] = path as [string, ...string[]];
  const list = head.endsWith('[]');
  const next = (value as Record<string, unknown>)[list ? head.slice(0, -2) : head];
  return list ? (Array.isArray(next) ? next.flatMap((item) => valuesAt(item, rest)) : []) : valuesAt(next, rest);
}

describe('fields the spec types as integer', () => {
  for (const [table, paths] of Object.entries(SPEC_INTEGERS)) {
    it(`${table}: ${paths.join(', ')}`, () => {
      const seen = new Map(paths.map((path) => [path, 0]));
      const wrong: string[] = [];
      for (const row of rowsOf(db, table)) {
        const body = parse(row);
        for (const path of paths) {
          for (const value of valuesAt(body, path.split('.'))) {
            seen.set(path, seen.get(path)! + 1);
            if (!Number.isInteger(value)) wrong.push(`${table} ${path}: ${JSON.stringify(value)}`);
          }
        }
      }
      expect(wrong.slice(0, 5)).toEqual([]);
      // Every path is written somewhere in the dataset (so a misspelt path cannot pass unnoticed).
      expect([...seen].filter(([, count]) => count === 0).map(([path]) => path)).toEqual([]);
    });
  }
});
