// Connections for the app: the builder and the path finder reading through the gateway (cache,
// budget and per-client costs as every other read), with their own request budget on a remote
// registry, and the embedded registry's address index when the app runs on it.
import 'server-only';
import type Database from 'better-sqlite3';
import { env } from '@/lib/env';
import { findResource, getRegistry, type GatewayResult } from '@/lib/gateway';
import type { AddressParts } from '@/lib/registry/address-key';
import { catalogue, type EndpointName } from '@/lib/registry/catalogue';
import { buildNetwork, type BuildOptions, type NetworkSeed } from './build';
import type { NetworkGraph } from './graph';
import { findPath, type PathResult } from './path';
import type { AddressIndex, NetworkReader } from './reader';

const asked = (result: GatewayResult<EndpointName>) => result.cache === 'miss' || result.cache === 'revalidated';
const read = <N extends EndpointName>(result: GatewayResult<N> | undefined) =>
  result && { data: result.data, called: asked(result) };

const DATABASE = Symbol.for('registry-browser.network-database');
type Holder = { [DATABASE]?: Database.Database | null };

/** The embedded registry's file, opened once read-only; null when it has no address index (an older file). */
async function database(): Promise<Database.Database | null> {
  const holder = globalThis as Holder;
  if (holder[DATABASE] === undefined) {
    const { openRegistryDatabase } = await import('@/lib/registry-server/store');
    const db = openRegistryDatabase(env().REGISTRY_DB_PATH);
    const indexed = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'address_keys'").get();
    holder[DATABASE] = indexed ? db : null;
    if (!indexed) db.close();
  }
  return holder[DATABASE];
}

function embeddedAddressIndex(db: Database.Database): AddressIndex {
  const counts = db.prepare(
    `SELECT SUM(kind = 'company') AS companies, SUM(kind = 'officer') AS officers FROM address_keys WHERE address_key = ?`,
  );
  const companies = db.prepare(
    `SELECT c.company_number, c.company_name, c.company_status FROM address_keys a
       JOIN companies c ON c.company_number = a.id
      WHERE a.address_key = ? AND a.kind = 'company' ORDER BY c.company_number LIMIT ? OFFSET ?`,
  );
  const officers = db.prepare(
    `SELECT o.officer_id, o.name FROM address_keys a JOIN officers o ON o.officer_id = a.id
      WHERE a.address_key = ? AND a.kind = 'officer' ORDER BY o.officer_id LIMIT ? OFFSET ?`,
  );
  const office = db.prepare(
    `SELECT json_extract(body, '$.registered_office_address') AS address FROM companies WHERE company_number = ?`,
  );
  return {
    async registeredOffices(numbers) {
      const found = new Map<string, AddressParts>();
      for (const number of numbers) {
        const row = office.get(number) as { address: string | null } | undefined;
        if (row?.address) found.set(number, JSON.parse(row.address) as AddressParts);
      }
      return found;
    },
    async counts(keys) {
      const found = new Map<string, { companies: number; officers: number }>();
      for (const key of keys) {
        const row = counts.get(key) as { companies: number | null; officers: number | null };
        found.set(key, { companies: row.companies ?? 0, officers: row.officers ?? 0 });
      }
      return found;
    },
    async members(key, offset, limit) {
      const companyCount = (counts.get(key) as { companies: number | null }).companies ?? 0;
      const companyRows = companies.all(key, limit, offset) as {
        company_number: string;
        company_name: string;
        company_status: string;
      }[];
      const officerOffset = Math.max(0, offset - companyCount);
      const officerRows =
        companyRows.length < limit
          ? (officers.all(key, limit - companyRows.length, officerOffset) as { officer_id: string; name: string }[])
          : [];
      return { companies: companyRows, officers: officerRows };
    },
  };
}

/**
 * The address index, opened on first use: after the gateway's first read, which is when the
 * embedded registry has made (or replaced) its dataset. Without the table (an older file) it
 * knows nobody at any address.
 */
function lazyAddressIndex(): AddressIndex {
  const index = async () => {
    const db = await database();
    return db ? embeddedAddressIndex(db) : undefined;
  };
  return {
    registeredOffices: async (numbers) => (await index())?.registeredOffices(numbers) ?? new Map(),
    counts: async (keys) => (await index())?.counts(keys) ?? new Map(),
    members: async (key, offset, limit) =>
      (await index())?.members(key, offset, limit) ?? { companies: [], officers: [] },
  };
}

/**
 * The gateway as the builder reads it; on the embedded registry, with its address index. On a
 * remote registry the build's own budget bounds it, and the gateway's per-client share and reserve
 * keep it from starving other clients: a refusal there ends the build with `budget` markers. (The
 * gateway's "budget low" signal is not used: it follows the registry's own remaining count, which a
 * registry with a smaller quota than REGISTRY_RATE_LIMIT reports as low from the first call.)
 */
export async function gatewayNetworkReader(): Promise<NetworkReader> {
  const remote = getRegistry().mode === 'remote';
  return {
    officerPageSize: catalogue.officerList.query.items_per_page.max,
    appointmentPageSize: catalogue.officerAppointments.query.items_per_page.max,
    companyProfile: async (company_number) => read(await findResource('companyProfile', { company_number })),
    officerList: async (company_number, page) =>
      read(
        await findResource(
          'officerList',
          { company_number },
          {
            items_per_page: catalogue.officerList.query.items_per_page.max,
            start_index: page.startIndex,
            ...(page.active ? { filter: 'active' as const } : {}),
          },
        ),
      ),
    appointmentList: async (officer_id, page) =>
      read(
        await findResource(
          'officerAppointments',
          { officer_id },
          {
            items_per_page: catalogue.officerAppointments.query.items_per_page.max,
            start_index: page.startIndex,
            ...(page.active ? { filter: 'active' as const } : {}),
          },
        ),
      ),
    ...(remote ? {} : { addresses: lazyAddressIndex() }),
  };
}

/** The budget of one build: NETWORK_BUILD_MAX_REQUESTS on a remote registry, none on the embedded one. */
function requestBudget(): number | undefined {
  return getRegistry().mode === 'remote' ? env().NETWORK_BUILD_MAX_REQUESTS : undefined;
}

/** The seed's network; undefined when the register has no such company or officer. */
export async function networkOf(
  seed: NetworkSeed,
  options: Omit<BuildOptions, 'maxRequests'>,
): Promise<NetworkGraph | undefined> {
  const remote = getRegistry().mode === 'remote';
  return buildNetwork(await gatewayNetworkReader(), seed, {
    concurrency: remote ? 4 : 1,
    ...options,
    maxRequests: requestBudget(),
  });
}

/** The shortest chain of appointments between two node keys; `missing` names one not on the register. */
export async function pathBetween(
  from: string,
  to: string,
  maxDepth: number,
): Promise<PathResult | { missing: string }> {
  return findPath(await gatewayNetworkReader(), from, to, { maxDepth, maxRequests: requestBudget() });
}
