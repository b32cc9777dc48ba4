// A strict script policy for every page, cached ones included: the server (server.ts) gives
// each held page a fresh nonce on its <script> tags and answers with
// `script-src 'nonce-…' 'strict-dynamic'` in place of next.config.mjs's fallback policy, so a
// page cached once is still served with a new nonce each time. Only the server adds nonces:
// a "<script" in the page is always a real tag (React escapes "<" in text and in inline data).
import type { ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

// Script tags, and the preloads of scripts (a preload is fetched under script-src too).
const SCRIPT_TAG = /<script(?=[\s>])|<link(?=[^>]*\sas="script")|<link(?=[^>]*\srel="modulepreload")/g;
const SCRIPT_SRC = /(^|;)\s*script-src [^;]*/;

/** The policy with its script-src made `'nonce-…' 'strict-dynamic'` (what the fallback allowed in dev, eval, is kept). */
export function strictScriptPolicy(policy: string, nonce: string): string {
  const eval_ = /'unsafe-eval'/.test(policy) ? " 'unsafe-eval'" : '';
  return policy.replace(SCRIPT_SRC, `$1 script-src 'nonce-${nonce}' 'strict-dynamic'${eval_}`).trim();
}

/** Puts a fresh nonce on every script (and script preload) of a held page whose policy restricts scripts. */
export function addScriptNonce(html: string, res: ServerResponse): string | undefined {
  const policy = res.getHeader('content-security-policy');
  if (typeof policy !== 'string' || !SCRIPT_SRC.test(policy)) return undefined;
  const nonce = randomBytes(16).toString('base64');
  res.setHeader('content-security-policy', strictScriptPolicy(policy, nonce));
  // Each answer's body differs now: an ETag would let a browser revalidate into a copy with an old nonce.
  res.removeHeader('etag');
  return html.replace(SCRIPT_TAG, (tag) => `${tag} nonce="${nonce}"`);
}
