// The upstream budget: every registry call takes one from the shared quota, charged to the
// client that caused it, and what the registry says about its own quota (X-Ratelimit-*,
// 429) is followed. Each client may spend its share of a window; the last part of the
// budget, the reserve, goes only to clients that have spent little, so one heavy client
// slows down alone.
import { readRateLimit, retryAfterSeconds } from '@/lib/registry/client';
import { RegistryError } from '@/lib/registry/errors';
import type { Logger } from './log';
import type { BudgetState, ClientCharge, GatewayStore, UpstreamReport } from './store';

export interface Quota {
  /** Upstream calls allowed per window. */
  limit: number;
  windowMs: number;
  /** Share of the budget one client may spend in a window, 0-1 (default 0.2). */
  clientShare?: number;
  /** Share of the budget kept for clients that have spent little, 0-1 (default 0.2). */
  reserve?: number;
}

export interface BudgetReport extends BudgetState {
  low: boolean;
}

/** Below this share of the budget, optional calls should be skipped. */
const LOW_BUDGET_SHARE = 0.1;
/** When a 429 names no time to wait. */
const DEFAULT_PAUSE_MS = 60_000;

// A refusal because the client spent its share: served stale if there is a copy, but without
// holding the copy for everyone (other clients may still ask the registry).
const clientRefusals = new WeakSet<RegistryError>();
export const isClientRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && clientRefusals.has(error as RegistryError);

/** The calls a client may make, and the reserve, for a quota: at least one of each where the quota allows. */
export function chargeFor(quota: Quota, client: string): ClientCharge {
  const share = Math.max(1, Math.floor(quota.limit * (quota.clientShare ?? 0.2)));
  const reserve = Math.floor(quota.limit * (quota.reserve ?? 0.2));
  return { client, share, reserve, shareInReserve: Math.max(1, Math.floor(reserve * (quota.clientShare ?? 0.2))) };
}

export function createBudget(options: { store: GatewayStore; quota?: Quota; now: () => number; log: Logger }) {
  const { store, quota, now, log } = options;
  // The registry's own quota, as its X-Ratelimit-Limit last said: "low" is a share of the smaller of
  // the two, so a registry with a smaller quota than REGISTRY_RATE_LIMIT is not low from its first answer.
  let reportedLimit: number | undefined;

  return {
    /** Takes one call from the budget for `client` (undefined: charged to no client), or throws a rate-limited RegistryError. */
    async take(name: string, client: string | undefined): Promise<void> {
      if (!quota) return;
      const decision = await store.takeBudget(
        quota.limit,
        quota.windowMs,
        now(),
        client === undefined ? undefined : chargeFor(quota, client),
      );
      if (decision.allowed) return;
      const retryAfter = Math.max(1, Math.ceil(((decision.retryAt ?? now() + quota.windowMs) - now()) / 1000));
      const whose =
        decision.refusedFor === 'client'
          ? 'this client has used its share of registry calls'
          : "the app's budget of registry calls is spent";
      const error = new RegistryError('rate-limited', `${name}: ${whose}; retry in ${retryAfter} s`, {
        endpoint: name,
        retryAfterSeconds: retryAfter,
      });
      if (decision.refusedFor === 'client') clientRefusals.add(error);
      throw error;
    },

    /** Follows what the registry says about its quota, on every answer, errors included. */
    async observe(response: Response): Promise<void> {
      if (!quota) return;
      const rate = readRateLimit(response.headers);
      if (rate.limit !== undefined && rate.limit > 0) reportedLimit = rate.limit;
      const report: UpstreamReport = {};
      if (rate.remaining !== undefined && rate.resetAt !== undefined) {
        report.remaining = rate.remaining;
        report.resetAt = rate.resetAt * 1000;
      }
      if (response.status === 429) {
        const seconds = retryAfterSeconds(response.headers, now());
        report.pauseUntil = now() + (seconds === undefined ? DEFAULT_PAUSE_MS : seconds * 1000);
        log('warn', `the registry answered 429; no upstream calls until ${new Date(report.pauseUntil).toISOString()}`);
      }
      if (report.remaining !== undefined || report.pauseUntil !== undefined) await store.reportUpstream(report, now());
    },

    /** `null` when the upstream has no quota. */
    async report(): Promise<BudgetReport | null> {
      if (!quota) return null;
      const state = await store.readBudget(quota.limit, quota.windowMs, now());
      const limit = Math.min(quota.limit, reportedLimit ?? Infinity);
      return { ...state, low: state.remaining <= Math.max(1, Math.floor(limit * LOW_BUDGET_SHARE)) };
    },
  };
}
