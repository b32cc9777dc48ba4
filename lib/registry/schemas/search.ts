// Wire schemas for search over companies, officers and disqualified officers (api-facts §3.1).
// Real responses add `page_number` and leave out the described `etag`.
import { z } from 'zod';
import { address, date, enumValue, int, monthYear, opt, pageFields, record, selfLinks, text } from '../wire';

/** 1-based start/end character offset pairs to highlight; real responses send any subset, often empty. */
const matchesSchema = record({
  title: opt(z.array(int)),
  snippet: opt(z.array(int)),
  address_snippet: opt(z.array(int)),
});

const itemFields = {
  kind: enumValue,
  title: text,
  address_snippet: text,
  address,
  links: selfLinks,
  description: opt(text),
  snippet: opt(text),
  matches: opt(matchesSchema),
};

const companyFields = {
  company_number: text,
  company_status: enumValue,
  company_type: enumValue,
  date_of_creation: date,
  date_of_cessation: opt(date),
  external_registration_number: opt(text),
  // Singular for companies, plural for officers: both are lists of description keys.
  description_identifier: opt(z.array(enumValue)),
};

export const companySearchItemSchema = record({
  ...itemFields,
  ...companyFields,
  // A client library's real-response fixture has a company result without a title.
  title: opt(text),
});

export const officerSearchItemSchema = record({
  ...itemFields,
  appointment_count: int,
  date_of_birth: opt(monthYear),
  description: text,
  description_identifiers: opt(z.array(enumValue)),
});

export const disqualifiedOfficerSearchItemSchema = record({
  ...itemFields,
  // A full date here (officers give month and year); seen with a `T00:00:00` time part.
  date_of_birth: opt(date),
  description: text,
  description_identifiers: opt(z.array(enumValue)),
});

/** A `/search` result of any kind: the union of the kinds' fields, `kind` telling which. */
export const searchAllItemSchema = record({
  ...itemFields,
  company_number: opt(text),
  company_status: opt(enumValue),
  company_type: opt(enumValue),
  date_of_creation: opt(date),
  date_of_cessation: opt(date),
  external_registration_number: opt(text),
  description_identifier: opt(z.array(enumValue)),
  appointment_count: opt(int),
  // `{ month, year }` for officers, a full date for disqualified officers.
  date_of_birth: opt(z.union([monthYear, date])),
  description_identifiers: opt(z.array(enumValue)),
});

const envelope = <T extends z.ZodType>(item: T) =>
  record({
    ...pageFields,
    kind: enumValue,
    etag: opt(text),
    page_number: opt(int),
    items: z.array(item),
  });

export const searchAllSchema = envelope(searchAllItemSchema);
export const companySearchSchema = envelope(companySearchItemSchema);
export const officerSearchSchema = envelope(officerSearchItemSchema);
export const disqualifiedOfficerSearchSchema = envelope(disqualifiedOfficerSearchItemSchema);

export type SearchAllItem = z.infer<typeof searchAllItemSchema>;
export type SearchAll = z.infer<typeof searchAllSchema>;
export type CompanySearchItem = z.infer<typeof companySearchItemSchema>;
export type CompanySearch = z.infer<typeof companySearchSchema>;
export type OfficerSearchItem = z.infer<typeof officerSearchItemSchema>;
export type OfficerSearch = z.infer<typeof officerSearchSchema>;
export type DisqualifiedOfficerSearchItem = z.infer<typeof disqualifiedOfficerSearchItemSchema>;
export type DisqualifiedOfficerSearch = z.infer<typeof disqualifiedOfficerSearchSchema>;
