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

/**
 * When the response's policy restricts scripts: makes it strict with a fresh nonce (and drops
 * the ETag) and returns the nonce; else undefined, and the page is sent as it is.
 */
export function freshScriptNonce(res: ServerResponse): string | undefined {
  const policy = res.getHeader('content-security-policy');
  if (typeof policy !== 'string' || !SCRIPT_SRC.test(policy)) return undefined;
  const nonce = randomBytes(16).toString('base64');
  res.setHeader('content-security-policy', strictScriptPolicy(policy, nonce));
  // Each answer's body differs now: an ETag would let a browser revalidate into a copy with an old nonce.
  res.removeHeader('etag');
  return nonce;
}

/** The nonce attribute as it follows a tag's name. */
export const nonceAttribute = (nonce: string) => ` nonce="${nonce}"`;

/** The page cut where the nonces go (right after each script tag's name): joined with `nonceAttribute(nonce)`, the page with nonces. */
export function nonceSlots(html: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const match of html.matchAll(SCRIPT_TAG)) {
    const at = match.index + match[0].length;
    parts.push(html.slice(from, at));
    from = at;
  }
  parts.push(html.slice(from));
  return parts;
}

/** Puts a fresh nonce on every script (and script preload) of a held page whose policy restricts scripts. */
export function addScriptNonce(html: string, res: ServerResponse): string | undefined {
  const nonce = freshScriptNonce(res);
  if (nonce === undefined) return undefined;
  return html.replace(SCRIPT_TAG, (tag) => `${tag}${nonceAttribute(nonce)}`);
}
