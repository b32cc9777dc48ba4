// postinstall: builds native/shm-header (the embedded registry maps SQLite's WAL-index with it,
// lib/registry-server/shm-map.ts) with node-gyp. It is an optimisation only: when it cannot be
// built (no compiler, no headers) this says so in one line and the install goes on.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const addon = fileURLToPath(new URL('../native/shm-header/', import.meta.url));
const fallback = 'the registry falls back to reading the header with pread';

/** npm names its node-gyp to scripts; otherwise the one bundled with npm, beside this node. */
function nodeGyp() {
  if (process.env.npm_config_node_gyp) return process.env.npm_config_node_gyp;
  return path.join(path.dirname(process.execPath), '../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js');
}

/** The prefix of this node's installation when it holds its headers (`/usr` for /usr/bin/node). */
function ownHeaders() {
  const prefix = path.join(path.dirname(process.execPath), '..');
  return existsSync(path.join(prefix, 'include/node/node_api.h')) ? prefix : undefined;
}

function build() {
  const gyp = nodeGyp();
  if (!existsSync(gyp)) return `node-gyp not found at ${gyp}`;
  const args = [gyp, 'rebuild'];
  // CI and ~/.npmrc name the installed headers (nodedir=/usr); run without npm, this node's
  // own headers when it has them: either way nothing is downloaded.
  const nodedir = process.env.npm_config_nodedir || ownHeaders();
  if (nodedir) args.push(`--nodedir=${nodedir}`);
  const run = spawnSync(process.execPath, args, { cwd: addon, encoding: 'utf8' });
  if (run.error) return run.error.message;
  if (run.status !== 0) {
    // The first line that says what went wrong: a compiler's `error:`, gyp's exception (no
    // compiler: `FileNotFoundError: … 'cc'`), else node-gyp's own.
    const lines = `${run.stderr}\n${run.stdout}`.split('\n');
    const cause =
      lines.find((line) => /\berror:/.test(line) || /^[A-Za-z]+Error: /.test(line)) ??
      lines.find((line) => line.startsWith('gyp ERR! stack Error:')) ??
      lines.find((line) => line.startsWith('gyp ERR!'));
    return `node-gyp exited with ${run.status ?? run.signal}${cause ? `: ${cause.trim()}` : ''}`;
  }
  return undefined;
}

const problem = build();
if (problem) console.log(`shm-header: not built (${problem}); ${fallback}`);
else console.log('shm-header: built native/shm-header/build/Release/shm_header.node');
