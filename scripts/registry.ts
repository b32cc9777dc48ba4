// `npm run registry`: the embedded registry as a standalone HTTP service on 127.0.0.1,
// over the dataset at REGISTRY_DB_PATH (generated first if missing). Any client of the
// registry's interface can use it; with REGISTRY_SERVER_API_KEYS set it asks for a key.
import { existsSync, statSync } from 'node:fs';
import { EnvError } from '@/lib/env';
import { ensureDataset } from '@/lib/registry-server/generator';
import { BULK_SOURCE, META } from '@/lib/registry-server/import/coverage';
import { readRegistryServerConfig, startRegistryServer } from '@/lib/registry-server/standalone';

async function main() {
  const config = readRegistryServerConfig(process.env);

  const existed = existsSync(config.dbPath);
  await ensureDataset({
    path: config.dbPath,
    size: config.datasetSize,
    seed: config.datasetSeed,
    log: (line) => console.log(`registry: ${line}`),
  });
  const running = await startRegistryServer(config);
  const { meta } = running.handler.store;
  const origin =
    meta(META.source) === BULK_SOURCE
      ? `imported bulk snapshot of ${meta(META.snapshotDate) ?? 'an unknown date'}`
      : `seed ${meta('seed') ?? '?'}`;
  const dataset = `${config.dbPath}: ${meta('companies') ?? '?'} companies, ${origin}, ${(statSync(config.dbPath).size / 1024 / 1024).toFixed(1)} MB${existed ? '' : ', just generated'}`;
  const auth =
    config.apiKeys.length > 0
      ? `on: ${config.apiKeys.length} key${config.apiKeys.length === 1 ? '' : 's'}, ${config.rateLimit > 0 ? `${config.rateLimit} requests per 5 minutes per key` : 'no rate limit'}`
      : 'off (set REGISTRY_SERVER_API_KEYS to require keys)';
  console.log(`registry: listening on ${running.url}`);
  console.log(`registry: auth ${auth}`);
  console.log(`registry: dataset ${dataset}`);
  console.log(
    `registry: activity ${
      running.activity?.holding
        ? `on: ${config.activityPerMinute} changes a minute (REGISTRY_ACTIVITY_PER_MINUTE)`
        : config.activityPerMinute > 0
          ? 'applied by another process on this file (this one serves it and stands by to take over)'
          : 'frozen (REGISTRY_ACTIVITY_PER_MINUTE=0)'
    }`,
  );
  console.log(`registry: try ${running.url}/search/companies?q=limited`);
  console.log(`registry: streams at ${running.url}/filings?timepoint=1 (and /companies, /officers, …)`);

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`registry: ${signal}, closing`);
    void running.close().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `registry: the port is in use; set REGISTRY_SERVER_PORT to another one (${(error as Error).message})`,
    );
  } else {
    console.error('registry: could not start', error);
  }
  process.exit(1);
});
