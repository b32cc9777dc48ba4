// The scripted registry behind the remote-mode end-to-end tests: the project's own fixtures
// served at the registry's paths, with the real registry's habits (api-facts §1, §17): HTTP
// Basic with the key as user name, an empty-body 404 for anything it does not hold,
// rate-limit headers on every answer and a 429 for one company, lists paged by `start_index`
// and `items_per_page` (and long ones to page through: ./long-lists.ts). It runs on the fake upstream
// the unit tests use. `npx tsx e2e/support/upstream.ts`; the port is E2E_UPSTREAM_PORT
// (default 3199); with REGISTRY_API_KEY set, a call without that key gets the registry's 401.
// It is the Document API too (REGISTRY_DOCUMENT_API_URL of the remote servers): the fixtures'
// documents, their content a 302 to presigned URLs on a second origin, an S3-like storage on
// E2E_STORAGE_PORT that refuses any request carrying a key.
import { startFakeUpstream, type Reply, type Script } from '../../lib/gateway/testing/fake-upstream';
import { basicAuthorization } from '../../lib/registry/basic-auth';
import { buildPath, matchPath, type EndpointName } from '../../lib/registry/catalogue';
import appointmentList from '../../lib/registry/__fixtures__/appointment-list.json';
import chargeList from '../../lib/registry/__fixtures__/charge-list.json';
import companyProfile from '../../lib/registry/__fixtures__/company-profile-unknown-values.json';
import filingHistoryItem from '../../lib/registry/__fixtures__/filing-history-item.json';
import filingHistoryList from '../../lib/registry/__fixtures__/filing-history-list.json';
import insolvency from '../../lib/registry/__fixtures__/insolvency.json';
import officerAppointment from '../../lib/registry/__fixtures__/officer-appointment.json';
import officerList from '../../lib/registry/__fixtures__/officer-list.json';
import pscCorporateEntity from '../../lib/registry/__fixtures__/psc-corporate-entity.json';
import pscIndividual from '../../lib/registry/__fixtures__/psc-individual.json';
import pscList from '../../lib/registry/__fixtures__/psc-list.json';
import pscStatementList from '../../lib/registry/__fixtures__/psc-statement-list.json';
import registers from '../../lib/registry/__fixtures__/registers.json';
import { documentApiScript, fixturePdf, startScriptedStorage } from '../../lib/documents/testing/scripted-documents';
import { documentIdOf } from '../../lib/documents/formats';
import { accountsDocuments, accountsFilingHistory, accountsProfile } from './financials-upstream';
import { longLists, pageOf } from './long-lists';
import { identityLists } from './identity-lists';
import { networkLists } from './network-lists';
import { ACCOUNTS_COMPANY, BUSY_COMPANY, REMOTE_COMPANY, REMOTE_OFFICER, STORAGE_PORT, UPSTREAM_PORT } from './remote';

// Quirks these fixtures carry: numbers as strings (officer and PSC counts, filing total,
// accounting reference date, charge number), a charges list without paging fields,
// insolvency `status` as an array, enumeration values no label table knows (company type,
// accounts type, status detail, an officer role, a nature of control).
const company = { company_number: REMOTE_COMPANY };
const resources: [EndpointName, Record<string, string>, unknown][] = [
  ['companyProfile', company, companyProfile],
  ['officerList', company, officerList],
  ['filingHistoryList', company, filingHistoryList],
  ['chargeList', company, chargeList],
  ['insolvency', company, insolvency],
  ['pscList', company, pscList],
  ['pscStatementList', company, pscStatementList],
  ['registers', company, registers],
  ['officerAppointments', { officer_id: REMOTE_OFFICER }, appointmentList],
  ['companyProfile', { company_number: ACCOUNTS_COMPANY }, accountsProfile],
  ['filingHistoryList', { company_number: ACCOUNTS_COMPANY }, accountsFilingHistory],
  ...longLists,
  ...networkLists,
  ...identityLists,
];
/** The endpoint at each resource's path, for paging its list. */
const endpoints = new Map(resources.map(([name, params]) => [buildPath(name, params as never), name]));
/** Single resources, each served at its own `links.self`; they win over the list items of the same address. */
const items: unknown[] = [officerAppointment, filingHistoryItem, pscIndividual, pscCorporateEntity];

type WithSelf = { links?: { self?: unknown } | unknown[] };
const selfOf = (resource: unknown) => {
  const links = (resource as WithSelf).links;
  const self = Array.isArray(links) ? undefined : links?.self;
  return typeof self === 'string' ? self : undefined;
};

/** Path → body: every resource at its catalogue path, every list item (and single fixture) at its self link. */
function servedPaths(): Map<string, unknown> {
  const served = new Map<string, unknown>();
  for (const [name, params, body] of resources) {
    served.set(buildPath(name, params as never), body);
    // A search result's self link is the record's address, not the result's.
    if (name.startsWith('search')) continue;
    for (const item of (body as { items?: unknown[] }).items ?? []) {
      const self = selfOf(item);
      if (self && matchPath(self)?.ok) served.set(self, item);
    }
  }
  for (const item of items) {
    const self = selfOf(item);
    if (!self || !matchPath(self)?.ok) throw new Error(`a fixture's links.self is not a registry path: ${self}`);
    served.set(self, item);
  }
  return served;
}

const LIMIT = 600;
const WINDOW_MS = 5 * 60_000;

/** The registry's quota: 600 calls per 5-minute window per key, told in X-Ratelimit-* headers; over it, 429. */
function quota(now: () => number) {
  let windowStart = 0;
  let used = 0;
  return {
    take(): { headers: Record<string, string>; spent: boolean } {
      const at = now();
      if (at - windowStart >= WINDOW_MS) [windowStart, used] = [at, 0];
      used++;
      return { headers: rateHeaders(Math.max(0, LIMIT - used), windowStart + WINDOW_MS), spent: used > LIMIT };
    },
  };
}

const rateHeaders = (remaining: number, resetAtMs: number) => ({
  'x-ratelimit-limit': String(LIMIT),
  'x-ratelimit-remain': String(remaining),
  'x-ratelimit-reset': String(Math.ceil(resetAtMs / 1000)),
  'x-ratelimit-window': '5m',
});

// The gateway's own answers are single objects, not the data services' `errors` list; the
// 429 body is not documented, so it takes the 401's shape. No Retry-After (api-facts §17.3).
const refused = (error: string): Reply => ({ status: 401, body: { error, type: 'ch:service' } });
/** A spent quota that resets in two seconds: long enough to show, short enough not to hold up the tests that follow. */
const rateLimited = (at: number): Reply => ({
  status: 429,
  body: { error: 'Rate limit exceeded', type: 'ch:service' },
  headers: rateHeaders(0, at + 2000),
});

function remoteRegistry({ apiKey, now = Date.now }: { apiKey?: string; now?: () => number }): Script {
  const served = servedPaths();
  const window = quota(now);
  const expected = apiKey ? basicAuthorization(apiKey) : undefined;
  return (call) => {
    if (expected) {
      const given = call.headers.authorization;
      if (!given) return refused('Empty Authorization header');
      if (given !== expected) return refused('Invalid Authorization');
    }
    if (call.path === `/company/${BUSY_COMPANY}` || call.path.startsWith(`/company/${BUSY_COMPANY}/`))
      return rateLimited(now());
    const { headers, spent } = window.take();
    if (spent) return { status: 429, body: { error: 'Rate limit exceeded', type: 'ch:service' }, headers };
    const body = served.get(call.path);
    const endpoint = endpoints.get(call.path);
    // The data services answer 404 with an empty body.
    if (body === undefined) return { status: 404, headers };
    return { body: endpoint ? pageOf(endpoint, body, new URLSearchParams(call.search)) : body, headers };
  };
}

/** The fixtures' filings that have a document, each with a small PDF of its own. */
async function fixtureDocuments() {
  const filings = [...filingHistoryList.items, filingHistoryItem] as {
    type: string;
    date: string;
    pages?: number;
    links?: { document_metadata?: string };
  }[];
  const documents = [];
  for (const filing of filings) {
    const id = documentIdOf(filing.links?.document_metadata);
    if (!id) continue;
    const pages = filing.pages ?? 1;
    const text = Array.from({ length: pages }, (_, i) => `${filing.type} of ${filing.date}, page ${i + 1}`);
    documents.push({
      id,
      companyNumber: REMOTE_COMPANY,
      filename: `${REMOTE_COMPANY}_${filing.type.toLowerCase()}_${filing.date}`,
      category: 'scripted',
      pages,
      contents: { 'application/pdf': await fixturePdf(`${REMOTE_COMPANY} ${filing.type}`, text) },
    });
  }
  return documents;
}

async function main() {
  const apiKey = process.env.REGISTRY_API_KEY;
  const storage = await startScriptedStorage({ port: STORAGE_PORT });
  const documents = documentApiScript({
    documents: [...(await fixtureDocuments()), ...(await accountsDocuments(fixturePdf))],
    storage,
    apiKey,
  });
  const registry = remoteRegistry({ apiKey });
  const upstream = await startFakeUpstream((call, count) => documents(call) ?? registry(call, count), {
    port: UPSTREAM_PORT,
  });
  console.log(`scripted document storage at ${storage.url}`);
  console.log(
    `scripted registry at ${upstream.url} (${process.env.REGISTRY_API_KEY ? 'key required' : 'no key required'}); company ${REMOTE_COMPANY}`,
  );
  const stop = () => void Promise.all([upstream.close(), storage.close()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
