// Wire schema for the UK establishments (branches) of an overseas company, api-facts §12.
import { z } from 'zod';
import { enumValue, opt, record, selfLinks, text } from '../wire';

export const companyUKEstablishmentsSchema = record({
  etag: text,
  // `ukestablishment-companies` in the description, `related-companies` in real responses.
  kind: enumValue,
  links: opt(selfLinks),
  items: z.array(
    record({
      company_number: text,
      company_name: text,
      company_status: enumValue,
      locality: opt(text),
      links: record({ company: text }),
    }),
  ),
});

export type CompanyUKEstablishments = z.infer<typeof companyUKEstablishmentsSchema>;
