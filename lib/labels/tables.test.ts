import { describe, it, expect } from 'vitest';
import * as labels from './index';
import { NOT_GIVEN, type LabelTable } from './label';
// The registry's published lists, copied by scripts/build-enumeration-keys.ts.
import enumerationKeys from './__fixtures__/enumeration-keys.json';

const registryKeys = enumerationKeys as unknown as Record<string, readonly string[] | undefined>;

type Lookup = (key: string | null | undefined) => string;

// [name, table, lookup, a key the registry really sends, the list exported for generators]
const cases: [string, LabelTable, Lookup, string, readonly string[]][] = [
  ['company status', labels.companyStatusLabels, labels.companyStatusLabel, 'liquidation', labels.companyStatuses],
  [
    'company status detail',
    labels.companyStatusDetailLabels,
    labels.companyStatusDetailLabel,
    'active-proposal-to-strike-off',
    labels.companyStatusDetails,
  ],
  ['company type', labels.companyTypeLabels, labels.companyTypeLabel, 'ltd', labels.companyTypes],
  [
    'company subtype',
    labels.companySubtypeLabels,
    labels.companySubtypeLabel,
    'community-interest-company',
    labels.companySubtypes,
  ],
  [
    'partnership term',
    labels.partnershipTermLabels,
    labels.partnershipTermLabel,
    'by-agreement',
    labels.partnershipTerms,
  ],
  ['jurisdiction', labels.jurisdictionLabels, labels.jurisdictionLabel, 'england-wales', labels.jurisdictions],
  ['accounts type', labels.accountsTypeLabels, labels.accountsTypeLabel, 'micro-entity', labels.accountsTypes],
  [
    'foreign account type',
    labels.foreignAccountTypeLabels,
    labels.foreignAccountTypeLabel,
    'accounting-requirements-of-originating-country-apply',
    labels.foreignAccountTypes,
  ],
  [
    'terms of account publication',
    labels.termsOfAccountPublicationLabels,
    labels.termsOfAccountPublicationLabel,
    'accounts-publication-date-supplied-by-company',
    labels.termsOfAccountPublication,
  ],
  [
    'partial data available',
    labels.partialDataAvailableLabels,
    labels.partialDataAvailableLabel,
    'full-data-available-from-the-company',
    labels.partialDataAvailableValues,
  ],
  [
    'filing history status',
    labels.filingHistoryStatusLabels,
    labels.filingHistoryStatusLabel,
    'filing-history-available',
    labels.filingHistoryStatuses,
  ],
  ['filing category', labels.filingCategoryLabels, labels.filingCategoryLabel, 'mortgage', labels.filingCategories],
  ['register type', labels.registerTypeLabels, labels.registerTypeLabel, 'directors', labels.registerTypes],
  [
    'register location',
    labels.registerLocationLabels,
    labels.registerLocationLabel,
    'unspecified-location',
    labels.registerLocations,
  ],
  [
    'exemption type',
    labels.exemptionTypeLabels,
    labels.exemptionTypeLabel,
    'psc-exempt-as-trading-on-uk-regulated-market',
    labels.exemptionTypes,
  ],
  [
    'UK establishment status',
    labels.ukEstablishmentStatusLabels,
    labels.ukEstablishmentStatusLabel,
    'open',
    labels.ukEstablishmentStatuses,
  ],
  [
    'corporate annotation type',
    labels.corporateAnnotationTypeLabels,
    labels.corporateAnnotationTypeLabel,
    'overseas-entity-dissolved-wound-up-or-ceased-to-exist',
    labels.corporateAnnotationTypes,
  ],
  ['officer role', labels.officerRoleLabels, labels.officerRoleLabel, 'llp-designated-member', labels.officerRoles],
  [
    'identification type',
    labels.identificationTypeLabels,
    labels.identificationTypeLabel,
    'non-eea',
    labels.identificationTypes,
  ],
  [
    'contribution sub type',
    labels.contributionSubTypeLabels,
    labels.contributionSubTypeLabel,
    'land-or-property',
    labels.contributionSubTypes,
  ],
  [
    'PSC kind',
    labels.pscKindLabels,
    labels.pscKindLabel,
    'individual-person-with-significant-control',
    labels.pscKinds,
  ],
  [
    'nature of control',
    labels.natureOfControlLabels,
    labels.natureOfControlLabel,
    'ownership-of-shares-75-to-100-percent',
    labels.naturesOfControlKeys,
  ],
  [
    'nature of control (long)',
    labels.natureOfControlDescriptions,
    labels.natureOfControlDescription,
    'voting-rights-25-to-50-percent',
    labels.naturesOfControlKeys,
  ],
  [
    'PSC statement',
    labels.pscStatementLabels,
    (key) => labels.pscStatementLabel(key),
    'steps-to-find-psc-not-yet-completed',
    labels.pscStatements,
  ],
  [
    'super-secure description',
    labels.superSecureDescriptionLabels,
    labels.superSecureDescriptionLabel,
    'super-secure-beneficial-owner',
    labels.superSecureDescriptions,
  ],
  [
    'restrictions notice withdrawal reason',
    labels.restrictionsNoticeWithdrawalReasonLabels,
    labels.restrictionsNoticeWithdrawalReasonLabel,
    'restrictions-notice-withdrawn-by-company',
    labels.restrictionsNoticeWithdrawalReasons,
  ],
  [
    'disqualification type',
    labels.disqualificationTypeLabels,
    labels.disqualificationTypeLabel,
    'undertaking',
    labels.disqualificationTypes,
  ],
  [
    'disqualification act',
    labels.disqualificationActLabels,
    labels.disqualificationActLabel,
    'company-directors-disqualification-act-1986',
    labels.disqualificationActs,
  ],
  [
    'disqualification reason',
    labels.disqualificationReasonLabels,
    labels.disqualificationReasonLabel,
    'participation-in-wrongful-trading',
    labels.disqualificationReasons,
  ],
  ['charge status', labels.chargeStatusLabels, labels.chargeStatusLabel, 'part-satisfied', labels.chargeStatuses],
  [
    'charge classification',
    labels.chargeClassificationTypeLabels,
    labels.chargeClassificationTypeLabel,
    'nature-of-charge',
    labels.chargeClassificationTypes,
  ],
  [
    'particulars type',
    labels.particularsTypeLabels,
    labels.particularsTypeLabel,
    'brief-description',
    labels.particularsTypes,
  ],
  [
    'particulars flag',
    labels.particularsFlagLabels,
    labels.particularsFlagLabel,
    'contains_negative_pledge',
    labels.particularsFlags,
  ],
  [
    'secured details type',
    labels.securedDetailsTypeLabels,
    labels.securedDetailsTypeLabel,
    'amount-secured',
    labels.securedDetailsTypes,
  ],
  [
    'assets ceased or released',
    labels.assetsCeasedReleasedLabels,
    labels.assetsCeasedReleasedLabel,
    'part-property-released',
    labels.assetsCeasedReleasedValues,
  ],
  [
    'charge filing type',
    labels.chargeFilingTypeLabels,
    labels.chargeFilingTypeLabel,
    'create-charge-with-deed',
    labels.chargeFilingTypes,
  ],
  [
    'insolvency status',
    labels.insolvencyStatusLabels,
    labels.insolvencyStatusLabel,
    'in-administration',
    labels.insolvencyStatuses,
  ],
  [
    'insolvency case type',
    labels.insolvencyCaseTypeLabels,
    labels.insolvencyCaseTypeLabel,
    'creditors-voluntary-liquidation',
    labels.insolvencyCaseTypes,
  ],
  [
    'insolvency case date type',
    labels.insolvencyCaseDateTypeLabels,
    labels.insolvencyCaseDateTypeLabel,
    'wound-up-on',
    labels.insolvencyCaseDateTypes,
  ],
  [
    'practitioner role',
    labels.practitionerRoleLabels,
    labels.practitionerRoleLabel,
    'proposed-liquidator',
    labels.practitionerRoles,
  ],
];

describe.each(cases)('%s labels', (_name, table, lookup, knownKey, keys) => {
  it('gives the table text for a known key', () => {
    expect(lookup(knownKey)).toBe(table[knownKey]);
    expect(lookup(knownKey).length).toBeGreaterThan(0);
  });

  it('gives readable text for an unknown key and "Not given" for none', () => {
    expect(lookup('brand-new-registry-value')).toBe('Brand new registry value');
    expect(lookup(undefined)).toBe(NOT_GIVEN);
    expect(lookup('')).toBe(NOT_GIVEN);
  });

  it('has non-blank text for every key, and exports keys the table covers', () => {
    for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(Object.keys(table)).toContain(key);
  });
});

// Checked against the registry's own lists, not against the tables themselves: a key the
// registry publishes and a table lacks would show as a humanised key, not as our wording.
describe.each(cases.filter(([name]) => registryKeys[name]))("%s labels, against the registry's list", (name, table) => {
  it('has text for every key the registry publishes', () => {
    const missing = registryKeys[name]!.filter((key) => !Object.hasOwn(table, key));
    expect(missing).toEqual([]);
  });
});

it('checks most tables against a registry list', () => {
  expect(cases.filter(([name]) => registryKeys[name]).length).toBeGreaterThanOrEqual(30);
});

describe('registry quirks the tables must cover', () => {
  it('covers all 86 natures of control, each with a short label and a long sentence', () => {
    expect(labels.naturesOfControlKeys).toHaveLength(86);
    for (const key of labels.naturesOfControlKeys) {
      expect(labels.natureOfControlDescription(key)).toMatch(/\.$/);
      expect(labels.natureOfControlLabel(key)).not.toMatch(/\.$/);
    }
    expect(labels.natureOfControlLabel('ownership-of-shares-75-to-100-percent')).toBe(
      'Holds 75% or more of the shares',
    );
    expect(labels.natureOfControlLabel('voting-rights-25-to-50-percent-as-trust')).toBe(
      'Holds more than 25% and up to 50% of the voting rights, via control of a trust',
    );
  });

  it('covers the misspelt "signficant" statement key', () => {
    expect(labels.pscStatements).toContain('no-individual-or-entity-with-signficant-control');
    expect(labels.pscStatementLabel('no-individual-or-entity-with-signficant-control')).toMatch(
      /^The company believes no one/,
    );
  });

  it('names the linked person in the one statement that has one', () => {
    expect(labels.pscStatementLabel('psc-has-failed-to-confirm-changed-details', 'Jane Example')).toMatch(
      /^Jane Example has not answered/,
    );
    expect(labels.pscStatementLabel('psc-has-failed-to-confirm-changed-details')).toMatch(
      /^A person with significant control has not/,
    );
  });

  it('accepts both spellings of the super-secure description and the legal-person kind', () => {
    expect(labels.superSecureDescriptionLabel('super-secure-person-with-significant-control')).toBe(
      labels.superSecureDescriptionLabel('super-secure-persons-with-significant-control'),
    );
    expect(labels.pscKindLabel('legal-person-with-significant-control')).toBe(
      labels.pscKindLabel('legal-person-person-with-significant-control'),
    );
  });

  it('covers insolvency values seen in real responses but missing from the published lists', () => {
    for (const key of ['liquidation-started-on', 'voluntary-arrangement-ceased-to-have-effect', 'case-end-on']) {
      expect(labels.insolvencyCaseDateTypes).toContain(key);
    }
    expect(labels.practitionerRoleLabel('liquidator')).toBe('Liquidator');
  });

  it('covers filing categories seen in real data beyond the published list', () => {
    for (const key of [
      'confirmation-statement',
      'gazette',
      'insolvency',
      'persons-with-significant-control',
      'annotation',
    ]) {
      expect(labels.filingCategories).toContain(key);
    }
    expect(labels.filingCategoryLabel('mortgage')).toBe('Charges');
  });

  it('reads snake_case register keys as well, but offers generators the kebab-case values', () => {
    expect(labels.registerTypeLabel('usual_residential_address')).toBe(
      labels.registerTypeLabel('usual-residential-address'),
    );
    expect(labels.registerTypes.some((key) => key.includes('_'))).toBe(false);
  });

  it('tells which filing-history statuses mean there is nothing to list', () => {
    expect(labels.isFilingHistoryUnavailable('filing-history-not-available-royal-charter')).toBe(true);
    expect(labels.isFilingHistoryUnavailable('filing-history-available')).toBe(false);
    expect(labels.isFilingHistoryUnavailable(undefined)).toBe(false);
  });

  it('tells corporate officer roles apart', () => {
    expect(labels.isCorporateOfficerRole('corporate-llp-member')).toBe(true);
    expect(labels.isCorporateOfficerRole('director')).toBe(false);
    expect(labels.isCorporateOfficerRole(null)).toBe(false);
  });

  it('writes an exemption sentence with or without its start date', () => {
    expect(labels.exemptionDescription('psc-exempt-as-trading-on-uk-regulated-market', '30 June 2016')).toMatch(
      /^Since 30 June 2016 the company need not gather details .* UK regulated market\.$/,
    );
    expect(labels.exemptionDescription('psc-exempt-as-trading-on-eu-regulated-market')).toMatch(
      /^The company need not/,
    );
    expect(labels.exemptionDescription('new-exemption-kind', '1 May 2024')).toBe(
      'New exemption kind, since 1 May 2024',
    );
    expect(labels.exemptionDescription(undefined)).toBe(NOT_GIVEN);
  });
});
