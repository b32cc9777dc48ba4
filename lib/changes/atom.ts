// Atom 1.0 feeds (RFC 4287) of changes, for feed readers: one per company, one per watch
// list. Entries are the changes in the project's own words, linked to the record; ids are
// tag URIs that never change for a given stream event.
import { SITE_NAME } from '@/lib/share/site-name';
import type { Change } from './events';
import { describeChange } from './sentences';

const escapeXml = (value: string) =>
  value
    .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

export interface FeedOptions {
  title: string;
  /** Absolute URL of the feed itself (rel="self"), also its id. */
  selfUrl: string;
  /** Absolute URL of the page it follows (rel="alternate"). */
  pageUrl: string;
  origin: string;
  /** Newest first. */
  changes: readonly Change[];
  /** When the feed has no entries, its `updated` (the feed's own, fixed in tests). */
  now?: Date;
}

/** `tag:` URI of one change: the same event gives the same id wherever it was read. */
export const entryId = (origin: string, change: Change) =>
  `tag:${new URL(origin).hostname},2026:change/${change.stream}/${change.timepoint}`;

export function atomFeed(options: FeedOptions): string {
  const { origin, changes } = options;
  const updated = changes[0]?.publishedAt ?? (options.now ?? new Date()).toISOString();
  const entries = changes.map((change) => {
    const sentence = describeChange(change);
    const link = new URL(sentence.href, `${origin}/`).toString();
    const about = change.companyNumber ? `Company ${change.companyNumber}: ` : '';
    return [
      '  <entry>',
      `    <id>${escapeXml(entryId(origin, change))}</id>`,
      `    <title>${escapeXml(sentence.text)}</title>`,
      `    <updated>${change.publishedAt}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <category term="${escapeXml(change.kind)}"/>`,
      `    <summary>${escapeXml(`${about}${sentence.text} (${change.resourceKind}, ${change.type}).`)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(options.selfUrl)}</id>`,
    `  <title>${escapeXml(options.title)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(options.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(options.pageUrl)}"/>`,
    `  <author><name>${escapeXml(SITE_NAME)}</name></author>`,
    `  <generator>${escapeXml(SITE_NAME)}</generator>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export const ATOM_HEADERS = {
  'content-type': 'application/atom+xml; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};
