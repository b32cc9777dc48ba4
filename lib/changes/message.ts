// One change as pages receive it (Server-Sent Events, the lists on pages): the registry
// event's own fields and the app's words for it.
import type { Change } from './events';
import { describeChange } from './sentences';

/** What a page receives for one change: the registry event's own fields and the app's words for it. */
export function changeMessage(change: Change) {
  const sentence = describeChange(change);
  return {
    seq: change.seq,
    stream: change.stream,
    timepoint: change.timepoint,
    kind: change.kind,
    company_number: change.companyNumber,
    resource_kind: change.resourceKind,
    resource_uri: change.resourceUri,
    resource_id: change.resourceId,
    type: change.type,
    published_at: change.publishedAt,
    text: sentence.text,
    href: sentence.href,
  };
}
export type ChangeMessage = ReturnType<typeof changeMessage>;
