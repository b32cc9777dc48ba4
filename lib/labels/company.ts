// Labels for company-level registry values: status, type, jurisdiction, accounts,
// registers, exemptions, UK establishments and the filing-history category and status.

import { hasLabel, label, keysOf, type LabelTable } from './label';

export const companyStatusLabels: LabelTable = {
  active: 'Active',
  dissolved: 'Dissolved',
  liquidation: 'In liquidation',
  receivership: 'In receivership',
  'converted-closed': 'Converted or closed',
  'voluntary-arrangement': 'Under a voluntary arrangement',
  'insolvency-proceedings': 'Subject to insolvency proceedings',
  administration: 'In administration',
  open: 'Open',
  closed: 'Closed',
  registered: 'Registered',
  removed: 'Removed from the register',
};

export const companyStatusDetailLabels: LabelTable = {
  active: 'Active',
  dissolved: 'Dissolved',
  'converted-closed': 'Converted or closed',
  'transferred-from-uk': 'Transferred out of the UK',
  'active-proposal-to-strike-off': 'Proposal to strike off in progress',
  'petition-to-restore-dissolved': 'Petition made to restore the dissolved company',
  'transformed-to-se': 'Became a European public limited-liability company (SE)',
  'converted-to-plc': 'Became a public limited company',
  'converted-to-uk-societas': 'Became a UK Societas',
  'converted-to-ukeig': 'Became a UK Economic Interest Grouping',
};

export const companyTypeLabels: LabelTable = {
  ltd: 'Private company limited by shares',
  plc: 'Public limited company (PLC)',
  'private-unlimited': 'Private unlimited company',
  'private-unlimited-nsc': 'Private unlimited company with no share capital',
  'private-limited-guarant-nsc': 'Private company limited by guarantee, with no share capital',
  'private-limited-guarant-nsc-limited-exemption':
    'Private company limited by guarantee, with no share capital, exempt from using "Limited"',
  'private-limited-shares-section-30-exemption': 'Private company limited by shares, exempt from using "Limited"',
  'old-public-company': 'Public company registered under pre-1980 law',
  'limited-partnership': 'Limited partnership',
  llp: 'Limited liability partnership (LLP)',
  'converted-or-closed': 'Converted or closed company',
  'protected-cell-company': 'Protected cell company',
  'assurance-company': 'Assurance company',
  'oversea-company': 'Overseas company',
  eeig: 'European Economic Interest Grouping (EEIG)',
  'eeig-establishment': 'Establishment of a European Economic Interest Grouping',
  ukeig: 'UK Economic Interest Grouping',
  'icvc-securities': 'Open-ended investment company (securities)',
  'icvc-warrant': 'Open-ended investment company (warrants)',
  'icvc-umbrella': 'Open-ended investment company (umbrella)',
  'investment-company-with-variable-capital': 'Open-ended investment company',
  'registered-society-non-jurisdictional': 'Registered society',
  'industrial-and-provident-society': 'Industrial and provident society',
  'northern-ireland': 'Company registered in Northern Ireland',
  'northern-ireland-other': 'Northern Ireland credit union',
  'royal-charter': 'Body incorporated by royal charter',
  'unregistered-company': 'Unregistered company',
  other: 'Other kind of company',
  'european-public-limited-liability-company-se': 'European public limited-liability company (SE)',
  'united-kingdom-societas': 'UK Societas',
  'uk-establishment': 'UK establishment of an overseas company',
  'scottish-partnership': 'Scottish qualifying partnership',
  'charitable-incorporated-organisation': 'Charitable incorporated organisation (CIO)',
  'scottish-charitable-incorporated-organisation': 'Scottish charitable incorporated organisation (SCIO)',
  'further-education-or-sixth-form-college-corporation': 'Further education or sixth-form college corporation',
  'registered-overseas-entity': 'Registered overseas entity',
};

export const companySubtypeLabels: LabelTable = {
  'community-interest-company': 'Community interest company (CIC)',
  'private-fund-limited-partnership': 'Private fund limited partnership',
  pflp: 'Private fund limited partnership',
  slp: 'Scottish limited partnership',
  spflp: 'Scottish private fund limited partnership',
};

/** A limited partnership's `term` on the profile: how long the partnership is to last. */
export const partnershipTermLabels: LabelTable = {
  'by-agreement': 'As long as the partners agree',
  'until-dissolution': 'Until the partnership is dissolved',
  none: 'No set term',
};

export const jurisdictionLabels: LabelTable = {
  'england-wales': 'England and Wales',
  england: 'England',
  wales: 'Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
  'united-kingdom': 'United Kingdom',
  'european-union': 'European Union',
  noneu: 'Outside the UK and EU',
};

/** `accounts.last_accounts.type` on the company profile. */
export const accountsTypeLabels: LabelTable = {
  null: 'Type not recorded',
  full: 'Full accounts',
  small: 'Small company accounts',
  medium: 'Medium-sized company accounts',
  group: 'Group accounts',
  dormant: 'Dormant company accounts',
  interim: 'Interim accounts',
  initial: 'Initial accounts',
  'total-exemption-full': 'Total exemption (full) accounts',
  'total-exemption-small': 'Total exemption (small) accounts',
  'partial-exemption': 'Partial exemption accounts',
  'audit-exemption-subsidiary': 'Subsidiary exempt from audit',
  'filing-exemption-subsidiary': 'Subsidiary exempt from filing accounts',
  'micro-entity': 'Micro-entity accounts',
  'no-accounts-type-available': 'No accounts type on record',
  'audited-abridged': 'Abridged accounts, audited',
  'unaudited-abridged': 'Abridged accounts, unaudited',
};

/** `foreign_company_details.accounting_requirement.foreign_account_type`. */
export const foreignAccountTypeLabels: LabelTable = {
  'accounting-requirements-of-originating-country-apply': "The home country's accounting rules apply",
  'accounting-requirements-of-originating-country-do-not-apply': "The home country's accounting rules do not apply",
};

/** `foreign_company_details.accounting_requirement.terms_of_account_publication`. */
export const termsOfAccountPublicationLabels: LabelTable = {
  'accounts-publication-date-supplied-by-company': 'The company gives the date its accounts are published',
  'accounting-publication-date-does-not-need-to-be-supplied-by-company':
    'The company need not give a publication date for its accounts',
  'accounting-reference-date-allocated-by-companies-house': 'The registrar set the accounting reference date',
};

/** `partial_data_available`: where the fuller record for this company is kept. */
export const partialDataAvailableLabels: LabelTable = {
  'full-data-available-from-financial-conduct-authority':
    'Only part of this record is held here; the Financial Conduct Authority holds the rest',
  'full-data-available-from-department-of-the-economy':
    'Only part of this record is held here; the Department for the Economy (Northern Ireland) holds the rest',
  'full-data-available-from-the-company': 'Only part of this record is held here; ask the company for the rest',
  'full-data-available-from-financial-conduct-authority-mutuals-public-register':
    "Only part of this record is held here; see the Financial Conduct Authority's Mutuals Public Register",
};

/** `filing_history_status` on the filing-history list. */
export const filingHistoryStatusLabels: LabelTable = {
  'filing-history-available': 'Filing history available',
  'filing-history-available-assurance-company-before-2004': 'Filing history available up to 2004',
  'filing-history-available-limited-partnership-from-2014': 'Filing history available from 2014',
  'filing-history-available-no-images-limited-partnership-from-1988':
    'Filing history available from 1988, without document images',
  'filing-history-not-available-assurance-company-from-2004':
    'Filings from 2004 are not held here; the Financial Conduct Authority keeps them',
  'filing-history-not-available-limited-partnership-before-1988':
    'Filings from before 1988 have no document images or microfiche',
  'filing-history-not-available-investment-company-with-variable-capital':
    'Filings for open-ended investment companies are kept by the Financial Conduct Authority',
  'filing-history-not-available-industrial-and-provident-society':
    "Filings for this society are on the Financial Conduct Authority's Mutuals Public Register",
  'filing-history-not-available-scottish-industrial-and-provident-society':
    "Filings for this society are on the Financial Conduct Authority's Mutuals Public Register",
  'filing-history-not-available-northern-ireland-industrial-and-provident-society':
    "Filings for this society are on the Financial Conduct Authority's Mutuals Public Register",
  'filing-history-not-available-northern-ireland-other-industrial-and-provident-society':
    'Filings for this body are kept by the Department for the Economy in Northern Ireland',
  'filing-history-not-available-royal-charter':
    'Filings for bodies incorporated by royal charter are not held here; ask the body itself',
  'filing-history-not-available-protected-cell-company':
    'Filings for protected cell companies are kept by the Financial Conduct Authority',
  'filing-history-not-available-unknown-prefix': 'Filing history unavailable: the company number has an unknown prefix',
  'filing-history-not-available-invalid-format':
    'Filing history unavailable: the company number is not in a known format',
};

/** True when the status says there is nothing to list (the registry then sends no items). */
export function isFilingHistoryUnavailable(status: string | null | undefined): boolean {
  return typeof status === 'string' && status.startsWith('filing-history-not-available');
}

/** Filing-history `category` (also used by the category filter). */
export const filingCategoryLabels: LabelTable = {
  accounts: 'Accounts',
  address: 'Address',
  annotation: 'Annotations',
  'annual-return': 'Annual returns',
  auditors: 'Auditors',
  capital: 'Share capital',
  certificate: 'Certificates',
  'change-of-constitution': 'Change of constitution',
  'change-of-name': 'Change of name',
  'confirmation-statement': 'Confirmation statements',
  'court-order': 'Court orders',
  dissolution: 'Dissolution',
  'document-replacement': 'Replacement documents',
  gazette: 'Gazette notices',
  historical: 'Historical filings',
  incorporation: 'Incorporation',
  insolvency: 'Insolvency',
  liquidation: 'Liquidation',
  miscellaneous: 'Miscellaneous',
  mortgage: 'Charges',
  officers: 'Officers',
  other: 'Other filings',
  'persons-with-significant-control': 'Persons with significant control',
  reregistration: 'Re-registration',
  resolution: 'Resolutions',
  restoration: 'Restoration',
  return: 'Returns',
  'social-landlord': 'Social landlord',
};

export const registerTypeLabels: LabelTable = {
  directors: 'Register of directors',
  secretaries: 'Register of secretaries',
  'persons-with-significant-control': 'Register of persons with significant control',
  persons_with_significant_control: 'Register of persons with significant control',
  'usual-residential-address': "Register of directors' home addresses",
  usual_residential_address: "Register of directors' home addresses",
  members: 'Register of members',
  'llp-members': 'Register of LLP members',
  llp_members: 'Register of LLP members',
  'llp-usual-residential-address': "Register of LLP members' home addresses",
  llp_usual_residential_address: "Register of LLP members' home addresses",
};

/** `register_moved_to`: where a register is now kept. */
export const registerLocationLabels: LabelTable = {
  'registered-office': 'Kept at the registered office',
  'single-alternative-inspection-location': 'Kept at the alternative inspection address',
  'public-register': 'Kept on the public register',
  'unspecified-location': 'Not kept on the public register',
};

/** `exemption_type`: short text for each kind of PSC exemption. */
export const exemptionTypeLabels: LabelTable = {
  'disclosure-transparency-rules-chapter-five-applies':
    'Traded company under chapter 5 of the Disclosure and Transparency Rules (DTR5)',
  'psc-exempt-as-trading-on-regulated-market': 'Voting shares traded on a regulated market outside the UK',
  'psc-exempt-as-shares-admitted-on-market': 'Voting shares traded on a market named in the 2016 PSC regulations',
  'psc-exempt-as-trading-on-uk-regulated-market': 'Voting shares traded on a UK regulated market',
  'psc-exempt-as-trading-on-eu-regulated-market': 'Voting shares traded on an EU regulated market',
};

// Why each exemption applies, worded for one still in force and for one that has ended;
// exemptionDescription puts the dates in front.
interface ExemptionSentence {
  current: string;
  ended: string;
}

const tradedOn = (market: string): ExemptionSentence => ({
  current: `the company need not gather details of its persons with significant control, because its voting shares are traded on ${market}.`,
  ended: `the company did not need to gather details of its persons with significant control, because its voting shares were traded on ${market}.`,
});

const exemptionSentences: Readonly<Record<string, ExemptionSentence>> = {
  'disclosure-transparency-rules-chapter-five-applies': {
    current:
      'the company is a traded issuer under chapter 5 of the Disclosure and Transparency Rules, so it may not need to keep its PSC details up to date.',
    ended:
      'the company was a traded issuer under chapter 5 of the Disclosure and Transparency Rules, so it might not have needed to keep its PSC details up to date.',
  },
  'psc-exempt-as-trading-on-regulated-market': tradedOn('a regulated market outside the UK'),
  'psc-exempt-as-shares-admitted-on-market': tradedOn('a market named in the 2016 PSC regulations'),
  'psc-exempt-as-trading-on-uk-regulated-market': tradedOn('a UK regulated market'),
  'psc-exempt-as-trading-on-eu-regulated-market': tradedOn('an EU regulated market'),
};

export const ukEstablishmentStatusLabels: LabelTable = {
  open: 'Open',
  closed: 'Closed',
};

/** `corporate_annotation[].type`: a note the registrar has put on the company's record. */
export const corporateAnnotationTypeLabels: LabelTable = {
  'strike-off-under-section-1002a-of-the-companies-act-2006-incorporation':
    'The registrar is striking off, or means to strike off, this company under section 1002A of the Companies Act 2006: its application to be incorporated gave misleading, false or deceptive information',
  'strike-off-under-section-1002a-of-the-companies-act-2006-restoration':
    'The registrar is striking off, or means to strike off, this company under section 1002A of the Companies Act 2006: its application to be restored gave misleading, false or deceptive information',
  'overseas-entity-dissolved-wound-up-or-ceased-to-exist':
    'The registrar believes this overseas entity has been dissolved or wound up, or has otherwise ended, where it was formed',
};

export const companyStatuses = keysOf(companyStatusLabels);
export const companyStatusDetails = keysOf(companyStatusDetailLabels);
export const companyTypes = keysOf(companyTypeLabels);
export const companySubtypes = keysOf(companySubtypeLabels);
export const partnershipTerms = keysOf(partnershipTermLabels);
export const jurisdictions = keysOf(jurisdictionLabels);
export const accountsTypes = keysOf(accountsTypeLabels);
export const foreignAccountTypes = keysOf(foreignAccountTypeLabels);
export const termsOfAccountPublication = keysOf(termsOfAccountPublicationLabels);
export const partialDataAvailableValues = keysOf(partialDataAvailableLabels);
export const filingHistoryStatuses = keysOf(filingHistoryStatusLabels);
export const filingCategories = keysOf(filingCategoryLabels);
// The snake_case spellings (the registers object's own keys) resolve too, but generators get the kebab-case values.
export const registerTypes: readonly string[] = Object.freeze(
  keysOf(registerTypeLabels).filter((key) => !key.includes('_')),
);
export const registerLocations = keysOf(registerLocationLabels);
export const exemptionTypes = keysOf(exemptionTypeLabels);
export const ukEstablishmentStatuses = keysOf(ukEstablishmentStatusLabels);
export const corporateAnnotationTypes = keysOf(corporateAnnotationTypeLabels);

type Key = string | null | undefined;

export const companyStatusLabel = (key: Key): string => label(companyStatusLabels, key);
export const companyStatusDetailLabel = (key: Key): string => label(companyStatusDetailLabels, key);
export const companyTypeLabel = (key: Key): string => label(companyTypeLabels, key);
export const companySubtypeLabel = (key: Key): string => label(companySubtypeLabels, key);
export const partnershipTermLabel = (key: Key): string => label(partnershipTermLabels, key);
export const jurisdictionLabel = (key: Key): string => label(jurisdictionLabels, key);
export const accountsTypeLabel = (key: Key): string => label(accountsTypeLabels, key);
export const foreignAccountTypeLabel = (key: Key): string => label(foreignAccountTypeLabels, key);
export const termsOfAccountPublicationLabel = (key: Key): string => label(termsOfAccountPublicationLabels, key);
export const partialDataAvailableLabel = (key: Key): string => label(partialDataAvailableLabels, key);
export const filingHistoryStatusLabel = (key: Key): string => label(filingHistoryStatusLabels, key);
export const filingCategoryLabel = (key: Key): string => label(filingCategoryLabels, key);
export const registerTypeLabel = (key: Key): string => label(registerTypeLabels, key);
export const registerLocationLabel = (key: Key): string => label(registerLocationLabels, key);
export const exemptionTypeLabel = (key: Key): string => label(exemptionTypeLabels, key);
export const ukEstablishmentStatusLabel = (key: Key): string => label(ukEstablishmentStatusLabels, key);
export const corporateAnnotationTypeLabel = (key: Key): string => label(corporateAnnotationTypeLabels, key);

/**
 * A sentence for a PSC exemption, e.g. "Since 1 July 2016 the company need not gather …", or for
 * one that has ended, "From 1 July 2016 to 31 January 2019 the company did not need to gather …".
 * Dates should already be formatted for reading; without a start date the sentence starts "The company …".
 */
export function exemptionDescription(key: Key, exemptFrom?: string | null, exemptTo?: string | null): string {
  const sentence = typeof key === 'string' ? exemptionSentences[key.trim()] : undefined;
  const period = exemptTo
    ? exemptFrom
      ? `from ${exemptFrom} to ${exemptTo}`
      : `until ${exemptTo}`
    : exemptFrom
      ? `since ${exemptFrom}`
      : '';
  if (sentence === undefined) {
    const name = exemptionTypeLabel(key);
    return period ? `${name}, ${period}` : name;
  }
  const text = exemptTo ? sentence.ended : sentence.current;
  const whole = period ? `${period} ${text}` : text;
  return whole.charAt(0).toUpperCase() + whole.slice(1);
}

// Placeholders the registry sends when it holds no accounts type.
const NO_ACCOUNTS_TYPE = new Set(['null', 'no-accounts-type-available']);

/** The type of the last accounts, or undefined when the registry records none (so the page can leave the fact out). */
export function lastAccountsTypeLabel(key: Key): string | undefined {
  if (typeof key !== 'string' || key.trim() === '' || NO_ACCOUNTS_TYPE.has(key.trim())) return undefined;
  return accountsTypeLabel(key);
}

// Statuses after which a company has no filing deadlines left, with how its end reads in a sentence.
const endedStatusWording: LabelTable = {
  dissolved: 'was dissolved',
  closed: 'closed',
  'converted-closed': 'was converted or closed',
  removed: 'was removed from the register',
};

/** True when the company has ended (dissolved, closed, converted or removed), so nothing is still due from it. */
export function hasCompanyEnded(status: Key): boolean {
  return hasLabel(endedStatusWording, status);
}

/**
 * "This company was dissolved on 13 September 2022." for a company that has ended, or undefined.
 * `endedOn` should already be formatted for reading; without it the sentence has no date.
 */
export function companyEndedNotice(status: Key, endedOn?: string | null): string | undefined {
  if (typeof status !== 'string' || !hasCompanyEnded(status)) return undefined;
  const wording = endedStatusWording[status.trim()];
  return endedOn ? `This company ${wording} on ${endedOn}.` : `This company ${wording}.`;
}

/** Company types incorporated abroad: the registry files them under a UK jurisdiction, but they are governed elsewhere. */
const INCORPORATED_ABROAD = new Set(['oversea-company', 'registered-overseas-entity']);

const SMALL_WORDS = new Set(['of', 'and', 'the', 'da', 'de', 'du', 'la']);

/** A country as the registry shouts it ("ISLE OF MAN") in ordinary case ("Isle of Man"); mixed-case names are kept. */
export function countryName(country: string): string {
  if (country !== country.toUpperCase()) return country;
  return country
    .toLowerCase()
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replace(/(^|[-(])(\p{L})/gu, (_, p, c: string) => p + c.toUpperCase()),
    )
    .join(' ');
}

/**
 * The overview's "Jurisdiction": a UK company's jurisdiction, or for an overseas company or
 * entity the country it is incorporated in (the registry's own `jurisdiction` for those is
 * the UK, which reads as if the company were British).
 */
export function companyJurisdictionLabel(profile: {
  type?: string;
  jurisdiction?: string;
  foreign_company_details?: { originating_registry?: { country?: string } };
}): string {
  if (!INCORPORATED_ABROAD.has(profile.type ?? '')) return jurisdictionLabel(profile.jurisdiction);
  const country = profile.foreign_company_details?.originating_registry?.country?.trim();
  return country ? countryName(country) : 'Outside the UK';
}
