// Document ids of the generated dataset. The real registry's ids are opaque 43-character
// base64url strings unrelated to the transaction id; ours look the same but are the filing's
// company number and transaction id, masked with a fixed keystream, so the Document API can
// find the filing from the id alone without an index, and the same filing always has the
// same id. The mask only makes the ids opaque; nothing secret rests on it.
import { createHash } from 'node:crypto';

/** The host the generator writes into `links.document_metadata`; the handler swaps in its own. */
export const DOCUMENT_API_ORIGIN = 'https://document-api.company-information.service.gov.uk';

const COMPANY_LENGTH = 8;
const MAX_TRANSACTION_LENGTH = 40;
const COMPANY = /^[A-Z0-9]{8}$/;
const TRANSACTION = /^[A-Za-z0-9_=-]{1,40}$/;

const MASK = (() => {
  const parts: Buffer[] = [];
  for (let i = 0; i < 2; i++) parts.push(createHash('sha256').update(`registry-document-id|${i}`).digest());
  return Buffer.concat(parts);
})();

function mask(bytes: Buffer): Buffer {
  for (let i = 0; i < bytes.length; i++) bytes[i]! ^= MASK[i]!;
  return bytes;
}

/** The document id of a filing (43 characters for the generator's 24-character transaction ids). */
export function documentIdFor(companyNumber: string, transactionId: string): string {
  if (!COMPANY.test(companyNumber) || !TRANSACTION.test(transactionId))
    throw new Error(`documentIdFor: not a company number and transaction id: ${companyNumber} ${transactionId}`);
  return mask(Buffer.from(companyNumber + transactionId, 'latin1')).toString('base64url');
}

/** The filing a document id names, or undefined when the id is not one of ours. */
export function filingOfDocument(documentId: string): { companyNumber: string; transactionId: string } | undefined {
  if (!/^[A-Za-z0-9_-]{12,64}$/.test(documentId)) return undefined;
  const bytes = Buffer.from(documentId, 'base64url');
  if (bytes.length <= COMPANY_LENGTH || bytes.length > COMPANY_LENGTH + MAX_TRANSACTION_LENGTH) return undefined;
  // base64url decoding ignores stray trailing bits: only the canonical spelling of an id is one.
  if (bytes.toString('base64url') !== documentId) return undefined;
  const text = mask(bytes).toString('latin1');
  const companyNumber = text.slice(0, COMPANY_LENGTH);
  const transactionId = text.slice(COMPANY_LENGTH);
  return COMPANY.test(companyNumber) && TRANSACTION.test(transactionId) ? { companyNumber, transactionId } : undefined;
}
