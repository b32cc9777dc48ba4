// What the app keeps of a registry answer's body, before anything else reads it: the key
// removed in every form (secrets.ts) from every string, successful answers and errors alike
// (a registry, or something in front of it, may copy the request's Authorization header into
// a company name), and every string cut to a length no registry field comes near. The
// client applies it to every body it reads, so the cache, the proxy, pages, feeds and
// exports only ever see the cleaned body.
import { redact } from './secrets';

/**
 * The longest string value kept from a registry answer. The registry's own fields are far
 * shorter (company names at most 160 characters, officer names about as long, address lines
 * 50–100, filing descriptions and charge particulars a few hundred), so nothing real is cut;
 * a longer value is a fault or an attack: names of 20,000 characters made one network build
 * produce 142 MB of JSON, every page repeating them. A cut value ends in CUT_MARK.
 */
export const MAX_STRING_LENGTH = 1_000;
export const CUT_MARK = '…';

export interface CleanedBody {
  /** The body to keep: the received text when nothing was changed, else the cleaned JSON re-serialised. */
  text: string;
  /** The parsed JSON (cleaned); `undefined` when the body is not JSON. */
  json?: unknown;
  /** How many strings held a form of the key. */
  redacted: number;
  /** How many strings were cut to MAX_STRING_LENGTH. */
  cut: number;
}

/** `text` cut to `max` characters, the last one CUT_MARK, without splitting a surrogate pair. */
export function cutString(text: string, max = MAX_STRING_LENGTH): string {
  if (text.length <= max) return text;
  let end = max - CUT_MARK.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end) + CUT_MARK;
}

/** Cleans one JSON value; returns the same value (identical) when nothing in it changed. */
function cleanValue(
  value: unknown,
  secrets: readonly string[],
  max: number,
  counts: { redacted: number; cut: number },
): unknown {
  if (typeof value === 'string') {
    let text = value;
    if (secrets.length > 0) {
      const scrubbed = redact(text, secrets);
      if (scrubbed !== text) counts.redacted++;
      text = scrubbed;
    }
    const cut = cutString(text, max);
    if (cut !== text) counts.cut++;
    return cut;
  }
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const cleaned = cleanValue(item, secrets, max, counts);
      if (cleaned !== item) changed = true;
      return cleaned;
    });
    return changed ? items : value;
  }
  if (value !== null && typeof value === 'object') {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const cleanKey = cleanValue(key, secrets, max, counts) as string;
      const cleaned = cleanValue(item, secrets, max, counts);
      if (cleanKey !== key || cleaned !== item) changed = true;
      return [cleanKey, cleaned] as const;
    });
    // fromEntries defines own properties: a "__proto__" key stays data, never a prototype.
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}

/**
 * The body cleaned: JSON is parsed, each string (and key) scrubbed of `secrets` and cut, and
 * re-serialised when anything changed (escapes such as `\u0041` cannot hide the key: strings
 * are compared decoded). A body that is not JSON (an error page) has the key removed as text.
 */
export function cleanRegistryBody(text: string, secrets: readonly string[], max = MAX_STRING_LENGTH): CleanedBody {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const scrubbed = secrets.length > 0 ? redact(text, secrets) : text;
    return { text: scrubbed, redacted: scrubbed === text ? 0 : 1, cut: 0 };
  }
  const counts = { redacted: 0, cut: 0 };
  const cleaned = cleanValue(json, secrets, max, counts);
  return cleaned === json ? { text, json, ...counts } : { text: JSON.stringify(cleaned), json: cleaned, ...counts };
}
