// Where the Document API's redirects may send the app: its storage hosts and nothing else
// (anything else is a registry gone wrong or an attempt to make the app fetch an address of
// someone's choosing). S3 (`*.amazonaws.com`, https only), the configured Document API's
// own origin (where the embedded registry signs its storage URLs), and exact origins an
// operator adds (REGISTRY_DOCUMENT_STORAGE_ORIGINS: https, or http on this machine only).

export interface StorageAllowList {
  /** The Document API's origin, as configured. */
  documentOrigin: string;
  /** Further exact origins. */
  origins: readonly string[];
}

const S3_HOST = /^(?:[a-z0-9-]+\.)+amazonaws\.com$/;

/** True when the app may fetch `url` as document storage. */
export function isAllowedStorageUrl(url: URL, allowed: StorageAllowList): boolean {
  // Credentials in a URL would be sent as Authorization: never.
  if (url.username || url.password) return false;
  if (url.protocol === 'https:' && S3_HOST.test(url.hostname) && (url.port === '' || url.port === '443')) return true;
  return url.origin === allowed.documentOrigin || allowed.origins.includes(url.origin);
}
