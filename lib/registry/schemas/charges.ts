// Wire schemas for a company's charges (list and single charge), api-facts §10.
// The registry's description draws several objects as arrays; real responses send objects: both are read as one object.
import { z } from 'zod';
import { bool, date, enumValue, int, oneOrFirst, opt, record, text } from '../wire';

const transactionSchema = record({
  delivered_on: opt(date),
  filing_type: opt(enumValue),
  insolvency_case_number: opt(int),
  links: opt(oneOrFirst(record({ filing: opt(text), insolvency_case: opt(text) }))),
  transaction_id: opt(int),
});

const insolvencyCaseSchema = record({
  case_number: opt(int),
  links: opt(oneOrFirst(record({ case: opt(text) }))),
  transaction_id: opt(int),
});

export const chargeDetailsSchema = record({
  acquired_on: opt(date),
  assets_ceased_released: opt(enumValue),
  // The description's misspelling, in case a response uses it.
  assests_ceased_released: opt(enumValue),
  charge_code: opt(text),
  charge_number: int,
  classification: oneOrFirst(record({ description: text, type: enumValue })),
  covering_instrument_date: opt(date),
  created_on: opt(date),
  delivered_on: opt(date),
  etag: text,
  id: opt(text),
  insolvency_cases: opt(z.array(insolvencyCaseSchema)),
  links: opt(oneOrFirst(record({ self: opt(text) }))),
  more_than_four_persons_entitled: opt(bool),
  particulars: opt(
    oneOrFirst(
      record({
        chargor_acting_as_bare_trustee: opt(bool),
        contains_fixed_charge: opt(bool),
        contains_floating_charge: opt(bool),
        contains_negative_pledge: opt(bool),
        floating_charge_covers_all: opt(bool),
        // Required by the spec; real charges often carry only the flags.
        description: opt(text),
        type: opt(enumValue),
      }),
    ),
  ),
  persons_entitled: opt(z.array(record({ name: text }))),
  resolved_on: opt(date),
  satisfied_on: opt(date),
  scottish_alterations: opt(
    oneOrFirst(
      record({
        has_alterations_to_order: opt(bool),
        has_alterations_to_prohibitions: opt(bool),
        has_alterations_to_provisions: opt(bool),
        has_restricting_provisions: opt(bool),
      }),
    ),
  ),
  secured_details: opt(oneOrFirst(record({ description: text, type: enumValue }))),
  status: enumValue,
  transactions: opt(z.array(transactionSchema)),
});

export const chargeListSchema = record({
  // Described as required; absent from a real list.
  etag: opt(text),
  total_count: opt(int),
  // Real responses spell it `unfiltered_count`; the description writes `unfiletered_count`. Read both.
  unfiltered_count: opt(int),
  unfiletered_count: opt(int),
  satisfied_count: opt(int),
  part_satisfied_count: opt(int),
  // The real list has no paging echo; kept optional in case it appears.
  items_per_page: opt(int),
  start_index: opt(int),
  items: z.array(chargeDetailsSchema),
});

export type ChargeDetails = z.infer<typeof chargeDetailsSchema>;
export type ChargeList = z.infer<typeof chargeListSchema>;
