// The accounts documents the financial periods read, through lib/documents (the document proxy's
// reader: metadata through the gateway, content by one allow-listed redirect, no key to storage).
import 'server-only';
import type { AccountsDocumentSource } from './periods';

export function accountsDocumentSource(): AccountsDocumentSource {
  throw new Error('lib/documents is not on this branch yet');
}
