// The embedded registry as the gateway's transport: its handler called in-process (no
// socket), over the dataset at REGISTRY_DB_PATH, which is generated first if it is missing;
// and what the file can answer beyond the interface (lib/registry-server/queries.ts).
// Loaded only when there is a file to serve, so a remote registry alone never opens SQLite.
import 'server-only';
import type { Env } from '@/lib/env';
import type { EndpointName } from '@/lib/registry/catalogue';
import type { Transport } from '@/lib/registry/client';
import type { LocalCapabilities } from '@/lib/registry-server/queries';
import type { Logger } from './log';

export interface EmbeddedRegistry {
  transport: Transport;
  capabilities: LocalCapabilities;
  /** The endpoints the file answers: undefined for a generated dataset (all of them). */
  served: ReadonlySet<EndpointName> | undefined;
  /** The bulk snapshot's date, when the file is an imported one and says it. */
  snapshotDate?: string;
}

export async function loadEmbeddedRegistry(config: Env, log: Logger): Promise<EmbeddedRegistry> {
  const started = performance.now();
  const [{ ensureDataset }, { createRegistryHandler }, { startActivity, createActivity }, queries, coverage] =
    await Promise.all([
      import('@/lib/registry-server/generator'),
      import('@/lib/registry-server'),
      import('@/lib/registry-server/activity'),
      import('@/lib/registry-server/queries'),
      import('@/lib/registry-server/import/coverage'),
    ]);
  // A file made by the import is served as it is; a generated one is made (again) when needed.
  await ensureDataset({
    path: config.REGISTRY_DB_PATH,
    size: config.REGISTRY_DATASET_SIZE,
    seed: config.REGISTRY_DATASET_SEED,
    replaceOutdated: true,
    log: (message) => log('info', message),
  });
  const handler = createRegistryHandler({ dbPath: config.REGISTRY_DB_PATH });
  const served = coverage.servedEndpoints(handler.store.meta);
  // The living registry: this process applies changes unless another one (say `npm run registry`
  // on the same file) already does; either way the handler serves them as they commit.
  const running = startActivity(handler, config.REGISTRY_DB_PATH, config.REGISTRY_ACTIVITY_PER_MINUTE, (line) =>
    log('warn', line),
  );
  if (running?.holding) log('info', `embedded registry: ${config.REGISTRY_ACTIVITY_PER_MINUTE} changes a minute`);
  // The end-to-end tests' hook applies changes on demand: through the running activity, or one made for it.
  const hooked =
    config.CHANGES_TEST_HOOK && !served
      ? (running ?? createActivity({ dbPath: config.REGISTRY_DB_PATH, perMinute: 0, log: (line) => log('warn', line) }))
      : undefined;
  const capabilities = queries.localCapabilities(handler, {
    disqualifications: !served || served.has('naturalDisqualification'),
    ...(hooked ? { activity: { activity: hooked, kinds: queries.activityKindNames() } } : {}),
  });
  log(
    'info',
    `embedded registry ready over ${config.REGISTRY_DB_PATH} in ${Math.round(performance.now() - started)} ms`,
  );
  const snapshotDate = handler.store.meta(coverage.META.snapshotDate);
  return {
    // The trusted in-process entry: the embedded registry applies no key and no quota to the app itself.
    transport: handler.inProcess,
    capabilities,
    served,
    ...(served && snapshotDate ? { snapshotDate } : {}),
  };
}
