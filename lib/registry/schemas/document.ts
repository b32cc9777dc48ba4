// Wire schema of the Document API's metadata (api-facts §16): one filing's document, the
// content types it can be had in and their sizes. Links are absolute URLs on the Document API.
import { z } from 'zod';
import { date, enumValue, int, opt, record, text } from '../wire';

export const documentMetadataSchema = record({
  company_number: opt(text),
  barcode: opt(text.nullable()),
  // null in real answers for most forms.
  significant_date: opt(date.nullable()),
  significant_date_type: opt(text.nullable()),
  category: opt(enumValue),
  pages: opt(int),
  filename: opt(text),
  created_at: opt(text),
  etag: opt(text),
  links: record({ self: text, document: opt(text) }),
  // Keyed by MIME type: application/pdf always, application/xhtml+xml for iXBRL accounts, sometimes application/zip.
  resources: z.record(z.string(), record({ content_length: opt(int) })).default({}),
});

export type DocumentMetadata = z.infer<typeof documentMetadataSchema>;
