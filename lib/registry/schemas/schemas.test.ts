// The registry's wire schemas against the project's own fixtures: every resource parses,
// real-registry quirks are normalised, unknown data is kept and wrong shapes name the field.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as s from './index';

const FIXTURES = new URL('../__fixtures__/', import.meta.url);

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8'));

/** Parses or fails the test with every issue listed, so a broken fixture says where. */
const parse = <T extends z.ZodType>(schema: T, name: string): z.output<T> => {
  const result = schema.safeParse(fixture(name));
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${name} did not parse:\n${issues.join('\n')}`);
  }
  return result.data;
};

const REMOVE = Symbol('remove');
type Key = string | number;

/** A copy of a fixture with one value replaced (or removed) at `path`. */
const changed = (name: string, path: Key[], value: unknown): unknown => {
  const root = fixture(name);
  let node = root as Record<Key, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<Key, unknown>;
  const last = path[path.length - 1] as Key;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return root;
};

const issuePaths = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => issue.path) ?? [];
};

const cases: [string, z.ZodType, string[]][] = [
  [
    'companyProfileSchema',
    s.companyProfileSchema,
    ['company-profile', 'company-profile-overseas', 'company-profile-unknown-values'],
  ],
  ['registeredOfficeAddressSchema', s.registeredOfficeAddressSchema, ['registered-office-address']],
  ['officerListSchema', s.officerListSchema, ['officer-list']],
  ['officerSummarySchema', s.officerSummarySchema, ['officer-appointment']],
  ['appointmentListSchema', s.appointmentListSchema, ['appointment-list', 'appointment-list-corporate']],
  ['filingHistoryListSchema', s.filingHistoryListSchema, ['filing-history-list', 'filing-history-not-available']],
  ['filingHistoryItemSchema', s.filingHistoryItemSchema, ['filing-history-item']],
  ['chargeListSchema', s.chargeListSchema, ['charge-list']],
  ['chargeDetailsSchema', s.chargeDetailsSchema, ['charge-details']],
  ['companyInsolvencySchema', s.companyInsolvencySchema, ['insolvency', 'insolvency-status-string']],
  ['companyRegisterSchema', s.companyRegisterSchema, ['registers']],
  ['companyExemptionsSchema', s.companyExemptionsSchema, ['exemptions', 'exemptions-links-array']],
  ['companyUKEstablishmentsSchema', s.companyUKEstablishmentsSchema, ['uk-establishments']],
  ['pscListSchema', s.pscListSchema, ['psc-list']],
  ['pscIndividualSchema', s.pscIndividualSchema, ['psc-individual']],
  ['pscIndividualBeneficialOwnerSchema', s.pscIndividualBeneficialOwnerSchema, ['psc-individual-beneficial-owner']],
  ['pscCorporateEntitySchema', s.pscCorporateEntitySchema, ['psc-corporate-entity']],
  [
    'pscCorporateEntityBeneficialOwnerSchema',
    s.pscCorporateEntityBeneficialOwnerSchema,
    ['psc-corporate-entity-beneficial-owner'],
  ],
  ['pscLegalPersonSchema', s.pscLegalPersonSchema, ['psc-legal-person']],
  ['pscLegalPersonBeneficialOwnerSchema', s.pscLegalPersonBeneficialOwnerSchema, ['psc-legal-person-beneficial-owner']],
  ['pscSuperSecureSchema', s.pscSuperSecureSchema, ['psc-super-secure']],
  ['pscSuperSecureBeneficialOwnerSchema', s.pscSuperSecureBeneficialOwnerSchema, ['psc-super-secure-beneficial-owner']],
  ['pscStatementListSchema', s.pscStatementListSchema, ['psc-statement-list']],
  ['pscStatementSchema', s.pscStatementSchema, ['psc-statement']],
  ['naturalDisqualificationSchema', s.naturalDisqualificationSchema, ['disqualification-natural']],
  ['corporateDisqualificationSchema', s.corporateDisqualificationSchema, ['disqualification-corporate']],
  ['searchAllSchema', s.searchAllSchema, ['search-all']],
  ['companySearchSchema', s.companySearchSchema, ['search-companies']],
  ['officerSearchSchema', s.officerSearchSchema, ['search-officers']],
  ['disqualifiedOfficerSearchSchema', s.disqualifiedOfficerSearchSchema, ['search-disqualified-officers']],
  ['advancedSearchSchema', s.advancedSearchSchema, ['advanced-search']],
  ['dissolvedSearchSchema', s.dissolvedSearchSchema, ['dissolved-search']],
  ['alphabeticalSearchSchema', s.alphabeticalSearchSchema, ['alphabetical-search']],
];

describe('fixtures', () => {
  it.each(cases.flatMap(([label, schema, names]) => names.map((name) => [label, name, schema] as const)))(
    '%s parses %s',
    (_label, name, schema) => {
      expect(() => parse(schema, name)).not.toThrow();
    },
  );

  it('every fixture file is parsed by some schema', () => {
    const covered = new Set(cases.flatMap(([, , names]) => names.map((name) => `${name}.json`)));
    const files = readdirSync(FIXTURES).filter((file) => file.endsWith('.json'));
    expect(files.filter((file) => !covered.has(file))).toEqual([]);
  });

  it('search items parse on their own', () => {
    const companies = parse(s.companySearchSchema, 'search-companies');
    expect(s.companySearchItemSchema.safeParse(companies.items[0]).success).toBe(true);
    const officers = parse(s.officerSearchSchema, 'search-officers');
    expect(s.officerSearchItemSchema.safeParse(officers.items[0]).success).toBe(true);
    const disqualified = parse(s.disqualifiedOfficerSearchSchema, 'search-disqualified-officers');
    expect(s.disqualifiedOfficerSearchItemSchema.safeParse(disqualified.items[0]).success).toBe(true);
  });
});

describe('quirks of the real registry are normalised', () => {
  it('reads a partner’s contribution kinds as strings or as {sub_type} objects', () => {
    const base = {
      name: 'PARTNER, A',
      officer_role: 'limited-partner-in-a-limited-partnership',
      links: { officer: { appointments: '/officers/x/appointments' } },
    };
    expect(
      s.officerSummarySchema.parse({ ...base, contribution_sub_types: ['money', 'shares'] }).contribution_sub_types,
    ).toEqual(['money', 'shares']);
    expect(
      s.officerSummarySchema.parse({
        ...base,
        contribution_sub_types: [{ sub_type: 'money' }, { sub_type: 'land-or-property' }],
      }).contribution_sub_types,
    ).toEqual(['money', 'land-or-property']);
  });

  it('reads numbers sent as strings as integers', () => {
    const profile = parse(s.companyProfileSchema, 'company-profile');
    expect(profile.accounts?.accounting_reference_date).toEqual({ day: 30, month: 9 });

    const officers = parse(s.officerListSchema, 'officer-list');
    expect(officers.items_per_page).toBe(35);
    expect(officers.active_count).toBe(3);
    expect(officers.items[0]?.date_of_birth).toEqual({ month: 4, year: 1979 });

    const overseas = parse(s.companyProfileSchema, 'company-profile-overseas');
    expect(overseas.foreign_company_details?.accounts?.must_file_within?.months).toBe(13);

    const search = parse(s.searchAllSchema, 'search-all');
    expect(search.total_results).toBe(3);
    expect(search.items[1]?.appointment_count).toBe(2);
  });

  it('reads booleans sent as strings', () => {
    expect(parse(s.companyProfileSchema, 'company-profile-overseas').accounts?.overdue).toBe(false);
    expect(parse(s.appointmentListSchema, 'appointment-list').is_corporate_officer).toBe(false);
    expect(
      parse(s.pscCorporateEntityBeneficialOwnerSchema, 'psc-corporate-entity-beneficial-owner').is_sanctioned,
    ).toBe(false);
  });

  it('treats null optional fields as absent', () => {
    const profile = parse(s.companyProfileSchema, 'company-profile');
    expect(profile.registered_office_address?.address_line_2).toBeUndefined();
    expect(profile.last_full_members_list_date).toBeUndefined();

    const filings = parse(s.filingHistoryListSchema, 'filing-history-list');
    expect(filings.items[1]?.barcode).toBeUndefined();

    const appointments = parse(s.appointmentListSchema, 'appointment-list');
    expect(appointments.items[1]?.address).toBeUndefined();
  });

  it('turns a single insolvency status into a list and keeps a list', () => {
    expect(parse(s.companyInsolvencySchema, 'insolvency-status-string').status).toEqual(['in-administration']);
    expect(parse(s.companyInsolvencySchema, 'insolvency').status).toEqual(['liquidation', 'receivership']);
  });

  it('reads insolvency case numbers and a practitioner address drawn as an array', () => {
    const insolvency = parse(s.companyInsolvencySchema, 'insolvency');
    expect(insolvency.cases.map((c) => c.number)).toEqual([1, 2]);
    expect(insolvency.cases[1]?.practitioners[0]?.address.locality).toBe('Birmingham');
  });

  it('reads the charge list without paging fields and with the misspelt count', () => {
    const charges = parse(s.chargeListSchema, 'charge-list');
    expect(charges.unfiletered_count).toBe(2);
    expect(charges.unfiltered_count).toBeUndefined();
    expect(charges).not.toHaveProperty('items_per_page');
    expect(charges.items[0]?.charge_number).toBe(2);
    expect(charges.items[1]?.transactions?.[1]?.transaction_id).toBe(41234);
  });

  it('accepts the correctly spelt charge count as well', () => {
    const input = changed('charge-list', ['unfiltered_count'], 2);
    const result = s.chargeListSchema.safeParse(input);
    expect(result.success && result.data.unfiltered_count).toBe(2);
  });

  it('reads charge objects drawn as arrays as one object', () => {
    const list = parse(s.chargeListSchema, 'charge-list');
    expect(list.items[0]?.particulars?.type).toBe('brief-description');
    expect(list.items[0]?.particulars?.contains_negative_pledge).toBe(true);

    const charge = parse(s.chargeDetailsSchema, 'charge-details');
    expect(charge.classification).toEqual({ type: 'charge-description', description: 'Standard security' });
    expect(charge.secured_details?.description).toBe('£250,000');
    expect(charge.scottish_alterations?.has_alterations_to_prohibitions).toBe(true);
    expect(charge.links?.self).toBe('/company/SC612004/charges/Vx2Cz6Bn0Mq4Wr8Ty1Ue5Io9Pa3');
    expect(charge.transactions?.[0]?.links?.insolvency_case).toBe('/company/SC612004/insolvency#1');
    expect(charge.insolvency_cases?.[0]?.case_number).toBe(1);
    expect(charge.acquired_on).toBeUndefined();
  });

  it('reads exemptions links as an object whether sent as object or array', () => {
    expect(parse(s.companyExemptionsSchema, 'exemptions').links.self).toBe('/company/03345678/exemptions');
    expect(parse(s.companyExemptionsSchema, 'exemptions-links-array').links.self).toBe('/company/05566778/exemptions');
  });

  it('normalises last_variation to a list', () => {
    const natural = parse(s.naturalDisqualificationSchema, 'disqualification-natural');
    expect(natural.disqualifications[0]?.last_variation).toEqual([
      { varied_on: '2023-09-14', case_identifier: 'CR-2023-000511', court_name: 'Court of Appeal' },
    ]);
    const corporate = parse(s.corporateDisqualificationSchema, 'disqualification-corporate');
    expect(corporate.disqualifications[0]?.last_variation).toHaveLength(1);
  });

  it('drops the time part of a disqualified officer search date of birth', () => {
    expect(parse(s.disqualifiedOfficerSearchSchema, 'search-disqualified-officers').items[0]?.date_of_birth).toBe(
      '1971-05-09',
    );
    expect(parse(s.searchAllSchema, 'search-all').items[2]?.date_of_birth).toBe('1971-05-09');
  });

  it('reads a filing list without kind or etag, with epoch and list-shaped quirks', () => {
    const filings = parse(s.filingHistoryListSchema, 'filing-history-list');
    expect(filings.kind).toBeUndefined();
    expect(filings.total_count).toBe(5);
    expect(filings.items[0]?.pages).toBe(3);
    expect(filings.items[1]?.paper_filed).toBe(true);
    expect(filings.items[1]?.associated_filings?.[0]?.action_date).toBe('2016-11-04');
    expect(filings.items[2]?.resolutions?.map((r) => r.subcategory)).toEqual([
      ['resolution'],
      ['voluntary', 'resolution'],
    ]);
    expect(filings.items[3]?.description_values?.description).toContain('Company name changed');
    expect(filings.items[4]?.description_values?.capital?.[0]).toEqual({
      currency: 'GBP',
      figure: '100',
      date: '2015-11-04',
    });
  });

  it('reads a filing list sent without items as an empty list', () => {
    expect(parse(s.filingHistoryListSchema, 'filing-history-not-available').items).toEqual([]);
  });

  it('reads a PSC list without kind or etag, and items of every kind', () => {
    const pscs = parse(s.pscListSchema, 'psc-list');
    expect(pscs.kind).toBeUndefined();
    expect(pscs.total_results).toBe(5);
    expect(pscs.items.map((psc) => psc.kind)).toEqual([
      'individual-person-with-significant-control',
      'individual-person-with-significant-control',
      'corporate-entity-person-with-significant-control',
      'legal-person-with-significant-control',
      'super-secure-person-with-significant-control',
    ]);
    expect(pscs.items[0]?.name_elements?.middle_name).toBe('Clare');
    expect(pscs.items[1]?.name_elements?.other_forenames).toBe('James');
    expect(pscs.items[2]?.address).toBeUndefined();
    expect(pscs.items[4]?.name).toBeUndefined();
  });

  it('reads both legal-person kind spellings', () => {
    expect(parse(s.pscLegalPersonSchema, 'psc-legal-person').kind).toBe('legal-person-person-with-significant-control');
    const other = changed('psc-legal-person', ['kind'], 'legal-person-with-significant-control');
    expect(s.pscLegalPersonSchema.safeParse(other).success).toBe(true);
  });

  it('accepts the real uk-establishments kind', () => {
    const establishments = parse(s.companyUKEstablishmentsSchema, 'uk-establishments');
    expect(establishments.kind).toBe('related-companies');
    expect(establishments.items[1]?.locality).toBeUndefined();
  });
});

describe('unknown data is kept', () => {
  it('keeps fields the schema does not know', () => {
    const profile = parse(s.companyProfileSchema, 'company-profile');
    expect(profile).toHaveProperty('registry_internal_flag', 'carried-forward');
    const filings = parse(s.filingHistoryListSchema, 'filing-history-list');
    expect(filings.items[0]?.description_values).toHaveProperty('made_up_date', '2025-11-03');
  });

  it('keeps enumeration values the schema has never seen', () => {
    expect(parse(s.officerListSchema, 'officer-list').items[3]?.officer_role).toBe('logistics-partner-in-charge');
    expect(parse(s.filingHistoryListSchema, 'filing-history-list').items[0]?.category).toBe('confirmation-statement');
    expect(parse(s.companySearchSchema, 'search-companies').items[1]?.company_type).toBe(
      'registered-overseas-entity-variant',
    );
    expect(
      parse(s.companyRegisterSchema, 'registers').registers.persons_with_significant_control?.items[0]
        ?.register_moved_to,
    ).toBe('electronic-register-held-by-agent');
    expect(parse(s.companyInsolvencySchema, 'insolvency').cases[0]?.dates[0]?.type).toBe('resolution-to-wind-up-on');
  });

  it('keeps the real fields the description leaves out', () => {
    const overseas = parse(s.companyProfileSchema, 'company-profile-overseas');
    expect(overseas.foreign_company_details?.legal_form).toBe('Aksjeselskap');
    expect(overseas.links.uk_establishments).toBe('/company/FC038112/uk-establishments');
    expect(parse(s.companyProfileSchema, 'company-profile').has_super_secure_pscs).toBe(false);
    expect(parse(s.officerListSchema, 'officer-list').inactive_count).toBe(0);
    expect(parse(s.filingHistoryItemSchema, 'filing-history-item').action_date).toBe('2024-03-11');
    expect(parse(s.companySearchSchema, 'search-companies').page_number).toBe(2);
  });
});

describe('wrong shapes are rejected, naming the field', () => {
  it('rejects a company name that is not text', () => {
    expect(issuePaths(s.companyProfileSchema, changed('company-profile', ['company_name'], 12345))).toContainEqual([
      'company_name',
    ]);
  });

  it('rejects a profile without links.self', () => {
    expect(issuePaths(s.companyProfileSchema, changed('company-profile', ['links', 'self'], REMOVE))).toContainEqual([
      'links',
      'self',
    ]);
  });

  it('rejects a non-numeric string where an integer belongs', () => {
    const input = changed('company-profile', ['accounts', 'accounting_reference_date', 'day'], 'thirty');
    expect(issuePaths(s.companyProfileSchema, input)).toContainEqual(['accounts', 'accounting_reference_date', 'day']);
    expect(issuePaths(s.companySearchSchema, changed('search-companies', ['total_results'], 'many'))).toContainEqual([
      'total_results',
    ]);
  });

  it('rejects items that are not a list', () => {
    expect(issuePaths(s.officerListSchema, changed('officer-list', ['items'], { count: 4 }))).toContainEqual(['items']);
  });

  it('rejects an officer without a role', () => {
    expect(
      issuePaths(s.officerListSchema, changed('officer-list', ['items', 1, 'officer_role'], REMOVE)),
    ).toContainEqual(['items', 1, 'officer_role']);
  });

  it('rejects a date not written year-month-day', () => {
    expect(
      issuePaths(s.filingHistoryListSchema, changed('filing-history-list', ['items', 0, 'date'], '10/11/2025')),
    ).toContainEqual(['items', 0, 'date']);
  });

  it('rejects a charge without a status, and particulars that are not an object', () => {
    expect(issuePaths(s.chargeListSchema, changed('charge-list', ['items', 0, 'status'], REMOVE))).toContainEqual([
      'items',
      0,
      'status',
    ]);
    expect(
      issuePaths(s.chargeDetailsSchema, changed('charge-details', ['particulars'], 'fixed charge')),
    ).toContainEqual(['particulars']);
  });

  it('rejects an insolvency status that is not text', () => {
    expect(issuePaths(s.companyInsolvencySchema, changed('insolvency', ['status'], 42))).toContainEqual(['status', 0]);
  });

  it('rejects a PSC without links and natures of control that are not a list', () => {
    expect(issuePaths(s.pscListSchema, changed('psc-list', ['items', 0, 'links'], REMOVE))).toContainEqual([
      'items',
      0,
      'links',
    ]);
    expect(
      issuePaths(s.pscIndividualSchema, changed('psc-individual', ['natures_of_control'], 'ownership')),
    ).toContainEqual(['natures_of_control']);
  });

  it('rejects a disqualification without its start date', () => {
    const input = changed('disqualification-natural', ['disqualifications', 0, 'disqualified_from'], REMOVE);
    expect(issuePaths(s.naturalDisqualificationSchema, input)).toContainEqual([
      'disqualifications',
      0,
      'disqualified_from',
    ]);
  });

  it('rejects an officer search result without an appointment count', () => {
    const input = changed('search-officers', ['items', 0, 'appointment_count'], 'lots');
    expect(issuePaths(s.officerSearchSchema, input)).toContainEqual(['items', 0, 'appointment_count']);
  });

  it('rejects exemption links that are neither object nor list of objects', () => {
    expect(
      issuePaths(s.companyExemptionsSchema, changed('exemptions', ['links'], '/company/03345678/exemptions')),
    ).toContainEqual(['links']);
  });
});
