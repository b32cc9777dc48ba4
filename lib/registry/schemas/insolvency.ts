// Wire schema for a company's insolvency cases, api-facts §9.
import { z } from 'zod';
import { address, date, enumValue, int, listOrOne, oneOrFirst, opt, record, text } from '../wire';

const practitionerSchema = record({
  name: text,
  // Drawn as an array in the description, an object in real responses.
  address: oneOrFirst(address),
  appointed_on: opt(date),
  ceased_to_act_on: opt(date),
  role: opt(enumValue),
});

export const insolvencyCaseSchema = record({
  type: enumValue,
  // A numeric string ("1") in real responses.
  number: opt(int),
  dates: z.array(record({ type: enumValue, date })),
  notes: opt(z.array(text)),
  practitioners: z.array(practitionerSchema),
  links: opt(record({ charge: opt(text) })),
});

export const companyInsolvencySchema = record({
  // Required by the description, absent from a real response.
  etag: opt(text),
  // A single string in the description, a list in real responses: always a list here.
  status: opt(listOrOne(enumValue)),
  cases: z.array(insolvencyCaseSchema),
});

export type InsolvencyCase = z.infer<typeof insolvencyCaseSchema>;
export type CompanyInsolvency = z.infer<typeof companyInsolvencySchema>;
