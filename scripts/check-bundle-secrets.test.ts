import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findInFiles, secretVariants } from './check-bundle-secrets';

const dir = mkdtempSync(join(tmpdir(), 'bundle-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('check-bundle-secrets', () => {
  it('finds a secret, as given or in its Basic-auth form, in any file under the folder', () => {
    mkdirSync(join(dir, 'chunks', 'app'), { recursive: true });
    writeFileSync(join(dir, 'chunks', 'clean.js'), 'console.log("nothing here")');
    writeFileSync(join(dir, 'chunks', 'app', 'page.js'), 'const k = "sk_test_abcd1234";');
    writeFileSync(
      join(dir, 'auth.js'),
      `fetch(u, { headers: { authorization: "Basic ${Buffer.from('sk_test_abcd1234:').toString('base64')}" } })`,
    );
    const found = findInFiles(dir, secretVariants('sk_test_abcd1234'));
    expect(found.map((hit) => hit.file.slice(dir.length)).sort()).toEqual(['/auth.js', '/chunks/app/page.js']);
    expect(findInFiles(dir, secretVariants('sk_test_other999'))).toEqual([]);
  });
});
