// Wire schemas for persons with significant control: the list, the eight detail kinds and
// the PSC statements (api-facts §13). Beneficial-owner kinds belong to registered overseas entities.
import { z } from 'zod';
import { address, bool, date, enumValue, int, monthYear, opt, record, selfLinks, text } from '../wire';
import { identityVerificationDetailsSchema } from './officers';

// PSCs use `middle_name` where officers use `other_forenames`; accept either.
const nameElementsSchema = record({
  title: opt(text),
  forename: opt(text),
  middle_name: opt(text),
  other_forenames: opt(text),
  surname: text,
});

const pscLinksSchema = record({
  self: text,
  statement: opt(text),
  persons_with_significant_control: opt(record({ notifications: opt(text) })),
});

// The spec requires premises too, but a real individual PSC's address has none.
const pscAddress = record({ ...address.shape, address_line_1: text, postal_code: text });

const corporateIdentificationSchema = record({
  country_registered: opt(text),
  legal_authority: text,
  legal_form: text,
  place_registered: opt(text),
  registration_number: opt(text),
});

const commonFields = {
  etag: text,
  kind: enumValue,
  links: pscLinksSchema,
  ceased_on: opt(date),
  ceased: opt(bool),
};

export const pscIndividualSchema = record({
  ...commonFields,
  name: text,
  name_elements: nameElementsSchema,
  date_of_birth: monthYear,
  nationality: text,
  country_of_residence: text,
  address: pscAddress,
  natures_of_control: z.array(enumValue),
  notified_on: date,
  identity_verification_details: opt(identityVerificationDetailsSchema),
});

// Beneficial owners: the description marks nearly everything optional.
const beneficialOwnerFields = {
  ...commonFields,
  name: opt(text),
  address: opt(address),
  principal_office_address: opt(address),
  natures_of_control: opt(z.array(enumValue)),
  notified_on: opt(date),
  is_sanctioned: opt(bool),
};

export const pscIndividualBeneficialOwnerSchema = record({
  ...beneficialOwnerFields,
  name_elements: opt(nameElementsSchema),
  date_of_birth: opt(monthYear),
  nationality: opt(text),
  country_of_residence: opt(text),
});

export const pscCorporateEntitySchema = record({
  ...commonFields,
  name: text,
  address: pscAddress,
  identification: corporateIdentificationSchema,
  natures_of_control: z.array(enumValue),
  notified_on: date,
});

export const pscCorporateEntityBeneficialOwnerSchema = record({
  ...beneficialOwnerFields,
  identification: opt(
    record({
      country_registered: opt(text),
      legal_authority: opt(text),
      legal_form: opt(text),
      place_registered: opt(text),
      registration_number: opt(text),
    }),
  ),
});

export const pscLegalPersonSchema = record({
  ...commonFields,
  name: text,
  address: pscAddress,
  identification: record({ legal_authority: text, legal_form: text }),
  natures_of_control: z.array(enumValue),
  notified_on: date,
});

export const pscLegalPersonBeneficialOwnerSchema = record({
  ...beneficialOwnerFields,
  identification: opt(record({ legal_authority: opt(text), legal_form: opt(text) })),
});

// `description` is `super-secure-persons-with-significant-control` in the description and
// `super-secure-person-with-significant-control` in a real response: any string.
export const pscSuperSecureSchema = record({
  etag: text,
  kind: enumValue,
  description: enumValue,
  ceased: opt(bool),
  links: selfLinks,
  identity_verification_details: opt(identityVerificationDetailsSchema),
});

export const pscSuperSecureBeneficialOwnerSchema = record({
  etag: text,
  kind: enumValue,
  description: enumValue,
  ceased: opt(bool),
  links: selfLinks,
});

/**
 * One item of the PSC list, of any kind: the union of the kinds' fields. Only what every
 * kind has is required; `kind` is any string (legal persons appear both as
 * `legal-person-with-significant-control` and `legal-person-person-with-significant-control`).
 */
export const pscSchema = record({
  kind: enumValue,
  links: pscLinksSchema,
  // Absent from a real corporate-entity list item.
  etag: opt(text),
  // Super-secure PSCs have no name, address, dates or natures of control.
  name: opt(text),
  name_elements: opt(nameElementsSchema),
  date_of_birth: opt(monthYear),
  nationality: opt(text),
  country_of_residence: opt(text),
  // Absent from a real corporate-entity list item; parts lenient as for beneficial owners.
  address: opt(address),
  principal_office_address: opt(address),
  identification: opt(
    record({
      country_registered: opt(text),
      legal_authority: opt(text),
      legal_form: opt(text),
      place_registered: opt(text),
      registration_number: opt(text),
    }),
  ),
  natures_of_control: opt(z.array(enumValue)),
  notified_on: opt(date),
  ceased_on: opt(date),
  ceased: opt(bool),
  description: opt(enumValue),
  is_sanctioned: opt(bool),
  identity_verification_details: opt(identityVerificationDetailsSchema),
});

export const pscListSchema = record({
  // The real list has no kind or etag at the top.
  kind: opt(enumValue),
  etag: opt(text),
  items_per_page: int,
  start_index: int,
  total_results: int,
  active_count: int,
  ceased_count: int,
  links: record({
    self: text,
    persons_with_significant_control_statements: opt(text),
    persons_with_significant_control_list: opt(text),
  }),
  items: z.array(pscSchema),
});

export const pscStatementSchema = record({
  etag: text,
  kind: enumValue,
  statement: enumValue,
  notified_on: date,
  ceased_on: opt(date),
  restrictions_notice_withdrawal_reason: opt(enumValue),
  notification_id: opt(text),
  linked_psc_name: opt(text),
  links: record({ self: text, person_with_significant_control: opt(text) }),
});

export const pscStatementListSchema = record({
  kind: opt(enumValue),
  etag: opt(text),
  items_per_page: int,
  start_index: int,
  total_results: int,
  active_count: int,
  ceased_count: int,
  links: record({
    self: text,
    // Listed by the spec, absent from a real response.
    persons_with_significant_control_list: opt(text),
    persons_with_significant_control_statements_list: opt(text),
  }),
  items: z.array(pscStatementSchema),
});

export type PscIndividual = z.infer<typeof pscIndividualSchema>;
export type PscIndividualBeneficialOwner = z.infer<typeof pscIndividualBeneficialOwnerSchema>;
export type PscCorporateEntity = z.infer<typeof pscCorporateEntitySchema>;
export type PscCorporateEntityBeneficialOwner = z.infer<typeof pscCorporateEntityBeneficialOwnerSchema>;
export type PscLegalPerson = z.infer<typeof pscLegalPersonSchema>;
export type PscLegalPersonBeneficialOwner = z.infer<typeof pscLegalPersonBeneficialOwnerSchema>;
export type PscSuperSecure = z.infer<typeof pscSuperSecureSchema>;
export type PscSuperSecureBeneficialOwner = z.infer<typeof pscSuperSecureBeneficialOwnerSchema>;
export type Psc = z.infer<typeof pscSchema>;
export type PscList = z.infer<typeof pscListSchema>;
export type PscStatement = z.infer<typeof pscStatementSchema>;
export type PscStatementList = z.infer<typeof pscStatementListSchema>;
