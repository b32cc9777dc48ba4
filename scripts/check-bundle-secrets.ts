// Fails when a secret appears in any file under a directory: run over .next/static after a
// build with the registry key set, to prove the key never reaches a browser bundle. Also
// looks for the key's Basic-auth form (base64 of `key:`). Prints file names, never the secret.
//   npx tsx scripts/check-bundle-secrets.ts .next/static --env REGISTRY_API_KEY
//   npx tsx scripts/check-bundle-secrets.ts .next/static <string>
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { basicCredentials } from '../lib/registry/basic-auth';

/** The forms of a secret to look for: as given, and as sent in a Basic Authorization header. */
export function secretVariants(secret: string): string[] {
  return [...new Set([secret, basicCredentials(secret)])];
}

/** Every file under `dir` that holds any of `needles`, with the variant found (by index). */
export function findInFiles(dir: string, needles: readonly string[]): { file: string; variant: number }[] {
  const found: { file: string; variant: number }[] = [];
  const buffers = needles.map((needle) => Buffer.from(needle));
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        const content = readFileSync(path);
        const variant = buffers.findIndex((needle) => content.includes(needle));
        if (variant >= 0) found.push({ file: path, variant });
      }
    }
  };
  walk(dir);
  return found;
}

function main(args: string[]): number {
  const [dir, ...rest] = args;
  const secret = rest[0] === '--env' ? process.env[rest[1] ?? ''] : rest[0];
  if (!dir || rest.length === 0) {
    console.error('usage: check-bundle-secrets <dir> <string> | <dir> --env <VARIABLE>');
    return 2;
  }
  if (!secret || secret.length < 4) {
    console.error(
      'check-bundle-secrets: the secret is empty or shorter than 4 characters; nothing meaningful to look for',
    );
    return 2;
  }
  let hits;
  try {
    hits = findInFiles(dir, secretVariants(secret));
  } catch (error) {
    console.error(`check-bundle-secrets: cannot read ${dir}: ${(error as Error).message}`);
    return 2;
  }
  if (hits.length === 0) {
    console.log(`check-bundle-secrets: the secret is in no file under ${dir}`);
    return 0;
  }
  for (const hit of hits)
    console.error(
      `check-bundle-secrets: FOUND the secret${hit.variant === 0 ? '' : ' (Basic-auth form)'} in ${hit.file}`,
    );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exit(main(process.argv.slice(2)));
