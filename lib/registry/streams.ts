// The registry's Streaming API as a client sees it: the stream names (one path each, such as
// `/companies?timepoint=N`) and the envelope of one event (one JSON object a line). Shared by
// the embedded registry, which writes these events, and by anything that consumes a stream.
import { z } from 'zod';

/** Every stream of the Streaming API, in the registry's own path names. */
export const STREAMS = [
  'companies',
  'filings',
  'officers',
  'persons-with-significant-control',
  'persons-with-significant-control-statements',
  'charges',
  'insolvency-cases',
  'disqualified-officers',
  'company-exemptions',
] as const;

export type StreamName = (typeof STREAMS)[number];

export const isStreamName = (value: string): value is StreamName => (STREAMS as readonly string[]).includes(value);

/** `event` of an envelope. `timepoint` increases within one stream (not necessarily without gaps). */
export const streamEventMetaSchema = z.object({
  timepoint: z.number().int().nonnegative(),
  published_at: z.string(),
  type: z.enum(['changed', 'deleted']),
  fields_changed: z.array(z.string()).optional(),
});

/** One line of a stream: the resource after the change, and what happened to it. */
export const streamEventSchema = z.object({
  resource_kind: z.string(),
  resource_uri: z.string(),
  resource_id: z.string(),
  data: z.record(z.string(), z.unknown()),
  event: streamEventMetaSchema,
});

export type StreamEventEnvelope = z.infer<typeof streamEventSchema>;

/** The company number a resource URI names (`/company/{n}/…`), if any. */
export function companyNumberOfUri(uri: string): string | undefined {
  const match = /^\/company\/([A-Za-z0-9]+)(?:\/|$)/.exec(uri);
  return match?.[1]?.toUpperCase();
}
