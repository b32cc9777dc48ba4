// The one retry: after a network error or a 502/503/504, once, after a short random delay,
// and only if the budget allows it (without, the first failure is the answer).
import { isRegistryError } from '@/lib/registry/errors';
import { describeError, type Logger } from './log';

const RETRY_STATUSES = new Set([502, 503, 504]);

export const isRetryable = (error: unknown) =>
  isRegistryError(error) &&
  (error.kind === 'network' || (error.kind === 'upstream' && RETRY_STATUSES.has(error.status ?? 0)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function retryOnce<T>(
  call: () => Promise<T>,
  options: { delayMs: number; beforeRetry: () => Promise<void>; log: Logger },
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isRetryable(error)) throw error;
    options.log('warn', `retrying after: ${describeError(error)}`);
    await sleep(options.delayMs * (1 + Math.random()));
    await options.beforeRetry().catch(() => Promise.reject(error));
    return call();
  }
}
