// What an export writes for one row: fields with a stable JSON key, a CSV header in words and a
// flat value (dates as YYYY-MM-DD, months of birth as YYYY-MM, addresses on one line, lists
// joined by "; "). Each list's fields are defined once in lib/export/lists/, grouped by the table
// column they go with (the list definitions in components/ hang each group on its column);
// docs/exports.md lists them (a test keeps the two in step).

export type CellValue = string | number | boolean | undefined | null;

export interface ExportContext {
  /** The site's public origin, for the `url` field. */
  origin: string;
  /** The list's registry path parameters (`company_number`, `officer_id`), for fields every row shares. */
  params: Readonly<Record<string, string>>;
  /**
   * What the list's enrichment (lib/export/lists/enrichments.ts) computed for the page of rows
   * being written; undefined for lists without one, or when it failed.
   */
  page?: unknown;
}

export interface ExportField<Row> {
  /** The JSON key, snake_case and stable. */
  key: string;
  /** The CSV header, in words. */
  header: string;
  value: (row: Row, context: ExportContext) => CellValue;
}

export const field = <Row>(key: string, header: string, value: ExportField<Row>['value']): ExportField<Row> => ({
  key,
  header,
  value,
});

/**
 * A list's export fields grouped by the key of the table column they belong to, in column order:
 * the list definition's column `export` is its group, and the export writes the groups in turn.
 */
export type ExportColumns<Row> = Readonly<Record<string, readonly ExportField<Row>[]>>;

/** Every field of the groups, in order: what an export writes for each row. */
export const fieldsOfColumns = <Row>(columns: ExportColumns<Row>): readonly ExportField<Row>[] =>
  Object.values(columns).flat();

/** `YYYY-MM` from the registry's `{month, year}`. */
export const monthOfBirth = (value?: { month: number; year: number }) =>
  value ? `${value.year}-${String(value.month).padStart(2, '0')}` : undefined;

/** Several values in one cell. */
export const joined = (values?: readonly string[]) => (values && values.length > 0 ? values.join('; ') : undefined);

export const labelled = (values: readonly string[] | undefined, label: (key: string) => string) =>
  joined(values?.map(label));

/** The last segment of a registry link (an id), or the one after `before`. */
export function idFrom(link?: string, before?: string): string | undefined {
  if (!link) return undefined;
  const parts = link.split('/').filter(Boolean);
  if (before) {
    const at = parts.indexOf(before);
    return at >= 0 ? parts[at + 1] : undefined;
  }
  return parts.at(-1);
}

/** The row's page on this site: the registry's paths are this site's paths. */
export const pageUrl = (path: string | undefined, { origin }: ExportContext) =>
  path && path.startsWith('/') ? `${origin}${path}` : undefined;

/** The company the list belongs to, on every row, so exports of several companies can be combined. */
export const companyNumberField = <Row>(): ExportField<Row> =>
  field('company_number', 'Company number', (_row, { params }) => params.company_number);

/** One row as a flat object keyed by field: what the JSON export writes. */
export function rowOf<Row>(
  fields: readonly ExportField<Row>[],
  row: Row,
  context: ExportContext,
): Record<string, CellValue> {
  const flat: Record<string, CellValue> = {};
  for (const { key, value } of fields) {
    const cell = value(row, context);
    flat[key] = cell === '' ? null : (cell ?? null);
  }
  return flat;
}
