// The build is skipped only when nothing it reads changed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceHash } from './build-if-changed';

const root = mkdtempSync(join(tmpdir(), 'source-hash-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the source hash', () => {
  it('changes with a source file, a root config file or a public setting, and not with a test', () => {
    mkdirSync(join(root, 'lib', 'deep'), { recursive: true });
    writeFileSync(join(root, 'lib', 'deep', 'a.ts'), 'export const a = 1;');
    writeFileSync(join(root, 'next.config.mjs'), 'export default {};');
    const first = sourceHash(root, {});
    expect(sourceHash(root, {})).toBe(first);

    writeFileSync(join(root, 'lib', 'deep', 'a.test.ts'), 'it("x", () => {});');
    expect(sourceHash(root, {})).toBe(first);

    writeFileSync(join(root, 'lib', 'deep', 'a.ts'), 'export const a = 2;');
    const second = sourceHash(root, {});
    expect(second).not.toBe(first);

    writeFileSync(join(root, 'next.config.mjs'), 'export default { reactStrictMode: true };');
    const third = sourceHash(root, {});
    expect(third).not.toBe(second);

    expect(sourceHash(root, { NEXT_PUBLIC_X: '1' })).not.toBe(third);
    expect(sourceHash(root, { REGISTRY_API_URL: 'https://x' })).toBe(third);
  });
});
