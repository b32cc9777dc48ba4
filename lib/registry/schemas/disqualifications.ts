// Wire schemas for disqualified officers, natural persons and corporate bodies (api-facts §15).
import { z } from 'zod';
import { address, date, enumValue, listOrOne, opt, record, selfLinks, text } from '../wire';

export const disqualificationSchema = record({
  address,
  case_identifier: opt(text),
  company_names: opt(z.array(text)),
  court_name: opt(text),
  disqualification_type: enumValue,
  disqualified_from: date,
  disqualified_until: date,
  heard_on: opt(date),
  // An object in the interface spec, a list in the published description: always a list here.
  last_variation: opt(listOrOne(record({ case_identifier: opt(text), court_name: opt(text), varied_on: opt(date) }))),
  reason: record({
    act: enumValue,
    article: opt(text),
    description_identifier: enumValue,
    section: opt(text),
  }),
  undertaken_on: opt(date),
});

export const permissionToActSchema = record({
  company_names: opt(z.array(text)),
  court_name: opt(text),
  expires_on: date,
  granted_on: date,
});

const commonFields = {
  disqualifications: z.array(disqualificationSchema),
  etag: text,
  kind: enumValue,
  links: selfLinks,
  permissions_to_act: opt(z.array(permissionToActSchema)),
  person_number: opt(text),
};

export const naturalDisqualificationSchema = record({
  ...commonFields,
  date_of_birth: opt(date),
  forename: opt(text),
  honours: opt(text),
  nationality: opt(text),
  other_forenames: opt(text),
  surname: text,
  title: opt(text),
});

export const corporateDisqualificationSchema = record({
  ...commonFields,
  company_number: opt(text),
  country_of_registration: opt(text),
  name: text,
});

export type Disqualification = z.infer<typeof disqualificationSchema>;
export type PermissionToAct = z.infer<typeof permissionToActSchema>;
export type NaturalDisqualification = z.infer<typeof naturalDisqualificationSchema>;
export type CorporateDisqualification = z.infer<typeof corporateDisqualificationSchema>;
