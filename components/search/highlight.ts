// Splits a search result's text at the registry's `matches` offsets, so the matched words
// can be marked: offsets are 1-based, inclusive start/end pairs, counted in characters.

export interface Segment {
  text: string;
  match: boolean;
}

/**
 * ("TESCO PLC", [1, 5]) → [{ text: "TESCO", match: true }, { text: " PLC", match: false }].
 * Pairs out of order, overlapping, out of range or incomplete are tolerated: they are
 * sorted, merged, clipped to the text, and a last odd offset is ignored.
 */
export function highlightSegments(text: string, offsets: readonly number[] | undefined): Segment[] {
  // Code points, not UTF-16 units, so an offset never splits a character.
  const chars = Array.from(text);
  const ranges: [number, number][] = [];
  for (let i = 0; i + 1 < (offsets?.length ?? 0); i += 2) {
    const start = Math.max(1, Math.floor(offsets![i]!));
    const end = Math.min(chars.length, Math.floor(offsets![i + 1]!));
    if (Number.isFinite(start) && Number.isFinite(end) && start <= end) ranges.push([start - 1, end]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) segments.push({ text: chars.slice(at, start).join(''), match: false });
    segments.push({ text: chars.slice(start, end).join(''), match: true });
    at = end;
  }
  if (at < chars.length || segments.length === 0) segments.push({ text: chars.slice(at).join(''), match: false });
  return segments;
}
