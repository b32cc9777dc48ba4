// Wire schemas for a company's officers (list and single appointment) and for one
// officer's appointments across companies (api-facts §4, §5).
import { z } from 'zod';
import { address, bool, date, enumValue, int, monthYear, opt, pageFields, record, selfLinks, text } from '../wire';

/** Corporate officers' and corporate PSCs' registration details. */
export const identificationSchema = record({
  identification_type: opt(enumValue),
  legal_authority: opt(text),
  legal_form: opt(text),
  place_registered: opt(text),
  registration_number: opt(text),
  register_location: opt(text),
});

/** Identity verification (2025 onwards), shared by officers and PSCs. */
export const identityVerificationDetailsSchema = record({
  anti_money_laundering_supervisory_bodies: opt(z.array(text)),
  appointment_verification_end_on: opt(date),
  appointment_verification_start_on: opt(date),
  appointment_verification_statement_date: opt(date),
  appointment_verification_statement_due_on: opt(date),
  authorised_corporate_service_provider_name: opt(text),
  identity_verified_on: opt(date),
  preferred_name: opt(text),
});

/** Fields an appointment carries both in a company's officer list and in an officer's appointment list. */
const appointmentFields = {
  // The spec requires an appointment's address; a real corporate officer's appointment has none.
  address: opt(address),
  appointed_before: opt(date),
  appointed_on: opt(date),
  contact_details: opt(record({ contact_name: opt(text) })),
  // Limited-partnership partners' capital contribution.
  contribution_currency_type: opt(enumValue),
  contribution_currency_value: opt(text),
  // Strings in the registry's item mapper; objects `{sub_type}` in its 2026 resource notes: read both as strings.
  contribution_sub_types: opt(
    z.preprocess(
      (value) =>
        Array.isArray(value)
          ? value.map((item) =>
              item && typeof item === 'object' && 'sub_type' in item ? (item as { sub_type: unknown }).sub_type : item,
            )
          : value,
      z.array(enumValue),
    ),
  ),
  country_of_residence: opt(text),
  etag: opt(text),
  former_names: opt(z.array(record({ forenames: opt(text), surname: opt(text) }))),
  identification: opt(identificationSchema),
  identity_verification_details: opt(identityVerificationDetailsSchema),
  is_pre_1992_appointment: opt(bool),
  name: text,
  nationality: opt(text),
  occupation: opt(text),
  officer_role: enumValue,
  person_number: opt(text),
  principal_office_address: opt(address),
  resigned_on: opt(date),
  responsibilities: opt(text),
};

/** One item of a company's officer list; also the single-appointment resource. */
export const officerSummarySchema = record({
  ...appointmentFields,
  date_of_birth: opt(monthYear),
  links: record({
    // Required by the description, but absent from real list items (officers_you_limited sample).
    self: opt(text),
    officer: record({ appointments: text }),
  }),
});

export const officerListSchema = record({
  ...pageFields,
  kind: enumValue,
  etag: text,
  links: selfLinks,
  active_count: int,
  // Real, though missing from the description; omitted in register view.
  inactive_count: opt(int),
  resigned_count: int,
  items: z.array(officerSummarySchema),
});

/** One item of an officer's appointment list. */
export const appointmentSchema = record({
  ...appointmentFields,
  appointed_to: record({
    company_name: opt(text),
    company_number: text,
    company_status: opt(enumValue),
  }),
  links: record({ company: text }),
  name_elements: opt(
    record({
      forename: opt(text),
      honours: opt(text),
      other_forenames: opt(text),
      surname: text,
      title: opt(text),
    }),
  ),
});

export const appointmentListSchema = record({
  ...pageFields,
  kind: enumValue,
  etag: text,
  links: selfLinks,
  name: text,
  is_corporate_officer: bool,
  date_of_birth: opt(monthYear),
  // Sent by the real registry, though not described; older responses lack them.
  active_count: opt(int),
  inactive_count: opt(int),
  resigned_count: opt(int),
  items: z.array(appointmentSchema),
});

export type Identification = z.infer<typeof identificationSchema>;
export type IdentityVerificationDetails = z.infer<typeof identityVerificationDetailsSchema>;
export type OfficerSummary = z.infer<typeof officerSummarySchema>;
export type OfficerList = z.infer<typeof officerListSchema>;
export type Appointment = z.infer<typeof appointmentSchema>;
export type AppointmentList = z.infer<typeof appointmentListSchema>;
