// One analysis operation's registry calls (a graph build, an ownership walk, a Financials tab, a
// page of disqualification checks, an export): a budget of calls, charged only when the registry
// was really asked (cache hits are free), and a session that reads through the gateway inside
// it. The gateway still charges each call to the client whose request made it.
import type { EndpointName, ParamsOf, ResourceOf } from '@/lib/registry/catalogue';
import { isRegistryError } from '@/lib/registry/errors';
import type { GatewayResult } from './cache';
import type { FetchOptions, Gateway, GatewayQuery } from './gateway';

/** Thrown instead of a registry call the operation's budget does not allow. */
export class OutOfBudget extends Error {
  constructor() {
    super('the request budget is spent');
    this.name = 'OutOfBudget';
  }
}

/** One registry answer; `called` says whether the registry was asked (a cache hit costs nothing). */
export interface Read<T> {
  data: T;
  called: boolean;
}

/** Whether the gateway asked the registry for this answer. */
export const wasCalled = (result: Pick<GatewayResult<EndpointName>, 'cache'>) =>
  result.cache === 'miss' || result.cache === 'revalidated';

/** The answer as a `Read` (undefined stays undefined: a 404). */
export const readOf = <N extends EndpointName>(result: GatewayResult<N> | undefined): Read<ResourceOf<N>> | undefined =>
  result && { data: result.data, called: wasCalled(result) };

/**
 * Registry calls one operation may make; no limit when `maxCalls` is undefined (an unmetered
 * registry). With a `signal` (the request's: its client went away), nothing more starts once it
 * is aborted, whatever the registry: `charge` throws the abort reason and `take` refuses.
 */
export class CallBudget {
  /** Calls made (or taken ahead). */
  spent = 0;
  /** Reads started and not yet answered. */
  inFlight = 0;

  constructor(
    readonly maxCalls?: number,
    readonly signal?: AbortSignal,
  ) {}

  /** Calls that may still start. */
  get left(): number {
    return this.maxCalls === undefined ? Infinity : Math.max(0, this.maxCalls - this.spent - this.inFlight);
  }

  get exhausted(): boolean {
    return this.left <= 0;
  }

  /** Takes `calls` ahead of work that makes them outside `charge` (a document read costs two); false when they do not fit. */
  take(calls = 1): boolean {
    if (this.signal?.aborted || this.left < calls) return false;
    this.spent += calls;
    return true;
  }

  /** Charges a read that ran outside `charge` (one the operation makes whatever its budget) when it called the registry. */
  record(called: boolean): void {
    if (called) this.spent++;
  }

  /**
   * Runs one read that may call the registry: refused with OutOfBudget when nothing is left
   * (counting reads still in flight), charged one call when `called` says the registry was asked.
   */
  async charge<T>(read: () => Promise<T>, called: (value: T) => boolean): Promise<T> {
    this.signal?.throwIfAborted();
    if (this.exhausted) throw new OutOfBudget();
    this.inFlight++;
    let value: T;
    try {
      value = await read();
    } finally {
      this.inFlight--;
    }
    this.record(called(value));
    return value;
  }
}

/** Reads of one operation through the gateway, inside its budget. */
export interface RegistrySession {
  readonly budget: CallBudget;
  /** Throws OutOfBudget past the budget, and the registry's error (404 included) as the gateway does. */
  fetch<N extends EndpointName>(
    name: N,
    params: ParamsOf<N>,
    query?: GatewayQuery<N>,
    options?: FetchOptions,
  ): Promise<GatewayResult<N>>;
  /** As fetch, with a 404 as undefined. */
  find<N extends EndpointName>(
    name: N,
    params: ParamsOf<N>,
    query?: GatewayQuery<N>,
    options?: FetchOptions,
  ): Promise<GatewayResult<N> | undefined>;
  /** As find, as a `Read` (what the analysis modules' readers return). */
  read<N extends EndpointName>(
    name: N,
    params: ParamsOf<N>,
    query?: GatewayQuery<N>,
    options?: FetchOptions,
  ): Promise<Read<ResourceOf<N>> | undefined>;
}

export interface SessionOptions {
  /** Calls the operation may make on a metered registry; ignored on an unmetered one. */
  maxCalls?: number;
  /** The request's signal: once its client has gone, the session makes no more calls. */
  signal?: AbortSignal;
}

export function createSession(gateway: Pick<Gateway, 'fetch'>, metered: boolean, options: SessionOptions = {}) {
  const budget = new CallBudget(metered ? options.maxCalls : undefined, options.signal);
  const find: RegistrySession['find'] = async (name, params, query, fetchOptions) => {
    try {
      return await budget.charge(() => gateway.fetch(name, params, query, fetchOptions), wasCalled);
    } catch (error) {
      if (isRegistryError(error) && error.kind === 'not-found') return undefined;
      throw error;
    }
  };
  const session: RegistrySession = {
    budget,
    fetch: (name, params, query, fetchOptions) =>
      budget.charge(() => gateway.fetch(name, params, query, fetchOptions), wasCalled),
    find,
    read: async (name, params, query, fetchOptions) => readOf(await find(name, params, query, fetchOptions)),
  };
  return session;
}
