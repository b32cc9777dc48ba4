// What an export of a company's filing history writes (/company/{company_number}/filing-history), by table column.
import { companyNumberField, field, pageUrl, type ExportColumns } from '@/lib/export/fields';
import { documentIdOf } from '@/lib/documents/formats';
import { filingCategoryLabel } from '@/lib/labels/company';
import { describeFilingText } from '@/lib/labels/filing-descriptions';
import type { FilingHistoryItem } from '@/lib/registry/schemas';

export const filingsExport = {
  date: [companyNumberField(), field('date', 'Date', (f) => f.date)],
  type: [
    field('type', 'Form', (f) => f.type),
    field('category', 'Category (registry key)', (f) => f.category),
    field('category_label', 'Category', (f) => filingCategoryLabel(f.category)),
    field('subcategory', 'Subcategory (registry key)', (f) => f.subcategory),
  ],
  description: [
    field('description', 'Description', (f) => describeFilingText(f)),
    field('description_key', 'Description (registry key)', (f) => f.description),
    field('action_date', 'Takes effect on', (f) => f.action_date),
  ],
  pages: [
    field('pages', 'Pages', (f) => f.pages),
    field('paper_filed', 'Filed on paper', (f) => f.paper_filed),
    field('barcode', 'Barcode', (f) => f.barcode),
    field('transaction_id', 'Transaction id', (f) => f.transaction_id),
    field('url', 'Filing page', (f, context) => pageUrl(f.links?.self, context)),
  ],
  document: [field('document_id', 'Document id', (f) => documentIdOf(f.links?.document_metadata))],
} satisfies ExportColumns<FilingHistoryItem>;
