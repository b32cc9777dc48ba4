// Slow tests over a generated dataset: generates it once for the file (in a temporary folder),
// serves it as the app's registry through an embedded gateway, and removes it all afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createRegistryHandler, type RegistryHandler } from '@/lib/registry-server/handler';
import { generateDataset } from '@/lib/registry-server/generator';
import { setRegistry } from '../index';
import { embeddedTestRegistry } from './embedded-registry';

/** Registers the file's hooks; the handler and the dataset's path, once beforeAll has run. */
export function servesGeneratedRegistry({ companies, seed }: { companies: number; seed: number }): {
  handler(): RegistryHandler;
  path(): string;
} {
  let dir: string | undefined;
  let handler: RegistryHandler | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'generated-registry-'));
    const path = join(dir, 'registry.sqlite');
    await generateDataset({ path, companies, seed });
    handler = createRegistryHandler({ dbPath: path });
    setRegistry(embeddedTestRegistry(handler));
  }, 180_000);
  afterAll(() => {
    setRegistry(undefined);
    handler?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return { handler: () => handler!, path: () => join(dir!, 'registry.sqlite') };
}
