// The living registry (engine.ts: the changes, the lock, the timer) and how a server starts it.
import 'server-only';
import type { RegistryHandler } from '../handler';
import { BULK_SOURCE, META } from '../import/coverage';
import { createActivity, type Activity } from './engine';

export {
  createActivity,
  DEFAULT_ACTIVITY_PER_MINUTE,
  DEFAULT_RETENTION_DAYS,
  type Activity,
  type ActivityOptions,
  type AppliedChange,
} from './engine';

/**
 * Starts applying activity to the dataset unless it is frozen (0) or an imported bulk file (the
 * register itself). When another process already applies it, this one stands by (`holding` false).
 */
export function startActivity(
  handler: Pick<RegistryHandler, 'store'>,
  dbPath: string,
  perMinute: number,
  log: (line: string) => void,
): Activity | undefined {
  if (perMinute <= 0 || handler.store.meta(META.source) === BULK_SOURCE) return undefined;
  try {
    const activity = createActivity({ dbPath, perMinute, log });
    // Holding the lock or standing by for it: `activity.holding` says which.
    activity.start();
    return activity;
  } catch (caught) {
    log(`[registry] activity is off: the dataset cannot be written (${(caught as Error).message})`);
    return undefined;
  }
}
