// Deprecation notices: the registry's Registry-Expiry-Date header, remembered once per
// value with the endpoint it was first seen on, logged once, and listed in the health report.
import { matchPath } from '@/lib/registry/catalogue';
import { readDeprecation, type Deprecation } from '@/lib/registry/client';
import type { Logger } from './log';

export interface DeprecationNotice extends Deprecation {
  endpoint?: string;
  firstSeen: string;
}

export function createDeprecationLog(now: () => number, log: Logger) {
  const notices = new Map<string, DeprecationNotice>();
  return {
    observe(request: Request, response: Response): void {
      const deprecation = readDeprecation(response.headers);
      if (!deprecation || notices.has(deprecation.header)) return;
      const endpoint = matchPath(new URL(request.url).pathname)?.name;
      notices.set(deprecation.header, { ...deprecation, endpoint, firstSeen: new Date(now()).toISOString() });
      log(
        'warn',
        `the registry says ${deprecation.rel ?? 'a resource version'} is deprecated and goes on ${deprecation.expiresOn}${endpoint ? ` (first seen on ${endpoint})` : ''}`,
      );
    },
    list: (): DeprecationNotice[] => [...notices.values()],
  };
}
