// What a case file keeps: what the analyst wrote (title, notes, tags, items and their notes, the
// graph's own links, labels and pinned layout), the two sharing tokens, and which browsers hold
// which right. The registry's facts are never kept here: they are read fresh when a case is shown.
// One interface, two implementations: SQLite beside the dataset (one machine, the default) and
// PostgreSQL with DATABASE_URL (a fleet). Both run their versioned migrations on start.

export const ITEM_KINDS = ['company', 'officer', 'person', 'psc', 'ownership', 'network', 'path', 'search'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export type Role = 'read' | 'edit';

/** The analyst's additions to the merged graph. */
export interface CaseGraphNotes {
  /** Links the analyst drew between two node keys, with a label. */
  links: { id: string; source: string; target: string; label: string }[];
  /** Labels the analyst put on nodes, by node key. */
  labels: Record<string, string>;
  /** Pinned positions, by node key. */
  positions: Record<string, { x: number; y: number }>;
}

export const EMPTY_GRAPH_NOTES: CaseGraphNotes = { links: [], labels: {}, positions: {} };

export interface CaseRecord {
  id: string;
  title: string;
  notes: string;
  tags: string[];
  graph: CaseGraphNotes;
  /** Epoch milliseconds. */
  createdAt: number;
  updatedAt: number;
  readToken: string;
  editToken: string;
  /** The newest change (lib/changes seq) an editor has seen on the case page. */
  seenSeq: number;
}

export interface CaseItemRecord {
  id: string;
  caseId: string;
  kind: ItemKind;
  href: string;
  note: string;
  addedAt: number;
  updatedAt: number;
}

/** The fields a change may set; the ones absent are left as they are (last write per field wins). */
export interface CasePatch {
  title?: string;
  notes?: string;
  tags?: string[];
  graph?: CaseGraphNotes;
}

export interface Grant {
  caseId: string;
  role: Role;
  /** The token the right was given with: the right lapses when the case's token changes. */
  token: string;
  grantedAt: number;
}

/** At most this many items in one case. */
export const MAX_ITEMS = 500;

export interface CasesStore {
  readonly kind: 'sqlite' | 'postgres';
  createCase(record: Omit<CaseRecord, 'notes' | 'tags' | 'graph' | 'updatedAt' | 'seenSeq'>): Promise<CaseRecord>;
  getCase(id: string): Promise<CaseRecord | undefined>;
  /** Undefined when there is no such case. */
  updateCase(id: string, patch: CasePatch, now: number): Promise<CaseRecord | undefined>;
  markSeen(id: string, seq: number): Promise<void>;
  /** New tokens; the old ones stop working. */
  setTokens(id: string, readToken: string, editToken: string, now: number): Promise<void>;
  items(caseId: string): Promise<CaseItemRecord[]>;
  /** 'full' when the case holds MAX_ITEMS already. */
  addItem(item: Omit<CaseItemRecord, 'updatedAt'>): Promise<CaseItemRecord | 'full'>;
  updateItem(
    caseId: string,
    itemId: string,
    patch: { note?: string },
    now: number,
  ): Promise<CaseItemRecord | undefined>;
  removeItem(caseId: string, itemId: string): Promise<boolean>;
  grant(browser: string, grant: Grant): Promise<void>;
  grants(browser: string): Promise<Grant[]>;
  /** The schema version the store is at (its migrations' count). */
  schemaVersion(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The migrations, in order; a store records how many it has run and runs the rest on start. Each
 * entry is [SQLite, PostgreSQL]: the two dialects differ only in types.
 */
export const MIGRATIONS: readonly (readonly [string, string])[] = [
  [
    `CREATE TABLE case_file (
       id TEXT PRIMARY KEY, title TEXT NOT NULL, notes TEXT NOT NULL DEFAULT '', tags TEXT NOT NULL DEFAULT '[]',
       graph TEXT NOT NULL DEFAULT '{}', created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
       read_token TEXT NOT NULL, edit_token TEXT NOT NULL, seen_seq INTEGER NOT NULL DEFAULT 0);
     CREATE TABLE case_item (
       case_id TEXT NOT NULL REFERENCES case_file (id) ON DELETE CASCADE, id TEXT NOT NULL, kind TEXT NOT NULL,
       href TEXT NOT NULL, note TEXT NOT NULL DEFAULT '', added_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
       PRIMARY KEY (case_id, id));
     CREATE TABLE case_grant (
       browser TEXT NOT NULL, case_id TEXT NOT NULL REFERENCES case_file (id) ON DELETE CASCADE, role TEXT NOT NULL,
       token TEXT NOT NULL, granted_at INTEGER NOT NULL, PRIMARY KEY (browser, case_id));`,
    `CREATE TABLE case_file (
       id TEXT PRIMARY KEY, title TEXT NOT NULL, notes TEXT NOT NULL DEFAULT '', tags TEXT NOT NULL DEFAULT '[]',
       graph TEXT NOT NULL DEFAULT '{}', created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL,
       read_token TEXT NOT NULL, edit_token TEXT NOT NULL, seen_seq BIGINT NOT NULL DEFAULT 0);
     CREATE TABLE case_item (
       case_id TEXT NOT NULL REFERENCES case_file (id) ON DELETE CASCADE, id TEXT NOT NULL, kind TEXT NOT NULL,
       href TEXT NOT NULL, note TEXT NOT NULL DEFAULT '', added_at BIGINT NOT NULL, updated_at BIGINT NOT NULL,
       PRIMARY KEY (case_id, id));
     CREATE TABLE case_grant (
       browser TEXT NOT NULL, case_id TEXT NOT NULL REFERENCES case_file (id) ON DELETE CASCADE, role TEXT NOT NULL,
       token TEXT NOT NULL, granted_at BIGINT NOT NULL, PRIMARY KEY (browser, case_id));`,
  ],
  [
    `CREATE INDEX case_item_added ON case_item (case_id, added_at);`,
    `CREATE INDEX case_item_added ON case_item (case_id, added_at);`,
  ],
];

// Rows as both databases give them back.
export interface CaseRow {
  id: string;
  title: string;
  notes: string;
  tags: string;
  graph: string;
  created_at: number | string;
  updated_at: number | string;
  read_token: string;
  edit_token: string;
  seen_seq: number | string;
}
export interface ItemRow {
  case_id: string;
  id: string;
  kind: string;
  href: string;
  note: string;
  added_at: number | string;
  updated_at: number | string;
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return (JSON.parse(text) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

export const caseOfRow = (row: CaseRow): CaseRecord => ({
  id: row.id,
  title: row.title,
  notes: row.notes,
  tags: parseJson<string[]>(row.tags, []),
  graph: { ...EMPTY_GRAPH_NOTES, ...parseJson<Partial<CaseGraphNotes>>(row.graph, {}) },
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
  readToken: row.read_token,
  editToken: row.edit_token,
  seenSeq: Number(row.seen_seq),
});

export const itemOfRow = (row: ItemRow): CaseItemRecord => ({
  id: row.id,
  caseId: row.case_id,
  kind: row.kind as ItemKind,
  href: row.href,
  note: row.note,
  addedAt: Number(row.added_at),
  updatedAt: Number(row.updated_at),
});

/** The SET list of a patch: [column, value] for each field given. */
export function patchColumns(patch: CasePatch): [string, string][] {
  const columns: [string, string][] = [];
  if (patch.title !== undefined) columns.push(['title', patch.title]);
  if (patch.notes !== undefined) columns.push(['notes', patch.notes]);
  if (patch.tags !== undefined) columns.push(['tags', JSON.stringify(patch.tags)]);
  if (patch.graph !== undefined) columns.push(['graph', JSON.stringify(patch.graph)]);
  return columns;
}
