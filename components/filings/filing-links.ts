// The app's address of a filing. Its document's addresses are lib/documents/formats.ts.

/** The app's page for one filing (the registry's own path, so links map one to one). */
export function filingHref(companyNumber: string, transactionId: string): string {
  return `/company/${encodeURIComponent(companyNumber)}/filing-history/${encodeURIComponent(transactionId)}`;
}
