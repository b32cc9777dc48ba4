// Wire schema for a company's exemptions from PSC and disclosure rules, api-facts §14.
import { z } from 'zod';
import { date, enumValue, oneOrFirst, opt, record, selfLinks, text } from '../wire';

const exemptionSchema = record({
  exemption_type: enumValue,
  items: z.array(record({ exempt_from: date, exempt_to: opt(date) })),
});

export const companyExemptionsSchema = record({
  kind: enumValue,
  etag: text,
  // Drawn as an array in the description, an object in real responses.
  links: oneOrFirst(selfLinks),
  exemptions: record({
    disclosure_transparency_rules_chapter_five_applies: opt(exemptionSchema),
    psc_exempt_as_shares_admitted_on_market: opt(exemptionSchema),
    psc_exempt_as_trading_on_eu_regulated_market: opt(exemptionSchema),
    psc_exempt_as_trading_on_regulated_market: opt(exemptionSchema),
    psc_exempt_as_trading_on_uk_regulated_market: opt(exemptionSchema),
  }),
});

export type CompanyExemption = z.infer<typeof exemptionSchema>;
export type CompanyExemptions = z.infer<typeof companyExemptionsSchema>;
