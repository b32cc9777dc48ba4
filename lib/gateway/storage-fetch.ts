// Calls to document storage (the signed URL the Document API redirects to), with deadlines: a
// storage host that accepts the connection and never answers, or answers and then stalls,
// must not hold a request, a socket or a page for minutes. Two kinds of call:
//
// - read whole (the default: a document the server reads itself, such as the iXBRL behind the
//   financials): one deadline for headers and body together, `timeoutMs` (REGISTRY_TIMEOUT_MS),
//   as for registry calls;
// - streamed (`stream: true`: a document relayed to the reader, possibly a large PDF): the
//   headers within `timeoutMs`, then each chunk within `timeoutMs` of asking for it (an idle
//   deadline: time spent waiting for a slow reader does not count), and the whole body within
//   `streamMs`.
//
// Both stop at `maxBytes`. When a deadline passes, the body is cut: the upstream call is aborted,
// its reader cancelled (which closes the connection) and the returned stream errors, so the
// reader sees an incomplete answer and nothing is left running. Before the headers, a passed
// deadline is a `RegistryError('timeout')` (504), an unreachable host `'network'` (502). The
// caller's `signal` (the request's: the reader left) aborts the call at any point.
import { RegistryError } from '@/lib/registry/errors';
import type { Transport } from '@/lib/registry/client';

/** The longest a streamed document may take as a whole: 10 minutes (a 100 MB PDF at about 1.3 Mbit/s). */
export const DOCUMENT_STREAM_MAX_MS = 10 * 60_000;
/** The largest document relayed or read: the registry's largest PDFs are tens of megabytes. */
export const DOCUMENT_MAX_BYTES = 256 * 1024 * 1024;

export interface StorageLimits {
  /** Until the headers arrive; when read whole, the whole call. */
  timeoutMs: number;
  /** A streamed body as a whole. */
  streamMs: number;
  maxBytes: number;
}

export interface StorageInit {
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Relayed as it arrives (idle and total deadlines) rather than read whole (one deadline). */
  stream?: boolean;
}

const ENDPOINT = 'documentStorage';
/** Statuses whose Response may not have a body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

const timeout = (message: string) => new RegistryError('timeout', `${ENDPOINT}: ${message}`, { endpoint: ENDPOINT });

/** A promise that rejects with the signal's reason when it aborts (never resolves). */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  const promise = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  promise.catch(() => {});
  return promise;
}

export async function fetchStorageWithDeadline(
  send: Transport,
  url: string,
  init: StorageInit,
  limits: StorageLimits,
): Promise<Response> {
  const { signal: callerSignal, stream = false } = init;
  const controller = new AbortController();
  const abort = (reason: unknown) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const after = (ms: number, reason: () => unknown) => {
    const timer = setTimeout(() => abort(reason()), Math.max(0, ms));
    timers.add(timer);
    return timer;
  };
  const onCallerAbort = () => abort(callerSignal!.reason);
  const release = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    callerSignal?.removeEventListener('abort', onCallerAbort);
  };
  if (callerSignal?.aborted) throw callerSignal.reason;
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const aborted = rejectOnAbort(controller.signal);

  const headersTimer = after(limits.timeoutMs, () =>
    timeout(
      stream
        ? `storage did not answer within ${limits.timeoutMs} ms`
        : `storage did not send the document within ${limits.timeoutMs} ms`,
    ),
  );
  let response: Response;
  try {
    // Raced as well as signalled: an in-process transport may not watch the signal.
    response = await Promise.race([
      send(new Request(url, { headers: init.headers, signal: controller.signal, redirect: 'manual' })),
      aborted,
    ]);
  } catch (error) {
    release();
    abort(error);
    const reason: unknown = controller.signal.reason;
    if (reason instanceof RegistryError) throw reason;
    if (callerSignal?.aborted) throw callerSignal.reason;
    throw new RegistryError(
      'network',
      `${ENDPOINT}: could not reach storage (${String((error as Error)?.message ?? error).slice(0, 200)})`,
      { endpoint: ENDPOINT, cause: error },
    );
  }
  if (!response.body || NULL_BODY.has(response.status)) {
    release();
    return response;
  }
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > limits.maxBytes) {
    release();
    abort(new Error('too large'));
    void response.body.cancel().catch(() => {});
    throw new RegistryError('invalid-response', `${ENDPOINT}: the document is larger than ${limits.maxBytes} bytes`, {
      endpoint: ENDPOINT,
    });
  }
  if (stream) {
    clearTimeout(headersTimer);
    timers.delete(headersTimer);
    after(limits.streamMs, () => timeout(`the document was not sent within ${limits.streamMs} ms`));
  }

  const reader = response.body.getReader();
  let size = 0;
  let finished = false;
  const finish = (reason?: unknown) => {
    if (finished) return;
    finished = true;
    release();
    if (reason !== undefined) {
      abort(reason);
      // Closes the connection; not awaited (under Next's patched fetch it resolves only late).
      reader.cancel(reason).catch(() => {});
    }
  };
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(out) {
        let idle: ReturnType<typeof setTimeout> | undefined;
        const waits: Promise<never>[] = [aborted];
        if (stream)
          waits.push(
            new Promise<never>((_, reject) => {
              idle = setTimeout(
                () => reject(timeout(`storage sent nothing for ${limits.timeoutMs} ms`)),
                limits.timeoutMs,
              );
            }),
          );
        try {
          const { done, value } = await Promise.race([reader.read(), ...waits]);
          if (done) {
            finish();
            out.close();
            return;
          }
          size += value.byteLength;
          if (size > limits.maxBytes)
            throw new RegistryError(
              'invalid-response',
              `${ENDPOINT}: the document is larger than ${limits.maxBytes} bytes`,
              {
                endpoint: ENDPOINT,
              },
            );
          out.enqueue(value);
        } catch (error) {
          const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
          finish(reason);
          out.error(reason);
        } finally {
          clearTimeout(idle);
        }
      },
      // The reader went away (the client left): stop storage too.
      cancel(reason) {
        finish(reason ?? new Error('the reader cancelled the document'));
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
