import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { companyProfileSchema } from '@/lib/registry/schemas';
import {
  BASIC_COMPANY_DATA_HEADER,
  categoryWording,
  isoDate,
  mapCompany,
  readHeader,
  sicCode,
  statusWording,
  type Mapped,
} from './companies';
import { readCsv } from './csv';

const FIXTURE = join(__dirname, '__fixtures__', 'basic-company-data-2026-11-01.csv');

async function* once(text: string) {
  yield text;
}

async function mapFixture(): Promise<Map<number, Mapped>> {
  const rows = new Map<number, Mapped>();
  let columns;
  for await (const record of readCsv(once(readFileSync(FIXTURE, 'utf8')))) {
    if (!columns) columns = readHeader(record.fields);
    else
      rows.set(
        record.line,
        record.problem ? { ok: false, reason: record.problem } : mapCompany(columns, record.fields, '2026-11-01'),
      );
  }
  return rows;
}

const body = (mapped: Mapped | undefined) => {
  if (!mapped?.ok) throw new Error(`not mapped: ${mapped && !mapped.ok ? mapped.reason : 'missing'}`);
  return mapped.row.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** A row of the given values, the rest empty. */
function row(values: Record<string, string>): string[] {
  return BASIC_COMPANY_DATA_HEADER.map((name) => values[name.trim()] ?? '');
}
const columns = readHeader([...BASIC_COMPANY_DATA_HEADER]);
const minimal = {
  CompanyName: 'X LIMITED',
  CompanyNumber: '00000001',
  CompanyCategory: 'Private Limited Company',
  CompanyStatus: 'Active',
};

describe('Basic Company Data to company profiles', () => {
  it('has the 55-column header with its leading spaces', () => {
    expect(BASIC_COMPANY_DATA_HEADER).toHaveLength(55);
    const spaced = BASIC_COMPANY_DATA_HEADER.flatMap((name, i) => (name.startsWith(' ') ? [i + 1] : []));
    expect(spaced).toEqual([2, 6, 35, 36, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55]);
  });

  it('maps every field of a full row as the API shows the company', async () => {
    const profile = body((await mapFixture()).get(2));
    expect(profile).toEqual({
      accounts: {
        accounting_reference_date: { day: 30, month: 9 },
        last_accounts: { made_up_to: '2025-09-30', type: 'total-exemption-full' },
        next_accounts: { due_on: '2027-06-30', overdue: false },
        next_due: '2027-06-30',
        overdue: false,
      },
      company_name: 'BRIGHT SOFTWARE LIMITED',
      company_number: '08209948',
      company_status: 'active',
      confirmation_statement: { last_made_up_to: '2024-09-14', next_due: '2025-09-28', overdue: true },
      date_of_creation: '2012-09-14',
      has_charges: true,
      jurisdiction: 'england-wales',
      links: { self: '/company/08209948', charges: '/company/08209948/charges' },
      registered_office_address: {
        care_of: 'ACME ACCOUNTANTS',
        po_box: '12',
        address_line_1: '1 High Street',
        address_line_2: 'Flat 2',
        locality: 'LEEDS',
        region: 'WEST YORKSHIRE',
        country: 'ENGLAND',
        postal_code: 'LS1 1AA',
      },
      sic_codes: ['62012', '62020'],
      type: 'ltd',
    });
    expect(companyProfileSchema.safeParse(profile).success).toBe(true);
  });

  it('keeps names with commas and quotes, and reads a proposal to strike off as active with its detail', async () => {
    const profile = body((await mapFixture()).get(3));
    expect(profile).toMatchObject({
      company_name: 'SMITH, JONES & "PARTNERS" LLP',
      company_number: 'OC301234',
      company_status: 'active',
      company_status_detail: 'active-proposal-to-strike-off',
      type: 'llp',
    });
    // No SIC code ("None Supplied"), no accounts, no statement: left out, not made up.
    expect(profile).not.toHaveProperty('sic_codes');
    expect(profile).not.toHaveProperty('accounts');
    expect(profile).not.toHaveProperty('confirmation_statement');
    expect(profile.has_charges).toBe(false);
    expect(profile.links).toEqual({ self: '/company/OC301234' });
  });

  it('reads ten previous names, each in use from when the one before it stopped', async () => {
    const profile = body((await mapFixture()).get(4));
    expect(profile.jurisdiction).toBe('scotland');
    expect(profile.previous_company_names).toHaveLength(10);
    expect(profile.previous_company_names[0]).toEqual({
      ceased_on: '2019-01-01',
      effective_from: '2018-01-01',
      name: 'OLD NAME 1 LIMITED',
    });
    expect(profile.previous_company_names[9]).toEqual({
      ceased_on: '2010-01-01',
      effective_from: '2000-05-05',
      name: 'OLD NAME 10 LIMITED',
    });
    expect(companyProfileSchema.safeParse(profile).success).toBe(true);
  });

  it('reads guarantee companies, overseas entities, societies and CICs in every number format', async () => {
    const rows = await mapFixture();
    expect(body(rows.get(5))).toMatchObject({
      type: 'private-limited-guarant-nsc-limited-exemption',
      company_status: 'liquidation',
      company_number: '04567890',
    });
    expect(body(rows.get(5))).not.toHaveProperty('has_charges');
    expect(body(rows.get(6))).toMatchObject({
      type: 'registered-overseas-entity',
      company_status: 'registered',
      jurisdiction: 'united-kingdom',
      foreign_company_details: { originating_registry: { country: 'JERSEY' } },
    });
    expect(body(rows.get(7))).toMatchObject({
      company_number: 'IP10067R',
      type: 'registered-society-non-jurisdictional',
      links: { self: '/company/IP10067R' },
    });
    expect(body(rows.get(8))).toMatchObject({
      company_number: 'NI612345',
      type: 'ltd',
      subtype: 'community-interest-company',
      company_status: 'administration',
      jurisdiction: 'northern-ireland',
      registered_office_address: { address_line_1: 'Unit 4\nThe Yard', locality: 'BELFAST' },
    });
    expect(body(rows.get(16))).toMatchObject({ company_number: '08209949', type: 'plc' });
    for (const line of [2, 3, 4, 5, 6, 7, 8, 13, 16])
      expect(companyProfileSchema.safeParse(body(rows.get(line))).success, `line ${line}`).toBe(true);
  });

  it('types an "Other company type" row by its number prefix where one type fits: FC is an overseas company', async () => {
    const csv = [
      BASIC_COMPANY_DATA_HEADER.join(','),
      row({
        CompanyName: 'ACME HOLDINGS B.V.',
        CompanyNumber: 'FC031362',
        CompanyCategory: 'Other company type',
        CompanyStatus: 'Active',
        CountryOfOrigin: 'NETHERLANDS',
      }).join(','),
    ].join('\r\n');
    const records = [];
    for await (const record of readCsv(once(`${csv}\r\n`))) records.push(record.fields);
    const mapped = mapCompany(readHeader(records[0]!), records[1]!);
    expect(mapped.ok && mapped.row.type).toBe('oversea-company');
    expect(body(mapped)).toMatchObject({
      type: 'oversea-company',
      jurisdiction: 'united-kingdom',
      foreign_company_details: { originating_registry: { country: 'NETHERLANDS' } },
    });
    expect(companyProfileSchema.safeParse(body(mapped)).success).toBe(true);

    const typeOf = (CompanyNumber: string, CompanyCategory = 'Other company type') => {
      const result = mapCompany(columns, row({ ...minimal, CompanyNumber, CompanyCategory }));
      return result.ok ? result.row.type : result.reason;
    };
    expect(typeOf('FC040879')).toBe('oversea-company');
    expect(typeOf('OE012345')).toBe('registered-overseas-entity');
    expect(typeOf('OC301234')).toBe('llp');
    expect(typeOf('SL012345')).toBe('limited-partnership');
    expect(typeOf('RS007654')).toBe('registered-society-non-jurisdictional');
    // Where the prefix says only where (or fits more than one type), the row stays "other".
    for (const number of ['00123456', 'SC123456', 'NI012345', 'SE000123', 'GE000012', 'IC000123'])
      expect(typeOf(number), number).toBe('other');
    // The category wins when it says a type.
    expect(typeOf('FC031362', 'Private Limited Company')).toBe('ltd');
  });

  it('rejects bad rows with the reason', async () => {
    const rows = await mapFixture();
    expect(rows.get(10)).toEqual({ ok: false, reason: 'CompanyStatus "Asleep" is not a status the registry uses' });
    expect(rows.get(11)).toEqual({ ok: false, reason: 'the row has 40 fields; the header has 55' });
    expect(rows.get(12)).toEqual({ ok: false, reason: 'the row has 56 fields; the header has 55' });
    expect(rows.get(13)).toMatchObject({ ok: true });
    expect(rows.get(14)).toEqual({ ok: false, reason: 'IncorporationDate "31/02/2020" is not a DD/MM/YYYY date' });
  });

  it.each([
    ['Active', 'active', undefined],
    ['Active - Proposal to Strike off', 'active', 'active-proposal-to-strike-off'],
    ['Liquidation', 'liquidation', undefined],
    ['In Administration', 'administration', undefined],
    ['Administration Order', 'administration', undefined],
    ['In Administration/Administrative Receiver', 'administration', undefined],
    ['Receivership', 'receivership', undefined],
    ['RECEIVER MANAGER / ADMINISTRATIVE RECEIVER', 'receivership', undefined],
    ['Live but Receiver Manager on at least one charge', 'receivership', undefined],
    ['Voluntary Arrangement', 'voluntary-arrangement', undefined],
    ['VOLUNTARY ARRANGEMENT / RECEIVER MANAGER', 'voluntary-arrangement', undefined],
    ['Insolvency Proceedings', 'insolvency-proceedings', undefined],
    ['Dissolved', 'dissolved', undefined],
    ['Converted / Closed', 'converted-closed', undefined],
    ['Open', 'open', undefined],
    ['Closed', 'closed', undefined],
    ['Registered', 'registered', undefined],
    ['Removed', 'removed', undefined],
  ])('status "%s" → %s (%s)', (words, status, detail) => {
    const mapped = mapCompany(columns, row({ ...minimal, CompanyStatus: words }));
    expect(mapped.ok && mapped.row.body).toMatchObject({
      company_status: status,
      ...(detail ? { company_status_detail: detail } : {}),
    });
    if (!detail) expect(mapped.ok && mapped.row.body).not.toHaveProperty('company_status_detail');
  });

  it.each([
    ['Private Limited Company', 'ltd', undefined],
    ['Public Limited Company', 'plc', undefined],
    ['Old Public Company', 'old-public-company', undefined],
    ['Private Unlimited Company', 'private-unlimited', undefined],
    ['PRI/LTD BY GUAR/NSC (Private, limited by guarantee, no share capital)', 'private-limited-guarant-nsc', undefined],
    [
      "PRI/LBG/NSC (Private, Limited by guarantee, no share capital, use of 'Limited' exemption)",
      'private-limited-guarant-nsc-limited-exemption',
      undefined,
    ],
    [
      'PRIV LTD SECT. 30 (Private limited company, section 30 of the Companies Act)',
      'private-limited-shares-section-30-exemption',
      undefined,
    ],
    ['Community Interest Company', 'ltd', 'community-interest-company'],
    ['Limited Liability Partnership', 'llp', undefined],
    ['Limited Partnership', 'limited-partnership', undefined],
    ['Scottish Partnership', 'scottish-partnership', undefined],
    ['Overseas Entity', 'registered-overseas-entity', undefined],
    ['Charitable Incorporated Organisation', 'charitable-incorporated-organisation', undefined],
    ['Scottish Charitable Incorporated Organisation', 'scottish-charitable-incorporated-organisation', undefined],
    ['Registered Society', 'registered-society-non-jurisdictional', undefined],
    ['Industrial and Provident Society', 'industrial-and-provident-society', undefined],
    ['Royal Charter Company', 'royal-charter', undefined],
    ['Investment Company with Variable Capital', 'investment-company-with-variable-capital', undefined],
    [
      'Further Education and Sixth Form College Corps',
      'further-education-or-sixth-form-college-corporation',
      undefined,
    ],
    ['European Public Limited-Liability Company (SE)', 'european-public-limited-liability-company-se', undefined],
    ['Protected Cell Company', 'protected-cell-company', undefined],
    ['Other company type', 'other', undefined],
  ])('category "%s" → %s (%s)', (words, type, subtype) => {
    const mapped = mapCompany(columns, row({ ...minimal, CompanyCategory: words }));
    expect(mapped.ok && mapped.row).toMatchObject({ type });
    expect(mapped.ok && mapped.row.body.subtype).toBe(subtype);
  });

  it.each([
    ['TOTAL EXEMPTION FULL', 'total-exemption-full'],
    ['TOTAL EXEMPTION SMALL', 'total-exemption-small'],
    ['MICRO ENTITY', 'micro-entity'],
    ['DORMANT', 'dormant'],
    ['FULL', 'full'],
    ['GROUP', 'group'],
    ['AUDIT EXEMPTION SUBSIDIARY', 'audit-exemption-subsidiary'],
    ['UNAUDITED ABRIDGED', 'unaudited-abridged'],
    ['NO ACCOUNTS FILED', 'no-accounts-type-available'],
    ['ACCOUNTS TYPE NOT AVAILABLE', 'no-accounts-type-available'],
    ['SOMETHING NEW', undefined],
  ])('accounts category "%s" → %s', (words, type) => {
    const mapped = mapCompany(
      columns,
      row({ ...minimal, 'Accounts.AccountCategory': words, 'Accounts.LastMadeUpDate': '31/12/2025' }),
    );
    expect(mapped.ok && (mapped.row.body.accounts as { last_accounts: { type?: string } }).last_accounts.type).toBe(
      type,
    );
  });

  it('writes back the wording it reads (for --bulk-out)', () => {
    for (const [status, detail] of [
      ['active', undefined],
      ['active', 'active-proposal-to-strike-off'],
      ['liquidation', undefined],
      ['administration', undefined],
      ['receivership', undefined],
    ] as const) {
      const mapped = mapCompany(columns, row({ ...minimal, CompanyStatus: statusWording(status, detail) }));
      expect(mapped.ok && mapped.row.body).toMatchObject({
        company_status: status,
        ...(detail ? { company_status_detail: detail } : {}),
      });
    }
    for (const type of [
      'ltd',
      'plc',
      'llp',
      'private-limited-guarant-nsc',
      'private-limited-guarant-nsc-limited-exemption',
      'limited-partnership',
      'registered-overseas-entity',
    ]) {
      const mapped = mapCompany(columns, row({ ...minimal, CompanyCategory: categoryWording(type, undefined) }));
      expect(mapped.ok && mapped.row.type, type).toBe(type);
    }
  });

  it('reads dates and SIC codes', () => {
    expect(isoDate('06/03/2009')).toBe('2009-03-06');
    expect(isoDate('')).toBeUndefined();
    expect(isoDate('2009-03-06')).toBeNull();
    expect(isoDate('29/02/2023')).toBeNull();
    expect(sicCode('62012 - Business and domestic software development')).toBe('62012');
    expect(sicCode('None Supplied')).toBeUndefined();
    expect(sicCode('')).toBeUndefined();
  });
});
