// Query and path parameters of the registry's endpoints: how each is declared in the
// catalogue, and one parser that applies defaults and maximums and names what is wrong.

export type QueryParamDef =
  | { readonly type: 'int'; readonly default?: number; readonly max?: number }
  | { readonly type: 'enum'; readonly values: readonly string[] }
  | { readonly type: 'bool'; readonly default?: boolean }
  | { readonly type: 'list'; readonly values?: readonly string[] }
  | { readonly type: 'text'; readonly required?: boolean };

export type QueryDefs = Readonly<Record<string, QueryParamDef>>;

/** The TypeScript value of a declared parameter. */
export type QueryValue<D extends QueryParamDef> = D extends { type: 'int' }
  ? number
  : D extends { type: 'enum'; values: readonly (infer V)[] }
    ? V
    : D extends { type: 'bool' }
      ? boolean
      : D extends { type: 'list' }
        ? readonly string[]
        : string;

export type QueryValues<Q extends QueryDefs> = { [K in keyof Q]?: QueryValue<Q[K]> };

/** Page size: a default, and a maximum that larger requests are capped to (as the registry does). */
export const pageSize = (defaultSize: number, max: number) => ({ type: 'int', default: defaultSize, max }) as const;
export const startIndex = { type: 'int', default: 0 } as const;
export const oneOf = <const V extends readonly string[]>(...values: V) => ({ type: 'enum', values }) as const;
export const flag = (defaultValue: boolean) => ({ type: 'bool', default: defaultValue }) as const;

export class ParameterError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
    this.name = 'ParameterError';
  }
}

const MAX_TEXT = 200;
const INTEGER = /^\d+$/;

function parseOne(name: string, def: QueryParamDef, raw: string): string | number | boolean | readonly string[] {
  switch (def.type) {
    case 'int': {
      const value = raw.trim();
      if (!INTEGER.test(value)) {
        throw new ParameterError(name, `${name} must be a whole number of 0 or more; got "${clip(raw)}"`);
      }
      const number = Number(value);
      return def.max !== undefined ? Math.min(number, def.max) : number;
    }
    case 'enum':
      if (!def.values.includes(raw)) {
        throw new ParameterError(name, `${name} must be one of ${def.values.join(', ')}; got "${clip(raw)}"`);
      }
      return raw;
    case 'bool':
      if (raw !== 'true' && raw !== 'false') {
        throw new ParameterError(name, `${name} must be true or false; got "${clip(raw)}"`);
      }
      return raw === 'true';
    case 'list': {
      const items = raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const unknown = def.values ? items.filter((item) => !def.values!.includes(item)) : [];
      if (unknown.length > 0 || items.some((item) => !/^[a-z0-9-]{1,60}$/.test(item))) {
        throw new ParameterError(name, `${name} has an invalid value "${clip(raw)}"`);
      }
      return items;
    }
    case 'text':
      if (raw.length > MAX_TEXT) throw new ParameterError(name, `${name} is longer than ${MAX_TEXT} characters`);
      return raw;
  }
}

function clip(value: string) {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

export interface ParsedQuery {
  /** Every declared parameter that has a value: the given ones (normalised) and the defaults. */
  values: Record<string, string | number | boolean | readonly string[]>;
  /** Only the parameters the caller gave, normalised, as a query string to send upstream (sorted, so equal queries compare equal). */
  forward: URLSearchParams;
}

/**
 * Validates a query against an endpoint's declarations. Parameters the endpoint does not
 * declare are dropped; a declared one with a bad value throws a `ParameterError` naming it.
 */
export function parseQuery(defs: QueryDefs, query: URLSearchParams): ParsedQuery {
  const values: ParsedQuery['values'] = {};
  const forward = new URLSearchParams();
  for (const name of Object.keys(defs).sort()) {
    const def = defs[name]!;
    // A list may come as repeated keys (a form's checkboxes) as well as comma-separated.
    const raw = def.type === 'list' && query.getAll(name).length > 1 ? query.getAll(name).join(',') : query.get(name);
    if (raw === null || (raw === '' && def.type !== 'text')) {
      if (def.type === 'text' && def.required) throw new ParameterError(name, `${name} is required`);
      if ('default' in def && def.default !== undefined) values[name] = def.default;
      continue;
    }
    if (def.type === 'text' && def.required && raw.trim() === '') throw new ParameterError(name, `${name} is required`);
    const value = parseOne(name, def, raw);
    values[name] = value;
    forward.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return { values, forward };
}

/** Turns typed query values into a query string, dropping undefined ones. */
export function toSearchParams(values: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined || value === null) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/** Formats of path parameters. Registry ids are base64url strings; older charge ids carry `=` padding. */
export const pathFormats = {
  company_number: { pattern: /^[A-Z0-9]{8}$/, describe: '8 capital letters or digits, such as 00006400 or SC123456' },
  id: { pattern: /^[A-Za-z0-9_-]{1,100}={0,2}$/, describe: 'a registry id of letters, digits, - and _' },
  // Real ids are 43 characters of base64url (32 bytes); a little room either side.
  document_id: { pattern: /^[A-Za-z0-9_-]{20,64}$/, describe: 'a document id of 20 to 64 letters, digits, - and _' },
} as const;

export type PathFormat = keyof typeof pathFormats;
