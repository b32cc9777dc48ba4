// Resource versions and content negotiation. Every resource has its own versioned MIME
// type, application/vnd.registry.<resource>+json; version=<major.minor>; one table says
// which versions exist and whether each is current, deprecated (until a date) or expired.
import { catalogue, endpointNames } from '@/lib/registry/catalogue';

export type VersionStatus = 'current' | 'deprecated' | 'expired';

export interface ResourceVersion {
  /** `major.minor`, such as `0.0`. */
  readonly version: string;
  readonly status: VersionStatus;
  /** For a deprecated version: the day it becomes unavailable (`YYYY-MM-DD`), sent in `Registry-Expiry-Date`. */
  readonly expiresOn?: string;
}

/** Resource name (the catalogue entry's `resource`) → its versions. */
export type VersionTable = Readonly<Record<string, readonly ResourceVersion[]>>;

/** Today every resource is at version 0.0, current. */
export const defaultVersions: VersionTable = Object.fromEntries(
  [...new Set(endpointNames.map((name) => catalogue[name].resource))].map((resource) => [
    resource,
    [{ version: '0.0', status: 'current' }],
  ]),
);

export const mimeType = (resource: string) => `application/vnd.registry.${resource}+json`;
export const contentTypeFor = (resource: string, version: string) => `${mimeType(resource)}; version=${version}`;

export type Negotiated =
  | {
      ok: true;
      version: string;
      contentType: string;
      /** `Registry-Expiry-Date` value when the version is deprecated */ expiryHeader?: string;
    }
  | { ok: false; status: 406 | 410; error: string };

interface Offer {
  version: string;
  contentType: string;
  expiryHeader?: string;
}

interface MediaRange {
  type: string;
  q: number;
  version?: string;
  /** Position in the header, to keep the client's order among equal q-values. */
  index: number;
}

/** `0` → `0.0`; `1.2` stays; anything else is not a version. */
function normaliseVersion(raw: string): string | undefined {
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(raw.trim().replace(/^"|"$/g, ''));
  if (!match) return undefined;
  return `${Number(match[1])}.${Number(match[2] ?? 0)}`;
}

function compareVersions(a: string, b: string) {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/** Parses an Accept header into media ranges, highest q first (the client's order among ties). */
export function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  header.split(',').forEach((part, index) => {
    const [rawType = '', ...params] = part.split(';');
    const type = rawType.trim().toLowerCase();
    if (!type) return;
    let q = 1;
    let version: string | undefined;
    for (const param of params) {
      const eq = param.indexOf('=');
      if (eq < 0) continue;
      const key = param.slice(0, eq).trim().toLowerCase();
      const value = param.slice(eq + 1).trim();
      if (key === 'q') {
        const number = Number(value);
        q = Number.isFinite(number) ? Math.min(Math.max(number, 0), 1) : 0;
      } else if (key === 'version') {
        version = value;
      }
    }
    ranges.push({ type, q, version, index });
  });
  return ranges.sort((a, b) => b.q - a.q || a.index - b.index);
}

/**
 * Content negotiation against a version table. Built once per handler: each resource's
 * offers are precomputed, and the answers for the few Accept headers clients actually
 * send are memoised.
 */
export function createNegotiator(table: VersionTable) {
  const latest = new Map<string, Offer>();
  const byVersion = new Map<string, Map<string, ResourceVersion>>();
  for (const [resource, versions] of Object.entries(table)) {
    const known = new Map(versions.map((v) => [normaliseVersion(v.version) ?? v.version, v]));
    byVersion.set(resource, known);
    const servable = versions.filter((v) => v.status !== 'expired');
    const best =
      servable.filter((v) => v.status === 'current').sort((a, b) => compareVersions(b.version, a.version))[0] ??
      servable.sort((a, b) => compareVersions(b.version, a.version))[0];
    if (best) latest.set(resource, offer(resource, best));
  }

  function offer(resource: string, v: ResourceVersion): Offer {
    const version = normaliseVersion(v.version) ?? v.version;
    const contentType = contentTypeFor(resource, version);
    return {
      version,
      contentType,
      expiryHeader: v.status === 'deprecated' && v.expiresOn ? `${v.expiresOn}; rel="${contentType}"` : undefined,
    };
  }

  const memo = new Map<string, Negotiated>();
  const MEMO_LIMIT = 1000;

  function negotiate(resource: string, accept: string | null | undefined): Negotiated {
    const key = `${resource}\n${accept ?? ''}`;
    const hit = memo.get(key);
    if (hit) return hit;
    const result = decide(resource, accept);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, result);
    return result;
  }

  function decide(resource: string, accept: string | null | undefined): Negotiated {
    const newest = latest.get(resource);
    const versions = byVersion.get(resource);
    if (!newest || !versions) return { ok: false, status: 406, error: 'no-acceptable-representation' };
    if (!accept || !accept.trim()) return { ok: true, ...newest };

    const ownType = mimeType(resource).toLowerCase();
    let expired = false;
    for (const range of parseAccept(accept)) {
      if (range.q <= 0) continue;
      if (range.type === '*/*' || range.type === 'application/*' || range.type === 'application/json')
        return { ok: true, ...newest };
      if (range.type !== ownType) continue;
      if (range.version === undefined) return { ok: true, ...newest };
      const version = normaliseVersion(range.version);
      const entry = version === undefined ? undefined : versions.get(version);
      if (!entry) continue;
      if (entry.status === 'expired') {
        expired = true;
        continue;
      }
      return { ok: true, ...offer(resource, entry) };
    }
    return expired
      ? { ok: false, status: 410, error: 'resource-version-expired' }
      : { ok: false, status: 406, error: 'no-acceptable-representation' };
  }

  return negotiate;
}

export type Negotiate = ReturnType<typeof createNegotiator>;
