// Wire schemas for the company profile and the registered office address.
// Field list: the interface spec's companyProfile table plus fields the real registry sends (api-facts §7, §8).
import { z } from 'zod';
import { address, bool, date, enumValue, int, opt, record, selfLinks, text } from '../wire';

const dayMonth = record({ day: opt(int), month: opt(int) });

const accountsSchema = record({
  // Required by the spec, but absent for overseas companies (real FC profile has no reference date).
  accounting_reference_date: opt(record({ day: int, month: int })),
  last_accounts: opt(
    record({
      made_up_to: date,
      period_end_on: opt(date),
      period_start_on: opt(date),
      // Required by the spec, but absent from real profiles of companies whose account type is unknown.
      type: opt(enumValue),
    }),
  ),
  next_accounts: opt(
    record({
      due_on: opt(date),
      overdue: opt(bool),
      period_end_on: opt(date),
      period_start_on: opt(date),
    }),
  ),
  next_due: opt(date),
  // Basic Company Data (an imported bulk file) gives the due date only.
  next_made_up_to: opt(date),
  overdue: opt(bool),
});

const foreignCompanyDetailsSchema = record({
  accounting_requirement: opt(
    record({
      foreign_account_type: opt(enumValue),
      terms_of_account_publication: opt(enumValue),
    }),
  ),
  accounts: opt(
    record({
      account_period_from: opt(dayMonth),
      account_period_to: opt(dayMonth),
      must_file_within: opt(record({ months: opt(int) })),
    }),
  ),
  business_activity: opt(text),
  company_type: opt(text),
  governed_by: opt(text),
  is_a_credit_finance_institution: opt(bool),
  // The real registry spells the flag differently from its description, and adds legal_form.
  is_a_credit_financial_institution: opt(bool),
  legal_form: opt(text),
  originating_registry: opt(record({ country: opt(text), name: opt(text) })),
  registration_number: opt(text),
});

const companyLinksSchema = record({
  self: text,
  charges: opt(text),
  exemptions: opt(text),
  filing_history: opt(text),
  insolvency: opt(text),
  officers: opt(text),
  overseas: opt(text),
  persons_with_significant_control: opt(text),
  persons_with_significant_control_statements: opt(text),
  registers: opt(text),
  // The description writes `uk-establishments`; real profiles use the underscore.
  uk_establishments: opt(text),
});

export const companyProfileSchema = record({
  accounts: opt(accountsSchema),
  annual_return: opt(
    record({
      last_made_up_to: opt(date),
      next_due: opt(date),
      next_made_up_to: opt(date),
      overdue: opt(bool),
    }),
  ),
  branch_company_details: opt(
    record({
      business_activity: opt(text),
      parent_company_name: text,
      parent_company_number: text,
    }),
  ),
  can_file: opt(bool),
  company_name: text,
  company_number: text,
  company_status: opt(enumValue),
  company_status_detail: opt(enumValue),
  confirmation_statement: opt(
    record({
      last_made_up_to: opt(date),
      next_due: opt(date),
      next_made_up_to: opt(date),
      overdue: opt(bool),
    }),
  ),
  corporate_annotation: opt(z.array(record({ type: enumValue, created_on: date, description: opt(text) }))),
  date_of_cessation: opt(date),
  date_of_creation: opt(date),
  etag: opt(text),
  external_registration_number: opt(text),
  foreign_company_details: opt(foreignCompanyDetailsSchema),
  has_been_liquidated: opt(bool),
  has_charges: opt(bool),
  has_insolvency_history: opt(bool),
  // Sent by the real registry, not in its description.
  has_super_secure_pscs: opt(bool),
  is_community_interest_company: opt(bool),
  jurisdiction: enumValue,
  last_full_members_list_date: opt(date),
  links: companyLinksSchema,
  partial_data_available: opt(enumValue),
  previous_company_names: opt(z.array(record({ ceased_on: date, effective_from: opt(date), name: text }))),
  // Countries outside the spec's list occur (overseas companies), hence the plain address.
  registered_office_address: opt(address),
  registered_office_is_in_dispute: opt(bool),
  service_address: opt(address),
  sic_codes: opt(z.array(text)),
  // An undocumented top-level status appears in some real profiles.
  status: opt(enumValue),
  subtype: opt(enumValue),
  super_secure_managing_officer_count: opt(int),
  // Limited partnerships (2026): how long the partnership is to last (`by-agreement`, `until-dissolution`, `none`).
  term: opt(enumValue),
  type: enumValue,
  undeliverable_registered_office_address: opt(bool),
});

// The description requires premises, postal_code and country, but real overseas
// addresses lack them (FC040879 has neither premises nor postal code).
export const registeredOfficeAddressSchema = record({
  ...address.shape,
  address_line_1: text,
  locality: text,
  etag: opt(text),
  kind: opt(enumValue),
  links: opt(selfLinks),
});

export type CompanyProfile = z.infer<typeof companyProfileSchema>;
export type RegisteredOfficeAddress = z.infer<typeof registeredOfficeAddressSchema>;
