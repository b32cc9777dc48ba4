// Tests and benchmarks: the app's registry over an embedded registry handler they opened
// themselves, with the same capabilities the app gets from its own (lib/gateway/embedded.ts).
import { localCapabilities } from '@/lib/registry-server/queries';
import type { RegistryHandler } from '@/lib/registry-server/handler';
import { createGateway, type GatewayOptions } from '../gateway';
import { registryOf, type Registry } from '../index';
import { createMemoryStore } from '../store';

export function embeddedTestRegistry(
  handler: Pick<RegistryHandler, 'inProcess' | 'store' | 'events'>,
  options: Partial<GatewayOptions> = {},
): Registry {
  const gateway = createGateway({
    mode: 'embedded',
    baseUrl: 'http://embedded.registry',
    transport: async () => handler.inProcess,
    timeoutMs: 5_000,
    store: createMemoryStore({ maxBytes: 50_000_000 }),
    ttlSeconds: { search: 60, profile: 600, list: 300, item: 3_600, document: 86_400 },
    maxStaleSeconds: 3_600,
    clientLimit: { limit: 0, windowMs: 60_000 },
    log: () => {},
    ...options,
  });
  const capabilities = localCapabilities(handler, { disqualifications: true });
  return registryOf(gateway, {
    metered: false,
    capabilities: async () => ({ metered: false, answers: () => true, ...capabilities }),
  });
}
