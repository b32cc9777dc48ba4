// What the gateway reports about itself: counts of how requests were answered, and a probe
// of the registry (a cheap call whose answer is reused for a while).
import { isRegistryError } from '@/lib/registry/errors';
import type { AnswerCounts } from './cache';
import { describeError } from './log';

export interface UpstreamProbe {
  /** The registry answered, and accepted the app's credentials. */
  ok: boolean;
  /** The status it answered with, when it answered. */
  status?: number;
  problem?: string;
  latencyMs?: number;
  checkedAt: string;
}

export interface GatewayStats {
  hits: number;
  misses: number;
  revalidated: number;
  stale: number;
  /** Requests that joined an identical one already on its way upstream. */
  coalesced: number;
  /** Share of answers given without a full upstream fetch of their own (hit, revalidated, stale, coalesced). */
  hitRate: number;
  upstreamCalls: number;
}

export function statsOf(answers: AnswerCounts, coalesced: number, upstreamCalls: number): GatewayStats {
  const fromCache = answers.hit + answers.revalidated + answers.stale + coalesced;
  const total = fromCache + answers.miss;
  return {
    hits: answers.hit,
    misses: answers.miss,
    revalidated: answers.revalidated,
    stale: answers.stale,
    coalesced,
    hitRate: total === 0 ? 0 : Math.round((fromCache / total) * 1000) / 1000,
    upstreamCalls,
  };
}

/** `ask` makes one registry call (any answer, 404 included, shows the registry is there); the result is reused for `ttlMs`. */
export function createProbe(
  ask: () => Promise<{ meta: { status: number } }>,
  options: { ttlMs: number; now: () => number },
) {
  let last: { at: number; answer: Promise<UpstreamProbe> } | undefined;
  return function probe(): Promise<UpstreamProbe> {
    const { now } = options;
    if (last && now() - last.at < options.ttlMs) return last.answer;
    const started = performance.now();
    const checkedAt = new Date(now()).toISOString();
    const answer = (async (): Promise<UpstreamProbe> => {
      try {
        const response = await ask();
        return {
          ok: true,
          status: response.meta.status,
          latencyMs: Math.round(performance.now() - started),
          checkedAt,
        };
      } catch (error) {
        const latencyMs = Math.round(performance.now() - started);
        if (!isRegistryError(error)) return { ok: false, problem: describeError(error), latencyMs, checkedAt };
        if (error.status === undefined && error.kind === 'rate-limited')
          return { ok: false, problem: 'not checked: the rate budget is spent', checkedAt };
        if (error.kind === 'unauthorised' || error.kind === 'forbidden') {
          return {
            ok: false,
            status: error.status,
            problem: 'the registry rejected the app’s credentials',
            latencyMs,
            checkedAt,
          };
        }
        // Any other answer about the resource (404 for a company that does not exist) shows the registry is there.
        if (error.status !== undefined && error.status < 500 && error.kind !== 'rate-limited')
          return { ok: true, status: error.status, latencyMs, checkedAt };
        return { ok: false, status: error.status, problem: error.kind, latencyMs, checkedAt };
      }
    })();
    last = { at: now(), answer };
    return answer;
  };
}
