// Advanced search's export fields against a response shaped as the real one (hits a number,
// an empty address, a subtype), and docs/exports.md against the fields.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rowOf } from '@/lib/export/fields';
import { documentedExportColumns } from '@/lib/testing/export-docs';
import { schemaOf } from '@/lib/registry/schemas/by-endpoint';
import { advancedSearchExport } from './advanced-search';

const advancedSearchExportFields = advancedSearchExport.fields;

const context = { origin: 'https://registry.example.org', params: {} };
const fixture = JSON.parse(
  readFileSync(new URL('../../registry/__fixtures__/advanced-search.json', import.meta.url), 'utf8'),
);

describe('advanced search export', () => {
  it('reads a real-shaped response and writes flat rows', () => {
    const data = schemaOf('advancedSearchCompanies').parse(fixture);
    expect(data.hits).toBe(255);
    const [empty, full] = data.items.map((item) => rowOf(advancedSearchExportFields, item, context));
    expect(empty).toMatchObject({
      company_number: 'SA000051',
      address: null,
      sic_codes: null,
      url: 'https://registry.example.org/company/SA000051',
    });
    expect(full).toMatchObject({
      company_subtype: 'community-interest-company',
      date_of_cessation: '2019-02-12',
      sic_codes: '86900; 85590',
      postal_code: 'BT1 2AB',
    });
    expect(String(full!.address)).toContain('4 Linen Row');
  });

  it('is documented column by column in docs/exports.md', () => {
    expect(documentedExportColumns('/advanced-search/companies')).toEqual(
      advancedSearchExportFields.map((col) => [col.header, col.key]),
    );
  });
});
