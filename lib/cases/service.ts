// Case files as the app's routes and pages use them: the store from the environment (once per
// process), the reader's rights on a case (a token in the query, or a right their browser holds),
// and the case as the API answers it.
import 'server-only';
import { basename, dirname, join } from 'node:path';
import { cookies } from 'next/headers';
import { env, type Env } from '@/lib/env';
import { HttpError } from '@/lib/gateway/http';
import { appLog, describeError } from '@/lib/gateway/log';
import { processState } from '@/lib/server/process-state';
import { createPostgresCasesStore } from './postgres-store';
import { createSqliteCasesStore } from './sqlite-store';
import type { CaseItemRecord, CaseRecord, CasesStore, Role } from './store';
import { CASES_COOKIE, casesCookieOptions, isToken, newToken, roleOf } from './tokens';

/** The SQLite file of case files: in the data folder, named after the dataset (as the changes store). */
export function casesDbPath(config: Env): string {
  const dataset = config.REGISTRY_DB_PATH;
  return join(dirname(dataset), `${basename(dataset).replace(/\.sqlite$/, '')}.cases.sqlite`);
}

const state = processState('cases-store', () => ({ store: undefined as Promise<CasesStore> | undefined }));

export function casesStore(): Promise<CasesStore> {
  state.store ??= (async () => {
    const config = env();
    if (config.DATABASE_URL)
      return createPostgresCasesStore(config.DATABASE_URL, {
        onError: (error) => appLog('warn', `cases: PostgreSQL: ${describeError(error)}`),
      });
    return createSqliteCasesStore(casesDbPath(config));
  })().catch((error: unknown) => {
    state.store = undefined;
    throw error;
  });
  return state.store;
}

/** The reader's browser token (the `cases` cookie), when it holds a well-formed one. */
export async function currentBrowser(): Promise<string | undefined> {
  const value = (await cookies()).get(CASES_COOKIE)?.value;
  return isToken(value) ? value : undefined;
}

/** The browser's token, made and set when there is none: in a route handler only. */
export async function ensureBrowser(secure: boolean): Promise<string> {
  const held = await currentBrowser();
  if (held) return held;
  const token = newToken();
  (await cookies()).set(CASES_COOKIE, token, casesCookieOptions(secure));
  return token;
}

export interface Access {
  record: CaseRecord;
  role: Role;
}

/** Tokens a request carries: `?edit=` and `?read=`. */
export const tokensOf = (search: URLSearchParams) => ({ edit: search.get('edit'), read: search.get('read') });

/** The reader's right on a case: a token in the query, else a right their browser holds; undefined for none. */
export async function accessTo(
  caseId: string,
  tokens: { edit?: string | null; read?: string | null },
  browser: string | undefined,
): Promise<Access | undefined> {
  if (!isToken(caseId)) return undefined;
  const store = await casesStore();
  const record = await store.getCase(caseId);
  if (!record) return undefined;
  const held = browser ? (await store.grants(browser)).find((grant) => grant.caseId === caseId) : undefined;
  const role = roleOf(record, held, tokens);
  return role && { record, role };
}

const notFound = () =>
  new HttpError(404, {
    errors: [
      {
        error: 'case-not-found',
        type: 'ch:service',
        error_values: { message: 'No case with this id, or this browser holds no link to it.' },
      },
    ],
  });

/** The case for a read: 404 without any right. */
export async function readable(caseId: string, request: Request): Promise<Access> {
  const access = await accessTo(caseId, tokensOf(new URL(request.url).searchParams), await currentBrowser());
  if (!access) throw notFound();
  return access;
}

/** The case for a change: 404 when there is no such case, 403 without the edit right. */
export async function editable(caseId: string, request: Request): Promise<Access> {
  const access = await accessTo(caseId, tokensOf(new URL(request.url).searchParams), await currentBrowser());
  if (access?.role === 'edit') return access;
  if (!access && !(isToken(caseId) && (await (await casesStore()).getCase(caseId)))) throw notFound();
  throw new HttpError(403, {
    errors: [
      {
        error: 'case-read-only',
        type: 'ch:service',
        error_values: { message: 'Changing this case needs its edit link; this browser holds no edit right to it.' },
      },
    ],
  });
}

/** The addresses of a case: the API, and the read and edit links (pages of this app). */
export const linksOf = (record: CaseRecord) => ({
  self: `/api/cases/${record.id}`,
  read: `/cases/${record.id}?read=${record.readToken}`,
  edit: `/cases/${record.id}?edit=${record.editToken}`,
});

const iso = (ms: number) => new Date(ms).toISOString();

export const itemBody = (item: CaseItemRecord) => ({
  item_id: item.id,
  kind: item.kind,
  href: item.href,
  note: item.note,
  added_at: iso(item.addedAt),
  updated_at: iso(item.updatedAt),
});

export function caseBody(record: CaseRecord, items: CaseItemRecord[], role: Role) {
  return {
    case_id: record.id,
    title: record.title,
    notes: record.notes,
    tags: record.tags,
    created_at: iso(record.createdAt),
    updated_at: iso(record.updatedAt),
    items: items.map(itemBody),
    graph: record.graph,
    access: role,
    // Only an editor sees the links (a reader could otherwise pass the edit link on).
    links: role === 'edit' ? linksOf(record) : { self: linksOf(record).self, read: linksOf(record).read },
  };
}
