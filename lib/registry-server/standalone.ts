// The embedded registry over a socket: a node:http adapter around the handler's plain
// entry (no fetch Request/Response on the hot path), and its configuration from the
// environment. Whatever a client sends or does, the process keeps serving.
import 'server-only';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { EnvError, envSchema } from '@/lib/env';
import {
  createRegistryHandler,
  type PlainRequest,
  type PlainResponse,
  type RegistryHandler,
  type RegistryHandlerOptions,
} from './handler';
import { startActivity, type Activity } from './activity';
import {
  createStreamService,
  DEFAULT_HEARTBEAT_MS,
  DEFAULT_LIFETIME_MS,
  DEFAULT_STREAM_RETENTION_DAYS,
  streamOfPath,
  type StreamOptions,
  type StreamService,
} from './events/stream';
import { createFailureLimiter, DEFAULT_RATE_LIMIT, type FailureLimiter } from './rate-limit';

const INTERNAL_ERROR = JSON.stringify({ errors: [{ error: 'internal-server-error', type: 'ch:service' }] });
const TOO_MANY_FAILURES = JSON.stringify({
  errors: [{ error: 'too-many-failed-authentications', type: 'ch:service' }],
});
/** Failed authentications (a wrong key sent) per address per minute, by default. */
export const DEFAULT_AUTH_FAILURE_LIMIT = 10;

/**
 * One request header, read from the raw header list: the handler asks for two or three
 * names, cheaper than building `req.headers` for every request. Repeated headers are
 * joined with ", " as `req.headers` would.
 */
function rawHeader(raw: readonly string[], name: string): string | undefined {
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i]!;
    if (key.length === name.length && key.toLowerCase() === name)
      value = value === undefined ? raw[i + 1] : `${value}, ${raw[i + 1]}`;
  }
  return value;
}

/** A request as the handler reads it, headers looked up in the raw list: nothing made per request but this object. */
class NodeRequest implements PlainRequest {
  readonly method: string;
  readonly target: string;
  constructor(private readonly req: http.IncomingMessage) {
    this.method = req.method ?? 'GET';
    this.target = req.url ?? '/';
  }
  header(name: string): string | undefined {
    return rawHeader(this.req.rawHeaders, name);
  }
}

const ignore = () => {};

function write(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  response: PlainResponse,
  log: (line: string) => void,
) {
  if (res.destroyed) return;
  try {
    res.writeHead(response.status, response.headers);
    res.end(response.body ?? undefined);
  } catch (caught) {
    log(
      `[registry] could not write the response to ${req.method} ${req.url?.slice(0, 300)}: ${(caught as Error).message}`,
    );
    res.destroy();
  }
}

function failure(req: http.IncomingMessage, caught: unknown, log: (line: string) => void): PlainResponse {
  log(
    `[registry] 500 ${req.method} ${req.url?.slice(0, 300)}: ${caught instanceof Error ? caught.stack : String(caught)}`,
  );
  return {
    status: 500,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(INTERNAL_ERROR)) },
    body: INTERNAL_ERROR,
  };
}

/**
 * An HTTP server that answers every request with the handler's public entry. An address that
 * sends wrong keys `authFailures` times within a minute is answered 429 until the minute ends.
 * The hot path (a catalogue read, answered synchronously) makes no closure per request.
 */
export function createRegistryServer(
  handler: RegistryHandler,
  log: (line: string) => void = console.error,
  authFailures: FailureLimiter = createFailureLimiter({ limit: DEFAULT_AUTH_FAILURE_LIMIT }),
  streams?: StreamService,
): http.Server {
  const server = http.createServer((req, res) => {
    // A request without an 'error' listener never emits one (node:http); a response written at
    // once cannot fail later. Streams and answers that come later listen (a client that goes away
    // meanwhile must not take the process with it).
    const address = req.socket.remoteAddress ?? 'unknown';
    const wait = authFailures.retryAfter(address);
    if (wait > 0) {
      res.writeHead(429, {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(TOO_MANY_FAILURES)),
        'retry-after': String(wait),
      });
      res.end(TOO_MANY_FAILURES);
      return;
    }
    let response: PlainResponse | Promise<PlainResponse>;
    const request = new NodeRequest(req);
    try {
      // The Streaming API's paths (`/companies`, `/filings`, …) are exact: no REST path is one.
      const target = request.target;
      const mark = target.indexOf('?');
      const stream = streams ? streamOfPath(mark < 0 ? target : target.slice(0, mark)) : undefined;
      if (streams && stream) {
        const opening = streams.open(stream, request, new URLSearchParams(mark < 0 ? '' : target.slice(mark + 1)));
        if (opening.ok) {
          res.on('error', ignore);
          res.writeHead(opening.status, opening.headers);
          res.flushHeaders();
          req.socket.setNoDelay(true);
          opening.run({
            write: (chunk) => res.write(chunk),
            end: () => res.end(),
            onDrain: (listener) => res.on('drain', listener),
            onClose: (listener) => res.on('close', listener),
          });
          return;
        }
        response = opening.response;
      } else {
        response = handler.respond(request);
      }
      // A wrong key (not a missing one) counts against the address.
      if (!(response instanceof Promise) && response.status === 401 && request.header('authorization')?.trim())
        authFailures.fail(address);
    } catch (caught) {
      response = failure(req, caught, log);
    }
    // Documents are rendered on request: their answer is a promise; everything else is written at once.
    if (response instanceof Promise) {
      res.on('error', ignore);
      void response
        .catch((caught: unknown) => failure(req, caught, log))
        .then((answer) => write(req, res, answer, log));
    } else write(req, res, response, log);
  });
  // Malformed HTTP (bad request line, oversized headers): answer 400 and close, never throw.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  return server;
}

const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().optional(),
);
const count = (fallback: number) =>
  z.preprocess((value) => (value === undefined || value === '' ? fallback : value), z.coerce.number().int().min(0));

const serverEnvSchema = z.object({
  REGISTRY_SERVER_PORT: count(5001).pipe(z.number().max(65535, 'must be a port number (0-65535)')),
  REGISTRY_SERVER_HOST: z.string().default('127.0.0.1'),
  REGISTRY_SERVER_API_KEYS: optionalText,
  REGISTRY_SERVER_RATE_LIMIT: count(DEFAULT_RATE_LIMIT),
  REGISTRY_SERVER_AUTH_FAILURES: count(DEFAULT_AUTH_FAILURE_LIMIT).pipe(z.number().min(1, 'must be at least 1')),
  // Where its links send clients for documents; unset, the origin each request came to.
  REGISTRY_DOCUMENT_API_URL: envSchema.shape.REGISTRY_DOCUMENT_API_URL,
  // The Streaming API: heartbeat, connection lifetime (0: none), replay window, connections per key (0: no limit).
  REGISTRY_STREAM_HEARTBEAT_SECONDS: count(DEFAULT_HEARTBEAT_MS / 1000).pipe(z.number().min(1, 'must be at least 1')),
  REGISTRY_STREAM_LIFETIME_SECONDS: count(DEFAULT_LIFETIME_MS / 1000),
  REGISTRY_STREAM_RETENTION_DAYS: count(DEFAULT_STREAM_RETENTION_DAYS).pipe(z.number().min(1, 'must be at least 1')),
  REGISTRY_STREAM_KEY_CONNECTIONS: count(0),
  REGISTRY_ACTIVITY_PER_MINUTE: envSchema.shape.REGISTRY_ACTIVITY_PER_MINUTE,
  // The dataset's settings are the app's: same variables, same defaults.
  REGISTRY_DB_PATH: envSchema.shape.REGISTRY_DB_PATH,
  REGISTRY_DATASET_SIZE: envSchema.shape.REGISTRY_DATASET_SIZE,
  REGISTRY_DATASET_SEED: envSchema.shape.REGISTRY_DATASET_SEED,
});

export interface RegistryServerConfig {
  port: number;
  host: string;
  /** Empty: no authentication. */
  apiKeys: string[];
  rateLimit: number;
  /** Failed authentications allowed per address per minute. */
  authFailureLimit: number;
  dbPath: string;
  datasetSize: number;
  datasetSeed: number;
  /** Base URL of the Document API in the registry's links; undefined: the origin each request came to. */
  documentApiUrl?: string;
  /** Changes applied to the dataset per minute while serving (0: frozen). */
  activityPerMinute: number;
  streams: Required<Omit<StreamOptions, 'now'>>;
}

/** The standalone server's settings; throws an `EnvError` naming every bad variable. */
export function readRegistryServerConfig(
  source: Record<string, string | undefined> = process.env,
): RegistryServerConfig {
  const parsed = serverEnvSchema.safeParse(source);
  if (!parsed.success)
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  const env = parsed.data;
  return {
    port: env.REGISTRY_SERVER_PORT,
    host: env.REGISTRY_SERVER_HOST,
    apiKeys: (env.REGISTRY_SERVER_API_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    rateLimit: env.REGISTRY_SERVER_RATE_LIMIT,
    authFailureLimit: env.REGISTRY_SERVER_AUTH_FAILURES,
    dbPath: env.REGISTRY_DB_PATH,
    datasetSize: env.REGISTRY_DATASET_SIZE,
    datasetSeed: env.REGISTRY_DATASET_SEED,
    documentApiUrl: env.REGISTRY_DOCUMENT_API_URL,
    activityPerMinute: env.REGISTRY_ACTIVITY_PER_MINUTE,
    streams: {
      heartbeatMs: env.REGISTRY_STREAM_HEARTBEAT_SECONDS * 1000,
      lifetimeMs: env.REGISTRY_STREAM_LIFETIME_SECONDS * 1000,
      retentionDays: env.REGISTRY_STREAM_RETENTION_DAYS,
      maxConnectionsPerKey: env.REGISTRY_STREAM_KEY_CONNECTIONS,
    },
  };
}

export interface RunningRegistryServer {
  server: http.Server;
  handler: RegistryHandler;
  /** The changes this server applies (`holding`) or stands by to apply; undefined when frozen. */
  activity: Activity | undefined;
  streams: StreamService;
  /** `http://127.0.0.1:5001` */
  url: string;
  close(): Promise<void>;
}

/** Opens the dataset and listens; port 0 picks a free port (tests). */
export async function startRegistryServer(
  config: Pick<RegistryServerConfig, 'port' | 'host' | 'apiKeys' | 'rateLimit' | 'dbPath'> &
    Partial<Pick<RegistryServerConfig, 'authFailureLimit' | 'documentApiUrl' | 'activityPerMinute'>> & {
      streams?: StreamOptions;
    },
  options: Omit<RegistryHandlerOptions, 'dbPath' | 'apiKeys' | 'rateLimit'> = {},
): Promise<RunningRegistryServer> {
  const log = options.log ?? ((line: string) => console.error(line));
  const handler = createRegistryHandler({
    ...options,
    dbPath: config.dbPath,
    apiKeys: config.apiKeys,
    rateLimit: config.rateLimit,
    documentApiUrl: config.documentApiUrl,
  });
  const activity = startActivity(handler, config.dbPath, config.activityPerMinute ?? 0, log);
  const streams = createStreamService(handler, config.streams);
  const server = createRegistryServer(
    handler,
    options.log,
    createFailureLimiter({ limit: config.authFailureLimit ?? DEFAULT_AUTH_FAILURE_LIMIT }),
    streams,
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (caught) {
    activity?.close();
    handler.close();
    throw caught;
  }
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    server,
    handler,
    activity,
    streams,
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        streams.close();
        server.close(() => {
          activity?.close();
          handler.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
