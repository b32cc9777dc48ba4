// `npm start`'s build step: runs `next build` only when the app's sources changed since the last
// build this script made (a hash of every file the build reads, kept in .next/), so a second
// `npm start` serves at once instead of building again for minutes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What `next build` reads: the app's folders and the root files that configure it. */
const SOURCE_DIRS = ['app', 'components', 'lib', 'public'];
const SOURCE_FILES = [
  'next.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
  'proxy.ts',
  'instrumentation.ts',
];
/** Tests and fixtures of tests are not built. */
const NOT_BUILT = /\.(test|spec)\.[cm]?[jt]sx?$/;
const HASH_FILE = join('.next', 'source-hash');

function filesUnder(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !NOT_BUILT.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The hash of everything the build reads under `root`, and the settings inlined at build time. */
export function sourceHash(root: string, environment: Record<string, string | undefined> = process.env): string {
  const hash = createHash('sha256');
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir)),
    ...SOURCE_FILES.filter((file) => existsSync(join(root, file))),
  ];
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(environment)
    .filter((key) => key.startsWith('NEXT_PUBLIC_'))
    .sort())
    hash.update(`${name}=${environment[name]}\0`);
  return hash.digest('hex');
}

function main() {
  const root = process.cwd();
  const hash = sourceHash(root);
  const built = existsSync(join(root, '.next', 'BUILD_ID')) && existsSync(HASH_FILE);
  if (built && readFileSync(HASH_FILE, 'utf8').trim() === hash) {
    console.log('build: the sources have not changed since the last build; serving it');
    return;
  }
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(HASH_FILE, `${hash}\n`);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) main();
