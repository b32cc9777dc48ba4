import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mapFile, shmMapDisabled } from './shm-map';

// Built by `npm install` (scripts/build-native.mjs); without it mapFile maps nothing, which the last test checks.
const built = existsSync(new URL('../../native/shm-header/build/Release/shm_header.node', import.meta.url));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fileOf(bytes: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'shm-map-'));
  dirs.push(dir);
  const path = join(dir, 'file');
  writeFileSync(path, Buffer.alloc(bytes, 0xab));
  return path;
}

describe.runIf(built)('mapFile', () => {
  it("maps a file's first bytes and shows a later write to the file (MAP_SHARED)", () => {
    const path = fileOf(8192);
    const mapped = mapFile(path, 4096)!;
    expect(mapped.length).toBe(4096);
    expect(mapped.every((byte) => byte === 0xab)).toBe(true);
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.from('written'), 0, 7, 100);
    closeSync(fd);
    expect(mapped.subarray(100, 107).toString()).toBe('written');
  });

  it('maps nothing, without throwing, for a missing file or one shorter than asked', () => {
    expect(mapFile(join(tmpdir(), 'shm-map-no-such-file'), 4096)).toBeUndefined();
    expect(mapFile(fileOf(100), 4096)).toBeUndefined();
  });
});

describe('mapFile: turned off', () => {
  it('maps nothing with REGISTRY_SHM_MAP=0 (or without the addon)', () => {
    const before = process.env.REGISTRY_SHM_MAP;
    process.env.REGISTRY_SHM_MAP = '0';
    try {
      expect(mapFile(fileOf(4096), 4096)).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env.REGISTRY_SHM_MAP;
      else process.env.REGISTRY_SHM_MAP = before;
    }
    if (!built) expect(mapFile(fileOf(4096), 4096)).toBeUndefined();
  });

  it('reads the flag: 0, false and no turn it off; anything else leaves it on', () => {
    for (const off of ['0', 'false', 'no', ' NO ']) expect(shmMapDisabled({ REGISTRY_SHM_MAP: off }), off).toBe(true);
    for (const on of [undefined, '', '1', 'true', 'yes'])
      expect(shmMapDisabled({ REGISTRY_SHM_MAP: on }), on).toBe(false);
  });
});
