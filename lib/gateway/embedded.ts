// The embedded registry as the gateway's transport: its handler called in-process (no
// socket), over the dataset at REGISTRY_DB_PATH, which is generated first if it is missing.
// Loaded only in embedded mode, so remote mode never opens SQLite.
import 'server-only';
import type { Env } from '@/lib/env';
import type { Transport } from '@/lib/registry/client';
import type { Logger } from './log';

export async function loadEmbeddedRegistry(config: Env, log: Logger): Promise<Transport> {
  const started = performance.now();
  const [{ ensureDataset }, { createRegistryHandler }, { startActivity }] = await Promise.all([
    import('@/lib/registry-server/generator'),
    import('@/lib/registry-server'),
    import('@/lib/registry-server/activity'),
  ]);
  await ensureDataset({
    path: config.REGISTRY_DB_PATH,
    size: config.REGISTRY_DATASET_SIZE,
    seed: config.REGISTRY_DATASET_SEED,
    replaceOutdated: true,
    log: (message) => log('info', message),
  });
  const handler = createRegistryHandler({ dbPath: config.REGISTRY_DB_PATH });
  // The living registry: this process applies changes unless another one (say `npm run registry`
  // on the same file) already does; either way the handler serves them as they commit.
  const activity = startActivity(handler, config.REGISTRY_DB_PATH, config.REGISTRY_ACTIVITY_PER_MINUTE, (line) =>
    log('warn', line),
  );
  if (activity?.holding) log('info', `embedded registry: ${config.REGISTRY_ACTIVITY_PER_MINUTE} changes a minute`);
  log(
    'info',
    `embedded registry ready over ${config.REGISTRY_DB_PATH} in ${Math.round(performance.now() - started)} ms`,
  );
  // The trusted in-process entry: the embedded registry applies no key and no quota to the app itself.
  return handler.inProcess;
}
