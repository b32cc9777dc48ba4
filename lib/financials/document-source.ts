// The accounts documents the financial periods read, through lib/documents: metadata through the
// gateway (cached long), content by the Document API's one allow-listed redirect, no key to storage.
import 'server-only';
import { documentContent, findDocument } from '@/lib/documents/service';
import { IXBRL_LIMITS } from './ixbrl/parse';
import { UnreadableAccountsError } from './ixbrl/read';
import type { AccountsDocumentSource } from './periods';

/** The largest iXBRL document read (real ones are tens of kilobytes to a few megabytes): the reader's cap. */
const MAX_IXBRL_BYTES = IXBRL_LIMITS.maxChars;

async function readText(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > MAX_IXBRL_BYTES) {
      await reader.cancel();
      // Unreadable, not unavailable: the period says why, and the document is not fetched again.
      throw new UnreadableAccountsError(`document larger than ${MAX_IXBRL_BYTES} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

export function accountsDocumentSource(): AccountsDocumentSource {
  return {
    async formats(documentId) {
      const summary = await findDocument(documentId);
      return summary?.formats.map((format) => format.mime_type);
    },
    async ixbrl(documentId) {
      return readText(await documentContent(documentId, 'xhtml'));
    },
  };
}
