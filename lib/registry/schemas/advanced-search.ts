// Wire schemas for advanced, dissolved and alphabetical company search (api-facts §3.2–3.4,
// financials §6). `hits` is a number in real responses and a string in the description: both
// read as a number. Items link with `links.company_profile`, not `self`.
import { z } from 'zod';
import { address, date, enumValue, int, opt, record, text } from '../wire';

const profileLinks = record({ company_profile: text });

export const advancedSearchItemSchema = record({
  company_name: text,
  company_number: text,
  company_status: enumValue,
  company_type: enumValue,
  company_subtype: opt(enumValue),
  kind: enumValue,
  links: profileLinks,
  date_of_creation: opt(date),
  date_of_cessation: opt(date),
  // May be `{}` (a real response).
  registered_office_address: opt(address),
  sic_codes: opt(z.array(text)),
});

export const advancedSearchSchema = record({
  kind: enumValue,
  etag: opt(text),
  hits: int,
  top_hit: opt(advancedSearchItemSchema),
  items: z.array(advancedSearchItemSchema),
});

const previousName = record({ name: text, effective_from: opt(date), ceased_on: opt(date), company_number: opt(text) });

/** Item `kind` is `search-results#dissolved-company` in the description and `searchresults#dissolved-company` in real responses. */
export const dissolvedSearchItemSchema = record({
  company_name: text,
  company_number: text,
  company_status: enumValue,
  kind: enumValue,
  links: opt(profileLinks),
  date_of_creation: opt(date),
  date_of_cessation: opt(date),
  registered_office_address: opt(address),
  previous_company_names: opt(z.array(previousName)),
  matched_previous_company_name: opt(previousName),
  ordered_alpha_key_with_id: opt(text),
});

export const dissolvedSearchSchema = record({
  kind: enumValue,
  etag: opt(text),
  hits: opt(int),
  top_hit: opt(dissolvedSearchItemSchema),
  items: z.array(dissolvedSearchItemSchema),
});

export const alphabeticalSearchItemSchema = record({
  company_name: text,
  company_number: text,
  company_status: enumValue,
  company_type: opt(enumValue),
  kind: enumValue,
  links: opt(profileLinks),
  ordered_alpha_key_with_id: text,
});

export const alphabeticalSearchSchema = record({
  kind: enumValue,
  etag: opt(text),
  top_hit: opt(alphabeticalSearchItemSchema),
  items: z.array(alphabeticalSearchItemSchema),
});

export type AdvancedSearchItem = z.infer<typeof advancedSearchItemSchema>;
export type AdvancedSearch = z.infer<typeof advancedSearchSchema>;
export type DissolvedSearchItem = z.infer<typeof dissolvedSearchItemSchema>;
export type DissolvedSearch = z.infer<typeof dissolvedSearchSchema>;
export type AlphabeticalSearchItem = z.infer<typeof alphabeticalSearchItemSchema>;
export type AlphabeticalSearch = z.infer<typeof alphabeticalSearchSchema>;
