// Hybrid mode: an imported bulk file (REGISTRY_DB_PATH) beside the remote registry
// (REGISTRY_API_URL). Each catalogue endpoint goes to the one that has it: search, profiles
// and PSCs to the file, in-process and outside the budget; officers, filings, charges,
// insolvency and the rest to the remote registry, through its gateway as in remote mode.
//
// The split is one level above the transport: the gateway takes from the budget before it
// calls its transport, so a transport that sent some calls to the file would still spend
// the budget on them. Two gateways, one per source, keep the budget for remote calls only.
import 'server-only';
import type { EndpointName } from '@/lib/registry/catalogue';
import type { Gateway } from './gateway';

export interface HybridOptions {
  /** The gateway over the imported file (embedded, no budget). */
  readonly file: Gateway;
  /** The gateway over the remote registry. */
  readonly remote: Gateway;
  /** The endpoints the file answers (its meta, read once); undefined when the file is not an imported one (all go remote). */
  readonly served: () => Promise<ReadonlySet<EndpointName> | undefined>;
}

/** Sections a profile from the file links to although the file has no data for them: the remote registry has. */
const REMOTE_SECTIONS = ['filing_history', 'officers'] as const;

export function createHybridGateway({ file, remote, served }: HybridOptions): Gateway {
  const hybrid: Gateway = {
    mode: remote.mode,
    async fetch(name, params, query, options) {
      const fromFile = (await served())?.has(name) ?? false;
      if (!fromFile) return remote.fetch(name, params, query, options);
      const result = await file.fetch(name, params, query, options);
      if (name !== 'companyProfile') return result;
      // A profile from Basic Company Data links none of the remote sections; in hybrid mode they are there to be read.
      const body = JSON.parse(result.body) as { company_number: string; links: Record<string, string> };
      for (const section of REMOTE_SECTIONS)
        body.links[section] ??= `/company/${body.company_number}/${section.replace('_', '-')}`;
      const data = { ...(result.data as object), links: body.links };
      return { ...result, data, body: JSON.stringify(body) } as typeof result;
    },
    // Documents are the remote registry's: an imported bulk file holds none.
    documentOrigin: remote.documentOrigin,
    documentContent: (documentId, options) => remote.documentContent(documentId, options),
    fetchStorage: (url, init) => remote.fetchStorage(url, init),
    budget: () => remote.budget(),
    budgetLow: () => remote.budgetLow(),
    // Clients are counted where the remote gateway counts them: one limit, one store.
    store: remote.store,
    clientLimit: remote.clientLimit,
    health: () => remote.health(),
    stats: () => remote.stats(),
    invalidate(paths) {
      file.invalidate(paths);
      remote.invalidate(paths);
    },
    async close() {
      await Promise.all([file.close(), remote.close()]);
    },
  };
  return hybrid;
}
