// What the production server (server.ts) does to every page it holds (hold-html.ts): the status
// the page asks for (problem-status.ts), then a fresh script nonce (script-nonce.ts). Its
// answers are those of `applyProblemStatus` then `addScriptNonce` on the decoded page, byte
// for byte; but what depends only on the page's bytes is worked out once per page: Next sends
// a cached page as the same bytes every time, so a repeat costs a comparison of the bytes, a
// nonce and one copy, where it cost decoding the page, two scans of it and encoding it again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CODECS, type FinishPageBytes } from './hold-html';
import { applyProblem, problemStatusOf, type ProblemStatus } from './problem-status';
import { freshScriptNonce, nonceAttribute, nonceSlots } from './script-nonce';

interface Prepared {
  encoding: string;
  /** The bytes Next sent, as they were. */
  held: Buffer;
  /** Undefined when the bytes do not decode: the page is then sent as it came. */
  page?: {
    problem: ProblemStatus | undefined;
    /** The decoded page in UTF-8, cut where the nonces go. */
    slots: Buffer[];
  };
  bytes: number;
}

export interface PageFinisherOptions {
  /** Pages remembered, by address; the least recently sent go first. */
  pages?: number;
  /** And at most this many bytes of them. */
  maxBytes?: number;
}

export function createPageFinisher({ pages = 64, maxBytes = 32 * 1024 * 1024 }: PageFinisherOptions = {}) {
  const known = new Map<string, Prepared>();
  let bytes = 0;

  function prepare(held: Buffer, encoding: string): Prepared {
    const codec = CODECS[encoding];
    let html: string;
    try {
      html = (codec ? codec.decode(held) : held).toString('utf8');
    } catch {
      return { encoding, held, bytes: held.length };
    }
    const slots = nonceSlots(html).map((part) => Buffer.from(part, 'utf8'));
    return {
      encoding,
      held,
      page: { problem: problemStatusOf(html), slots },
      bytes: held.length + slots.reduce((sum, slot) => sum + slot.length, 0),
    };
  }

  function remember(key: string, prepared: Prepared) {
    const old = known.get(key);
    if (old) {
      known.delete(key);
      bytes -= old.bytes;
    }
    if (prepared.bytes > maxBytes) return;
    known.set(key, prepared);
    bytes += prepared.bytes;
    for (const [oldest, entry] of known) {
      if (known.size <= pages && bytes <= maxBytes) break;
      known.delete(oldest);
      bytes -= entry.bytes;
    }
  }

  const finish: FinishPageBytes = (body: Buffer, encoding: string, req: IncomingMessage, res: ServerResponse) => {
    const key = req.url ?? '';
    let prepared = known.get(key);
    if (prepared && prepared.encoding === encoding && prepared.held.equals(body)) {
      // Most recently sent last.
      known.delete(key);
      known.set(key, prepared);
    } else {
      prepared = prepare(body, encoding);
      remember(key, prepared);
    }
    const { page } = prepared;
    if (!page) return body;
    if (page.problem) applyProblem(page.problem, res);
    const nonce = freshScriptNonce(res);
    if (nonce === undefined) return body;
    const attribute = Buffer.from(nonceAttribute(nonce), 'utf8');
    const parts: Buffer[] = [];
    page.slots.forEach((slot, i) => {
      if (i > 0) parts.push(attribute);
      parts.push(slot);
    });
    const text = Buffer.concat(parts);
    const codec = CODECS[encoding];
    return codec ? codec.encode(text) : text;
  };
  return finish;
}
