// The registry's change events: the Streaming API's streams and envelope (lib/registry/streams.ts)
// and the app's own record of one change (a `Change`), which every part of
// lib/changes passes around: the consumer stores it, invalidation and feeds read it.
import {
  companyNumberOfUri,
  streamEventSchema,
  type StreamEventEnvelope,
  type StreamName,
} from '@/lib/registry/streams';

export { STREAMS, isStreamName, type StreamName } from '@/lib/registry/streams';

/** One line of a stream, parsed at the edge. */
export const streamEnvelopeSchema = streamEventSchema;
export type StreamEnvelope = StreamEventEnvelope;

/** What the app lets readers filter by: one word per stream. */
export const CHANGE_KINDS = {
  companies: 'company',
  filings: 'filing',
  officers: 'officer',
  'persons-with-significant-control': 'psc',
  'persons-with-significant-control-statements': 'psc',
  charges: 'charge',
  'insolvency-cases': 'insolvency',
  'disqualified-officers': 'disqualification',
  'company-exemptions': 'exemptions',
} as const satisfies Record<StreamName, string>;
export type ChangeKind = (typeof CHANGE_KINDS)[StreamName];
export const CHANGE_KIND_NAMES: readonly ChangeKind[] = [...new Set(Object.values(CHANGE_KINDS))];
export const CHANGE_KIND_LABELS: Record<ChangeKind, string> = {
  company: 'Company details',
  filing: 'Filings',
  officer: 'Officers',
  psc: 'Persons with significant control',
  charge: 'Charges',
  insolvency: 'Insolvency',
  disqualification: 'Disqualifications',
  exemptions: 'Exemptions',
};
export const isChangeKind = (value: string): value is ChangeKind =>
  (CHANGE_KIND_NAMES as readonly string[]).includes(value);

/** One change as the app keeps it. `seq` orders all changes the app has seen (SSE ids, feeds). */
export interface Change {
  seq: number;
  stream: StreamName;
  timepoint: number;
  kind: ChangeKind;
  /** Empty for a change that belongs to no company (a disqualification). */
  companyNumber: string;
  resourceKind: string;
  resourceUri: string;
  resourceId: string;
  type: 'changed' | 'deleted';
  /** ISO 8601, UTC. */
  publishedAt: string;
  fieldsChanged?: string[];
  data: Record<string, unknown>;
}

/** The key that makes an event unique: a stream delivers the same timepoint more than once. */
export const eventKey = (stream: StreamName, timepoint: number) => `${stream}:${timepoint}`;

/** The company an event is about: from its URI (`/company/{n}/…`), else from its data. */
export function companyNumberOf(envelope: StreamEnvelope): string {
  const fromUri = companyNumberOfUri(envelope.resource_uri);
  if (fromUri) return fromUri;
  const fromData = envelope.data.company_number;
  return typeof fromData === 'string' ? fromData.toUpperCase() : '';
}

/** `published_at` arrives naive, with `Z` or with an offset: always UTC ISO here (naive means UTC). */
export function normalisePublishedAt(value: string): string {
  const naive = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value);
  const parsed = new Date(naive ? `${value}Z` : value);
  return Number.isNaN(parsed.getTime()) ? new Date(0).toISOString() : parsed.toISOString();
}

/** A stream line as a change (its `seq` is given when it is stored). */
export function toChange(stream: StreamName, envelope: StreamEnvelope): Omit<Change, 'seq'> {
  return {
    stream,
    timepoint: envelope.event.timepoint,
    kind: CHANGE_KINDS[stream],
    companyNumber: companyNumberOf(envelope),
    resourceKind: envelope.resource_kind,
    resourceUri: envelope.resource_uri.split('?')[0] ?? envelope.resource_uri,
    resourceId: envelope.resource_id,
    type: envelope.event.type,
    publishedAt: normalisePublishedAt(envelope.event.published_at),
    ...(envelope.event.fields_changed ? { fieldsChanged: envelope.event.fields_changed } : {}),
    data: envelope.data,
  };
}
