// Addresses around a filing: the app's page for it, and the id of its document (the
// registry's document service needs a key, so the app shows the id rather than linking to it).

/** The app's page for one filing (the registry's own path, so links map one to one). */
export function filingHref(companyNumber: string, transactionId: string): string {
  return `/company/${encodeURIComponent(companyNumber)}/filing-history/${encodeURIComponent(transactionId)}`;
}

/** The document's id at the end of a document-metadata URL, if it looks like one. */
export function documentIdOf(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return undefined;
  }
  const id = path.split('/').filter(Boolean).pop();
  return id && /^[\w-]+$/.test(id) ? id : undefined;
}
