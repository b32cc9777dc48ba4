// Wire schema for where a company keeps its statutory registers, api-facts §11.
import { z } from 'zod';
import { date, enumValue, opt, record, selfLinks, text } from '../wire';

const registerSchema = record({
  register_type: enumValue,
  items: z.array(
    record({
      moved_on: date,
      register_moved_to: enumValue,
      // Described as required; absent from real entries.
      links: opt(record({ filing: opt(text) })),
    }),
  ),
  links: opt(
    record({
      directors_register: opt(text),
      secretaries_register: opt(text),
      persons_with_significant_control_register: opt(text),
      usual_residential_address: opt(text),
      members: opt(text),
      llp_members: opt(text),
      llp_usual_residential_address: opt(text),
    }),
  ),
});

export const companyRegisterSchema = record({
  kind: enumValue,
  etag: opt(text),
  // Described as required; absent from a real response.
  company_number: opt(text),
  links: selfLinks,
  // Only registers the company has moved appear, whatever the description marks required.
  registers: record({
    directors: opt(registerSchema),
    secretaries: opt(registerSchema),
    persons_with_significant_control: opt(registerSchema),
    usual_residential_address: opt(registerSchema),
    members: opt(registerSchema),
    llp_members: opt(registerSchema),
    llp_usual_residential_address: opt(registerSchema),
  }),
});

export type CompanyRegisterEntry = z.infer<typeof registerSchema>;
export type CompanyRegister = z.infer<typeof companyRegisterSchema>;
