// What the remote-mode end-to-end tests and their scripted registry (./upstream.ts) agree on:
// the ports, the test key and the company numbers the scripted registry answers for.

/** The company every served fixture describes. None of these numbers is one the embedded tests visit: both servers share the page cache. */
export const REMOTE_COMPANY = '09876543';
/** The officer of the appointment-list fixture. */
export const REMOTE_OFFICER = 'Xa9cV3bN7mQ2wE5rT8yU1iO4pLk';
/** Well-formed, held by no one: the registry answers 404 with an empty body. */
export const MISSING_COMPANY = '09999404';
/** Every call about this company is answered 429, as when the key's quota is spent. */
export const BUSY_COMPANY = '09999429';

export const REMOTE_API_KEY = 'test-key';
export const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 3199);
export const REMOTE_PORT = Number(process.env.E2E_REMOTE_PORT ?? 3101);
/** The scripted registry's document storage (S3's stand-in), a second origin the remote servers allow (REGISTRY_DOCUMENT_STORAGE_ORIGINS). */
export const STORAGE_PORT = Number(process.env.E2E_STORAGE_PORT ?? UPSTREAM_PORT + 2);
/** A second remote-mode server with the default quota and shares, for the fairness spec alone (the other specs' one client would spend a default share). */
export const FAIRNESS_PORT = Number(process.env.E2E_FAIRNESS_PORT ?? REMOTE_PORT + 10);

/** A company with accounts filings and their documents (./financials-upstream.ts). */
export const ACCOUNTS_COMPANY = '09876547';

/** A company whose lists the scripted registry serves long enough to page (./long-lists.ts). */
export const PAGED_COMPANY = '09876545';
/** An officer whose appointments the scripted registry serves long enough to page. */
export const PAGED_OFFICER = 'Pg4cV3bN7mQ2wE5rT8yU1iO4pLk';
/** The scripted registry answers any search with long result lists; this word is one no embedded test searches for (the servers share the page cache). */
export const PAGED_SEARCH = 'zephyrine';

/** The centre of a small web of companies and officers for the connections graph (./network-lists.ts). */
export const NETWORK_COMPANY = '09876599';

/** A private company whose officers and PSCs show every state of identity verification (./identity-lists.ts). */
export const IDENTITY_COMPANY = '09876561';
/** A Scottish limited partnership with partners and their capital contributions (./identity-lists.ts). */
export const LP_COMPANY = '09876562';
/** The director of IDENTITY_COMPANY whose appointments carry her preferred name and a partnership. */
export const IDENTITY_OFFICER = 'Id00kV3bN7mQ2wE5rT8yU1iO4pL';
