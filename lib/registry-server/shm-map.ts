// The start of a file mapped into memory, read-only and shared, through the small native addon
// native/shm-header (built by `npm install`, scripts/build-native.mjs): how the commit watch
// (store.ts createCommitWatch) reads SQLite's WAL-index header without a syscall, as SQLite
// itself does. Optional: without the addon, or with REGISTRY_SHM_MAP=0, it maps nothing and
// the watch reads the header with pread.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ShmHeaderAddon {
  map(path: string, length: number): Buffer;
}

const ADDON = 'native/shm-header/build/Release/shm_header.node';

/** Where the addon may be: beside the sources (tests, tsx), else under the working directory (a Next bundle). */
function candidates(): string[] {
  const found: string[] = [];
  try {
    found.push(join(dirname(fileURLToPath(import.meta.url)), '../..', ADDON));
  } catch {
    // A bundle may give no file URL for this module.
  }
  found.push(join(process.cwd(), ADDON));
  return found;
}

let addon: ShmHeaderAddon | null | undefined;

function loadAddon(): ShmHeaderAddon | null {
  if (addon !== undefined) return addon;
  addon = null;
  // Through the process, not an import, and from a path computed here: bundlers leave it alone.
  const { createRequire } = process.getBuiltinModule('node:module');
  for (const candidate of candidates()) {
    try {
      addon = createRequire(candidate)(candidate) as ShmHeaderAddon;
      break;
    } catch {
      // Not built there (or not loadable): try the next.
    }
  }
  return addon;
}

/** Whether REGISTRY_SHM_MAP turns mapping off (`0`, `false`, `no`); on by default. */
export function shmMapDisabled(env: Record<string, string | undefined> = process.env): boolean {
  return ['0', 'false', 'no'].includes((env.REGISTRY_SHM_MAP ?? '').trim().toLowerCase());
}

/**
 * The first `length` bytes of the file at `path`, mapped read-only and shared (MAP_SHARED):
 * the Buffer always shows what the file holds now, whoever writes it, and is unmapped when it
 * is garbage-collected. Undefined, never a throw, when the addon is missing, REGISTRY_SHM_MAP
 * turns it off, or the file cannot be mapped (missing, or shorter than `length`). Reading the
 * Buffer after another process truncated the file raises SIGBUS: map only a file that cannot
 * shrink while it is read.
 */
export function mapFile(path: string, length: number): Buffer | undefined {
  if (shmMapDisabled()) return undefined;
  const loaded = loadAddon();
  if (!loaded) return undefined;
  try {
    return loaded.map(path, length);
  } catch {
    return undefined;
  }
}
