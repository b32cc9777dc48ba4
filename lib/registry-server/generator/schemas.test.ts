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
  disqualified_officers: (row) => [row.kind === 'natural' ? s.naturalDisqualificationSchema : s.corporateDisqualificationSchema],
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
          if (!result.success) failures.push(`${table} ${JSON.stringify(Object.values(row).slice(0, 2))}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
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
