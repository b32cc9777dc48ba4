// The embedded registry: the registry's interface implemented over the generated SQLite
// dataset. The app uses `createRegistryHandler(...).inProcess` as its transport; the
// standalone server (./standalone, `npm run registry`) mounts the same handler on a socket.
export {
  createRegistryHandler,
  type PlainRequest,
  type PlainResponse,
  type RegistryHandler,
  type RegistryHandlerOptions,
} from './handler';
export { defaultVersions, type ResourceVersion, type VersionStatus, type VersionTable } from './versions';
export { basicAuthorization } from '@/lib/registry/basic-auth';
export { DEFAULT_RATE_LIMIT, RATE_LIMIT_WINDOW_MS } from './rate-limit';
export {
  createEventLog,
  type EventLog,
  type EventsListener,
  type LatestTimepoints,
  type StoredEvent,
  type StreamRange,
} from './events/log';
export {
  createStreamService,
  streamOfPath,
  toResponse as streamResponse,
  type StreamOptions,
  type StreamService,
} from './events/stream';
