// What an imported bulk file says about itself, read without starting the registry: the app
// uses it to route hybrid mode (lib/gateway/hybrid.ts) and to say where its data comes from.
import 'server-only';
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { EndpointName } from '@/lib/registry/catalogue';
import { META, servedEndpoints } from './coverage';

export interface BulkFileInfo {
  /** The date of Basic Company Data, when the import knew it. */
  readonly snapshotDate: string | undefined;
  readonly served: ReadonlySet<EndpointName>;
}

/** The file's bulk-import facts; undefined when there is no file or it is not an imported one (a generated dataset). */
export function readBulkFileInfo(path: string): BulkFileInfo | undefined {
  if (!existsSync(path)) return undefined;
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    const read = db.prepare('SELECT value FROM meta WHERE key = ?').pluck();
    const meta = (key: string) => read.get(key) as string | undefined;
    const served = servedEndpoints(meta);
    return served && { snapshotDate: meta(META.snapshotDate), served };
  } catch {
    return undefined;
  } finally {
    db?.close();
  }
}
