// The one wrapper every registry-facing route handler goes through: it runs the handler,
// turns any error into the registry's error-body shape with the right status, adds
// Server-Timing, drops the body of HEAD answers and logs what went wrong. The error
// mapping lives here once: one error type (RegistryError), one status table, one shape.
import {
  errorBody,
  isRegistryError,
  refusal,
  type Refusal,
  type RefusalDetail,
  type RegistryError,
  type RegistryErrorItem,
} from '@/lib/registry/errors';
import { ParameterError } from '@/lib/registry/params';
import { appLog, describeError, type Logger } from './log';

const JSON_TYPE = 'application/json';
const ALLOW = 'GET, HEAD, OPTIONS';

/** An answer the app gives itself, before or instead of asking the registry (bad path, client limit). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
    readonly headers: Record<string, string> = {},
  ) {
    super(`the app answered ${status}`);
    this.name = 'HttpError';
  }
}

/** An HttpError for one of the refusals of lib/registry/errors, with its status from the one table. */
export function refused(kind: Refusal, detail?: RefusalDetail, headers?: Record<string, string>): HttpError {
  const { status, body } = refusal(kind, detail);
  return new HttpError(status, body, headers);
}

export function jsonResponse(status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': JSON_TYPE,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

/** Re-serialises the registry's own error items (never its raw body), for statuses passed through. */
function itemsBody(items: readonly RegistryErrorItem[], fallback: string) {
  if (items.length === 0) return errorBody(fallback);
  return {
    errors: items.slice(0, 10).map((item) => ({
      error: item.error.slice(0, 200),
      type: item.type,
      location: item.location,
      location_type: item.location_type,
      error_values: item.error_values,
    })),
  };
}

/** Status, body and headers for a failed registry call: what the app's callers see. */
function registryErrorResponse(error: RegistryError, log: Logger): Response {
  switch (error.kind) {
    case 'not-found':
      return jsonResponse(404, itemsBody(error.items, 'not-found'));
    case 'bad-request':
    case 'not-acceptable':
    case 'gone':
    case 'range-not-satisfiable':
      return jsonResponse(error.status ?? 400, itemsBody(error.items, error.kind));
    case 'rate-limited': {
      const retryAfter = String(error.retryAfterSeconds ?? 60);
      const { status, body } = refusal('rate-limited', { retryAfterSeconds: Number(retryAfter) });
      return jsonResponse(status, body, { 'retry-after': retryAfter });
    }
    case 'unauthorised':
    case 'forbidden':
      log(
        'error',
        `the registry rejected the app's credentials (${error.status}); check REGISTRY_API_KEY: ${describeError(error)}`,
      );
      return jsonResponse(
        502,
        errorBody('registry-rejected-credentials', 'ch:service', {
          error_values: { message: 'The registry rejected this app’s credentials.' },
        }),
      );
    case 'timeout':
      log('warn', describeError(error));
      return jsonResponse(504, errorBody('registry-timeout'));
    case 'invalid-response':
      log('error', describeError(error));
      return jsonResponse(502, errorBody('registry-invalid-response'));
    case 'upstream':
    case 'network':
      log('error', describeError(error));
      return jsonResponse(502, errorBody('registry-unavailable'));
  }
}

export function errorResponse(error: unknown, log: Logger = appLog): Response {
  if (error instanceof HttpError) return jsonResponse(error.status, error.body, error.headers);
  if (error instanceof ParameterError) {
    const { status, body } = refusal('invalid-query-parameter', { error: error.message, parameter: error.parameter });
    return jsonResponse(status, body);
  }
  if (isRegistryError(error)) return registryErrorResponse(error, log);
  log('error', `unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  const { status, body } = refusal('internal-error');
  return jsonResponse(status, body);
}

export interface RouteTiming {
  /** Adds a Server-Timing metric (`name;dur=…;desc="…"`). */
  add(name: string, durationMs?: number, description?: string): void;
}

/**
 * Wraps a route handler: errors become error bodies, every answer gets Server-Timing
 * (the handler's own metrics, then `total`), HEAD answers lose their body.
 */
export function registryRoute<Context>(
  handle: (request: Request, timing: RouteTiming, context: Context) => Promise<Response>,
  log: Logger = appLog,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    const started = performance.now();
    const metrics: string[] = [];
    const timing: RouteTiming = {
      add(name, durationMs, description) {
        metrics.push(
          `${name}${durationMs === undefined ? '' : `;dur=${durationMs.toFixed(1)}`}${description ? `;desc="${description}"` : ''}`,
        );
      },
    };
    let response: Response;
    try {
      response = await handle(request, timing, context);
    } catch (error) {
      response = errorResponse(error, log);
    }
    timing.add('total', performance.now() - started);
    response.headers.set('server-timing', metrics.join(', '));
    if (response.status >= 500)
      log(
        'warn',
        `${request.method} ${JSON.stringify(new URL(request.url).pathname.slice(0, 200))} answered ${response.status}`,
      );
    if (request.method === 'HEAD' && response.body)
      return new Response(null, { status: response.status, headers: response.headers });
    return response;
  };
}

/** For every method but GET and HEAD: 405 with Allow, in the registry's error shape. */
export async function methodNotAllowed(request: Request): Promise<Response> {
  return jsonResponse(
    405,
    errorBody('invalid-http-method', 'ch:service', { error_values: { method: request.method.slice(0, 20) } }),
    { allow: ALLOW },
  );
}

/** OPTIONS: the methods the registry interface has. */
export async function allowedMethods(): Promise<Response> {
  return new Response(null, { status: 204, headers: { allow: ALLOW } });
}
