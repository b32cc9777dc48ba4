// What lib/changes keeps: the stream cursors (last timepoint per stream), the change log
// (every change seen, numbered by `seq`), the watch lists (follows, per token), the analysts'
// decisions on people (same person or not, per token: lib/identity/people-decisions.ts) and the
// consumer's lease. One interface, two implementations: SQLite beside the dataset (one
// machine, default) and Redis (a fleet, with REDIS_URL).
import type { Change, ChangeKind, StreamName } from './events';

export interface ChangeFilter {
  /** Only these companies (a watch list, or `?company=`). */
  companies?: readonly string[];
  kinds?: readonly ChangeKind[];
}

export interface FollowedCompany {
  companyNumber: string;
  /** Epoch milliseconds. */
  followedAt: number;
}

export interface WatchList {
  companies: FollowedCompany[];
  /** The newest change the owner has seen on /following (later ones are unread). */
  seenSeq: number;
}

export type FollowResult = 'added' | 'already' | 'full';

/** An analyst's word on two records (registry links, `a` < `b`): one person, or two. */
export interface PersonDecision {
  a: string;
  b: string;
  decision: 'same' | 'different';
  /** Epoch milliseconds. */
  decidedAt: number;
}

export interface ChangesStore {
  readonly kind: 'sqlite' | 'redis' | 'memory';
  /** The identity of the events the cursors and changes came from (StreamSource.identity). */
  sourceIdentity(): Promise<string | undefined>;
  /**
   * Records the source the cursors and changes now come from. With `forget` (another source: a
   * regenerated dataset, another stream), first forgets the cursors and the stored changes,
   * whose timepoints would collide with the new ones; watch lists and what each has seen stay
   * (change numbers go on rising).
   */
  adoptSource(identity: string, forget: boolean): Promise<void>;
  getCursor(stream: StreamName): Promise<number | undefined>;
  setCursor(stream: StreamName, timepoint: number): Promise<void>;
  /** Stores a change and numbers it; `undefined` when this stream and timepoint were stored before (a repeat). */
  record(change: Omit<Change, 'seq'>): Promise<Change | undefined>;
  /** Changes after `seq`, oldest first. */
  since(seq: number, filter: ChangeFilter, limit: number): Promise<Change[]>;
  /** The newest changes, newest first. */
  latest(filter: ChangeFilter, limit: number): Promise<Change[]>;
  watchList(token: string): Promise<WatchList>;
  follow(token: string, companyNumber: string, max: number, now: number): Promise<FollowResult>;
  unfollow(token: string, companyNumber: string): Promise<void>;
  markSeen(token: string, seq: number): Promise<void>;
  /** The token's decisions on pairs that involve any of these records. */
  personDecisions(token: string, links: readonly string[]): Promise<PersonDecision[]>;
  /** Records (or, with `undefined`, withdraws) the token's decision on a pair. */
  decidePerson(
    token: string,
    a: string,
    b: string,
    decision: PersonDecision['decision'] | undefined,
    now: number,
  ): Promise<void>;
  /** Every company someone follows (the poller asks about these). */
  followedCompanies(limit: number): Promise<string[]>;
  /** Takes or renews the consumer's lease for `ttlMs`; false while another holder has it. */
  takeLease(holder: string, ttlMs: number, now: number): Promise<boolean>;
  releaseLease(holder: string): Promise<void>;
  close(): Promise<void>;
}

/** Keeps the change log to this many changes. */
export const CHANGE_LOG_MAX = 100_000;

export const matchesFilter = (change: Change, filter: ChangeFilter) =>
  (!filter.companies || filter.companies.includes(change.companyNumber)) &&
  (!filter.kinds || filter.kinds.length === 0 || filter.kinds.includes(change.kind));
