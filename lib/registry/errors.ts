// One error type for every way a registry call can fail, with a kind per case, and the
// parser for the registry's error bodies (an `errors` array, a single object, or nothing).

export type RegistryErrorKind =
  | 'bad-request'
  | 'unauthorised'
  | 'forbidden'
  | 'not-found'
  | 'not-acceptable'
  | 'gone'
  | 'range-not-satisfiable'
  | 'rate-limited'
  | 'upstream'
  | 'timeout'
  | 'network'
  | 'invalid-response';

/** One entry of the registry's error body: `{"errors":[{"error":"company-profile-not-found","type":"ch:service"}]}`. */
export interface RegistryErrorItem {
  error: string;
  type?: string;
  location?: string;
  location_type?: string;
  error_values?: Record<string, unknown>;
}

const KIND_BY_STATUS: Record<number, RegistryErrorKind> = {
  400: 'bad-request',
  401: 'unauthorised',
  403: 'forbidden',
  404: 'not-found',
  406: 'not-acceptable',
  410: 'gone',
  416: 'range-not-satisfiable',
  429: 'rate-limited',
};

export function kindForStatus(status: number): RegistryErrorKind {
  return KIND_BY_STATUS[status] ?? (status >= 400 && status < 500 ? 'bad-request' : 'upstream');
}

// A brand, not instanceof: Next.js bundles server code in more than one module graph (route
// handlers, server components), so an error made by one copy of this class must still be
// recognised by code holding another copy.
const BRAND = Symbol.for('registry-browser.RegistryError');

export class RegistryError extends Error {
  readonly [BRAND] = true;
  readonly kind: RegistryErrorKind;
  /** The upstream HTTP status, when there was a response. */
  readonly status?: number;
  /** The catalogue endpoint that was called. */
  readonly endpoint?: string;
  /** Seconds until a retry may succeed (rate limits). */
  readonly retryAfterSeconds?: number;
  /** The registry's own error items, when its body had any. */
  readonly items: RegistryErrorItem[];

  constructor(
    kind: RegistryErrorKind,
    message: string,
    details: {
      status?: number;
      endpoint?: string;
      retryAfterSeconds?: number;
      items?: RegistryErrorItem[];
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'RegistryError';
    this.kind = kind;
    this.status = details.status;
    this.endpoint = details.endpoint;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.items = details.items ?? [];
  }
}

export const isRegistryError = (value: unknown): value is RegistryError =>
  typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;

/**
 * A 400 that rejects a path parameter (`location_type: path-parameter`): the address names
 * nothing the register could hold, so a page answers it as not found rather than as a problem.
 */
export const isPathParameterRejection = (value: unknown): boolean =>
  isRegistryError(value) &&
  value.kind === 'bad-request' &&
  value.items.some((item) => item.location_type === 'path-parameter');

/** Reads an error body in any of the registry's shapes; an empty or non-JSON body gives no items. */
export function parseErrorBody(text: string): RegistryErrorItem[] {
  if (!text.trim()) return [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [];
  }
  if (!body || typeof body !== 'object') return [];
  const asItem = (value: unknown): RegistryErrorItem | null => {
    if (!value || typeof value !== 'object') return null;
    const error = (value as { error?: unknown }).error;
    if (typeof error !== 'string') return null;
    const item = value as Record<string, unknown>;
    return {
      error,
      type: typeof item.type === 'string' ? item.type : undefined,
      location: typeof item.location === 'string' ? item.location : undefined,
      location_type: typeof item.location_type === 'string' ? item.location_type : undefined,
      error_values:
        item.error_values && typeof item.error_values === 'object'
          ? (item.error_values as Record<string, unknown>)
          : undefined,
    };
  };
  const errors = (body as { errors?: unknown }).errors;
  if (Array.isArray(errors)) return errors.map(asItem).filter((item): item is RegistryErrorItem => item !== null);
  const single = asItem(body);
  return single ? [single] : [];
}

/** The registry's error-body shape, for everything this project answers itself. */
export function errorBody(error: string, type = 'ch:service', extra: Partial<RegistryErrorItem> = {}) {
  return { errors: [{ error, type, ...extra }] };
}

/**
 * The requests the app and the embedded registry turn away themselves, each with the status
 * the registry answers it with: one table, so a malformed path is a 400 and an unknown one a
 * 404 wherever it is met (proxy, export, embedded handler).
 */
export const REFUSAL_STATUS = {
  'invalid-path-parameter': 400,
  'invalid-query-parameter': 400,
  'not-found': 404,
  'method-not-allowed': 405,
  'uri-too-long': 414,
  'rate-limited': 429,
  'header-too-large': 431,
  'internal-error': 500,
} as const;

export type Refusal = keyof typeof REFUSAL_STATUS;

export interface RefusalDetail {
  /** The error code or message; each refusal has a default. */
  error?: string;
  /** The path or query parameter that was wrong. */
  parameter?: string;
  /** Sent in the body of a rate-limit answer when given. */
  retryAfterSeconds?: number;
  method?: string;
}

/** The status and the registry-shaped body of a refusal. */
export function refusal(
  kind: Refusal,
  detail: RefusalDetail = {},
): { status: number; body: ReturnType<typeof errorBody> } {
  const status = REFUSAL_STATUS[kind];
  switch (kind) {
    case 'invalid-path-parameter':
    case 'invalid-query-parameter': {
      const location_type = kind === 'invalid-path-parameter' ? 'path-parameter' : 'query-parameter';
      return {
        status,
        body: errorBody(detail.error ?? `invalid ${location_type}`, 'ch:validation', {
          location: detail.parameter,
          location_type,
        }),
      };
    }
    case 'not-found':
      return { status, body: errorBody(detail.error ?? 'not-found') };
    case 'method-not-allowed':
      return {
        status,
        body: errorBody('invalid-http-method', 'ch:service', { error_values: { method: detail.method } }),
      };
    case 'uri-too-long':
      return { status, body: errorBody('uri-too-long') };
    case 'rate-limited':
      return {
        status,
        body: errorBody(
          'rate-limit-exceeded',
          'ch:service',
          detail.retryAfterSeconds === undefined
            ? {}
            : { error_values: { retry_after_seconds: detail.retryAfterSeconds } },
        ),
      };
    case 'header-too-large':
      return { status, body: errorBody('request-header-too-large') };
    case 'internal-error':
      return { status, body: errorBody('internal-server-error') };
  }
}
