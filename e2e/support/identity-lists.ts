// Identity verification and limited partnerships in the register's 2026 shapes, for the scripted
// registry (./upstream.ts): a private company whose officers and PSCs show every state of
// verification (an authorised corporate service provider's, with every field of
// `identity_verification_details`; a statement; one due, one overdue, one withdrawn; a director
// the register gives nothing for, judged from the law; a secretary, who need not verify; a
// super-secure PSC with only the start and end dates), a Scottish limited partnership with its
// subtype, term, partners and their contributions, and one person's appointments across both.
// Dates are the register's own where they are past for good; the one still to come is counted from
// today, so "due" stays due whenever the tests run (VERIFICATION_DATES names them for the specs).
import type { EndpointName } from '../../lib/registry/catalogue';
import companyProfile from '../../lib/registry/__fixtures__/company-profile.json';
import { IDENTITY_COMPANY, IDENTITY_OFFICER, LP_COMPANY } from './remote';

const inDays = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export const VERIFICATION_DATES = {
  /** The confirmation statement made since 18 November 2025: a director with no details was due 14 days after it. */
  lastStatement: '2026-03-01',
  lawDue: '2026-03-15',
  overdue: '2026-04-30',
  due: inDays(40),
  withdrawn: '2026-06-01',
};

/** Registry ids: 27 letters and digits. */
const id = (prefix: string, i: number) => `${prefix}${String(i).padStart(2, '0')}kV3bN7mQ2wE5rT8yU1iO4pL`;

const address = {
  premises: '12',
  address_line_1: 'Tanner Row',
  locality: 'York',
  postal_code: 'YO1 6JB',
  country: 'England',
};

const profile = {
  ...companyProfile,
  company_number: IDENTITY_COMPANY,
  company_name: 'ASHDOWN VERIFIED TRADING LIMITED',
  type: 'ltd',
  company_status: 'active',
  confirmation_statement: {
    last_made_up_to: VERIFICATION_DATES.lastStatement,
    next_made_up_to: '2027-03-01',
    next_due: '2027-03-15',
    overdue: false,
  },
  links: { self: `/company/${IDENTITY_COMPANY}`, officers: `/company/${IDENTITY_COMPANY}/officers` },
};

/** Every field the register publishes, as an authorised corporate service provider's verification gives them. */
export const EVERY_FIELD = {
  identity_verified_on: '2025-12-01',
  appointment_verification_start_on: '2025-12-03',
  appointment_verification_end_on: '9999-12-31',
  appointment_verification_statement_date: '2025-12-02',
  appointment_verification_statement_due_on: '2025-12-16',
  authorised_corporate_service_provider_name: 'Northgate Formations Ltd',
  anti_money_laundering_supervisory_bodies: [
    'HM Revenue and Customs',
    'Institute of Chartered Accountants in England and Wales',
  ],
  preferred_name: 'Clara Ashdown',
};

type Officer = Record<string, unknown>;
const officer = (i: number, name: string, role: string, extra: Officer = {}): Officer => ({
  name,
  officer_role: role,
  appointed_on: '2019-02-18',
  ...(role.startsWith('corporate') ? {} : { date_of_birth: { month: 3 + i, year: 1970 + i }, nationality: 'British' }),
  address,
  links: {
    self: `/company/${IDENTITY_COMPANY}/appointments/${id('Ia', i)}`,
    officer: { appointments: `/officers/${i === 0 ? IDENTITY_OFFICER : id('Io', i)}/appointments` },
  },
  ...extra,
});

export const IDENTITY_OFFICERS = [
  officer(0, 'ASHDOWN, Clara Beatrice', 'director', { identity_verification_details: EVERY_FIELD }),
  officer(1, 'BRENNAN, Thomas', 'director', {
    identity_verification_details: { appointment_verification_start_on: '2026-01-10' },
  }),
  officer(2, 'CALDWELL, Priya', 'director', {
    appointed_on: '2026-11-01',
    identity_verification_details: { appointment_verification_statement_due_on: VERIFICATION_DATES.due },
  }),
  officer(3, 'DRUMMOND, Owen', 'director', {
    identity_verification_details: { appointment_verification_statement_due_on: VERIFICATION_DATES.overdue },
  }),
  officer(4, 'ELLISON, Mark', 'director', {
    identity_verification_details: {
      appointment_verification_start_on: '2026-01-02',
      appointment_verification_end_on: VERIFICATION_DATES.withdrawn,
    },
  }),
  // The register gives nothing: judged from the law (14 days after the statement made since 18 Nov 2025).
  officer(5, 'FAIRBAIRN, Ruth', 'director'),
  officer(6, 'GRANGE SECRETARIAL LIMITED', 'corporate-secretary', {
    identification: { identification_type: 'uk-limited-company', registration_number: '04455667' },
  }),
];

const officers = {
  kind: 'officer-list',
  etag: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0',
  links: { self: `/company/${IDENTITY_COMPANY}/officers` },
  items_per_page: 35,
  start_index: 0,
  total_results: IDENTITY_OFFICERS.length,
  active_count: IDENTITY_OFFICERS.length,
  inactive_count: 0,
  resigned_count: 0,
  items: IDENTITY_OFFICERS,
};

export const IDENTITY_PSC_SELF = `/company/${IDENTITY_COMPANY}/persons-with-significant-control/individual/${id('Ip', 0)}`;

const pscs = {
  kind: 'persons-with-significant-control#list',
  items_per_page: 25,
  start_index: 0,
  total_results: 3,
  active_count: 3,
  ceased_count: 0,
  links: { self: `/company/${IDENTITY_COMPANY}/persons-with-significant-control` },
  items: [
    {
      kind: 'individual-person-with-significant-control',
      etag: 'd1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0',
      name: 'Mrs Clara Beatrice Ashdown',
      name_elements: { title: 'Mrs', forename: 'Clara', middle_name: 'Beatrice', surname: 'Ashdown' },
      date_of_birth: { month: 3, year: 1970 },
      nationality: 'British',
      country_of_residence: 'England',
      notified_on: '2019-02-18',
      natures_of_control: ['ownership-of-shares-75-to-100-percent'],
      address,
      identity_verification_details: EVERY_FIELD,
      links: { self: IDENTITY_PSC_SELF },
    },
    {
      // Super-secure: only the start and end dates.
      kind: 'super-secure-person-with-significant-control',
      etag: 'e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0',
      description: 'super-secure-persons-with-significant-control',
      ceased: false,
      notified_on: '2020-05-01',
      identity_verification_details: {
        appointment_verification_start_on: '2026-02-10',
        appointment_verification_end_on: '9999-12-31',
      },
      links: { self: `/company/${IDENTITY_COMPANY}/persons-with-significant-control/super-secure/${id('Is', 1)}` },
    },
    {
      kind: 'individual-person-with-significant-control',
      etag: 'f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0',
      name: 'Mr Owen Drummond',
      name_elements: { title: 'Mr', forename: 'Owen', surname: 'Drummond' },
      date_of_birth: { month: 6, year: 1973 },
      nationality: 'British',
      notified_on: '2019-02-18',
      natures_of_control: ['voting-rights-25-to-50-percent'],
      address,
      links: { self: `/company/${IDENTITY_COMPANY}/persons-with-significant-control/individual/${id('Ip', 2)}` },
    },
  ],
};

// A Scottish limited partnership: a general partner who verifies, a corporate general partner, and
// limited partners with their capital contributions.
const lpProfile = {
  ...companyProfile,
  company_number: LP_COMPANY,
  company_name: 'GLENCAIRN GROWTH PARTNERS LP',
  type: 'limited-partnership',
  subtype: 'slp',
  term: 'until-dissolution',
  jurisdiction: 'scotland',
  company_status: 'active',
  confirmation_statement: { last_made_up_to: '2026-05-01', next_due: '2027-05-15', overdue: false },
  links: { self: `/company/${LP_COMPANY}`, officers: `/company/${LP_COMPANY}/officers` },
};

const partner = (i: number, name: string, role: string, extra: Officer = {}): Officer => ({
  name,
  officer_role: role,
  appointed_on: '2026-06-01',
  address: { address_line_1: '4 Blythswood Square', locality: 'Glasgow', postal_code: 'G2 4AD', country: 'Scotland' },
  links: {
    self: `/company/${LP_COMPANY}/appointments/${id('La', i)}`,
    officer: { appointments: `/officers/${id('Lo', i)}/appointments` },
  },
  ...extra,
});

export const LP_PARTNERS = [
  partner(0, 'HOLLOWAY, Iain', 'general-partner-in-a-limited-partnership', {
    identity_verification_details: { appointment_verification_start_on: '2026-06-01' },
  }),
  partner(1, 'LOCHSIDE GP LIMITED', 'corporate-general-partner-in-a-limited-partnership', {
    identification: {
      identification_type: 'limited-partnership-corporate-partner',
      legal_form: 'Limited company',
      registration_number: 'SC700123',
      register_location: 'Scotland',
    },
    principal_office_address: { address_line_1: '1 Exchange Place', locality: 'Edinburgh', postal_code: 'EH3 8EX' },
  }),
  partner(2, 'MACLEAN, Fiona', 'limited-partner-in-a-limited-partnership', {
    contribution_currency_type: 'GBP',
    contribution_currency_value: '25000',
    contribution_sub_types: ['money', 'land-or-property'],
  }),
  partner(3, 'ABERFELDY INVESTMENTS LLP', 'corporate-limited-partner-in-a-limited-partnership', {
    identification: { identification_type: 'limited-partnership-corporate-partner', registration_number: 'SO301234' },
    contribution_currency_type: 'EUR',
    contribution_currency_value: '1250000.50',
    contribution_sub_types: ['shares', 'services-or-goods', 'any-other-asset'],
  }),
];

const lpOfficers = {
  ...officers,
  links: { self: `/company/${LP_COMPANY}/officers` },
  total_results: LP_PARTNERS.length,
  active_count: LP_PARTNERS.length,
  items: LP_PARTNERS,
};

/** Clara Ashdown's appointments: her directorship (verified, with her preferred name), a limited partnership, and a resignation. */
const appointments = {
  kind: 'personal-appointment',
  etag: 'c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0',
  links: { self: `/officers/${IDENTITY_OFFICER}/appointments` },
  name: 'Clara Beatrice ASHDOWN',
  is_corporate_officer: false,
  date_of_birth: { month: 3, year: 1970 },
  items_per_page: 35,
  start_index: 0,
  total_results: 4,
  active_count: 3,
  inactive_count: 0,
  resigned_count: 1,
  items: [
    {
      appointed_to: { company_number: IDENTITY_COMPANY, company_name: profile.company_name, company_status: 'active' },
      links: { company: `/company/${IDENTITY_COMPANY}` },
      name: 'Clara Beatrice ASHDOWN',
      officer_role: 'director',
      appointed_on: '2019-02-18',
      address,
      identity_verification_details: EVERY_FIELD,
    },
    {
      appointed_to: { company_number: LP_COMPANY, company_name: lpProfile.company_name, company_status: 'active' },
      links: { company: `/company/${LP_COMPANY}` },
      name: 'Clara Beatrice ASHDOWN',
      officer_role: 'limited-partner-in-a-limited-partnership',
      appointed_on: '2026-06-01',
      address,
      contribution_currency_type: 'GBP',
      contribution_currency_value: '25000',
      contribution_sub_types: ['money', 'land-or-property'],
    },
    {
      appointed_to: { company_number: '09876563', company_name: 'ASHDOWN PROPERTY LIMITED', company_status: 'active' },
      links: { company: '/company/09876563' },
      name: 'Clara Beatrice ASHDOWN',
      officer_role: 'director',
      appointed_on: '2021-01-04',
      address,
      identity_verification_details: { appointment_verification_statement_due_on: VERIFICATION_DATES.overdue },
    },
    {
      appointed_to: { company_number: '09876564', company_name: 'ASHDOWN HOLDINGS LIMITED', company_status: 'active' },
      links: { company: '/company/09876564' },
      name: 'Clara Beatrice ASHDOWN',
      officer_role: 'director',
      appointed_on: '2012-05-01',
      resigned_on: '2026-02-27',
      address,
      identity_verification_details: { appointment_verification_start_on: '2026-01-20' },
    },
  ],
};

export const identityLists: [EndpointName, Record<string, string>, unknown][] = [
  ['companyProfile', { company_number: IDENTITY_COMPANY }, profile],
  ['officerList', { company_number: IDENTITY_COMPANY }, officers],
  ['pscList', { company_number: IDENTITY_COMPANY }, pscs],
  ['companyProfile', { company_number: LP_COMPANY }, lpProfile],
  ['officerList', { company_number: LP_COMPANY }, lpOfficers],
  ['officerAppointments', { officer_id: IDENTITY_OFFICER }, appointments],
];
