// Wire schemas for a company's filing history (list and single filing), api-facts §6.
// `description` is a key into the registry's description templates; `description_values` fills them.
import { z } from 'zod';
import { bool, date, enumValue, int, listOrOne, opt, record, text } from '../wire';

const capitalSchema = record({
  currency: opt(text),
  // "100,000" in real filings: display text, not a number.
  figure: opt(text),
  date: opt(date),
});

/** Template values; any key may appear, these are the ones the app reads specially. */
export const descriptionValuesSchema = record({
  // Legacy filings carry their whole free-text description here.
  description: opt(text),
  capital: opt(z.array(capitalSchema)),
  alt_capital: opt(z.array(capitalSchema)),
});

/** Associated filings in real lists carry `action_date` as epoch milliseconds; read as a date. */
const epochOrDate = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? new Date(value).toISOString().slice(0, 10) : value),
  date,
) as unknown as typeof date;

const annotationSchema = record({
  annotation: opt(text),
  category: opt(enumValue),
  date,
  description: enumValue,
  description_values: opt(descriptionValuesSchema),
  type: opt(text),
});

const associatedFilingSchema = record({
  action_date: opt(epochOrDate),
  category: opt(enumValue),
  date,
  description: enumValue,
  description_values: opt(descriptionValuesSchema),
  type: text,
});

const resolutionSchema = record({
  barcode: opt(text),
  category: enumValue,
  description: enumValue,
  description_values: opt(descriptionValuesSchema),
  document_id: opt(text),
  original_description: opt(text),
  // Required by the spec, absent from real resolutions.
  receive_date: opt(date),
  // A string in the spec, sometimes a list in real data (["voluntary", "resolution"]): always a list here.
  subcategory: listOrOne(enumValue),
  type: text,
});

export const filingHistoryItemSchema = record({
  // Real, not in the spec: the date the filing takes effect.
  action_date: opt(date),
  annotations: opt(z.array(annotationSchema)),
  associated_filings: opt(z.array(associatedFilingSchema)),
  barcode: opt(text),
  category: enumValue,
  date,
  description: enumValue,
  description_values: opt(descriptionValuesSchema),
  links: opt(record({ self: opt(text), document_metadata: opt(text) })),
  pages: opt(int),
  paper_filed: opt(bool),
  resolutions: opt(z.array(resolutionSchema)),
  subcategory: opt(enumValue),
  transaction_id: text,
  type: text,
});

export const filingHistoryListSchema = record({
  // Described, but absent from real lists.
  kind: opt(enumValue),
  etag: opt(text),
  filing_history_status: opt(enumValue),
  items_per_page: int,
  start_index: int,
  total_count: int,
  // Companies whose history is not available get the envelope without items.
  items: z.array(filingHistoryItemSchema).default([]),
});

export type DescriptionValues = z.infer<typeof descriptionValuesSchema>;
export type FilingHistoryItem = z.infer<typeof filingHistoryItemSchema>;
export type FilingHistoryList = z.infer<typeof filingHistoryListSchema>;
