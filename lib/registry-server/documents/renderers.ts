// The content types the embedded Document API can give a filing's document in: one entry
// per MIME type, asked in order. A document lists every type whose `applies` is true (the
// metadata's `resources`); `render` makes its bytes from the filing's data on request, the
// same bytes every time (nothing is stored, so a render must be deterministic).
import type { CompanyProfile, FilingHistoryItem } from '@/lib/registry/schemas';
import type { RegistryStore } from '../store';
import { ixbrlRenderer } from '../accounts/renderer';
import { pdfRenderer } from './pdf';

/** What a renderer is given: the filing, its company and, for renderers that need more (earlier accounts, say), the dataset. */
export interface DocumentSource {
  readonly documentId: string;
  readonly companyNumber: string;
  /** The filing-history item as the registry serves it. */
  readonly filing: FilingHistoryItem;
  /** The company's profile; undefined when the dataset has none. */
  readonly company: CompanyProfile | undefined;
  readonly store: RegistryStore;
}

export interface DocumentRenderer {
  readonly mimeType: string;
  applies(source: DocumentSource): boolean;
  render(source: DocumentSource): Promise<Uint8Array>;
}

/** Every content type, PDF first (the registry's default). */
export const renderers: readonly DocumentRenderer[] = [pdfRenderer, ixbrlRenderer];
