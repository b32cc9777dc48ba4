// Which characters a font file has glyphs for, read from its `cmap` table. The preview images
// use it to keep their text within the fonts they bundle: satori fetches a font (or an emoji
// image) from the internet for any character its fonts lack.
import { inflateSync } from 'node:zlib';

/** The tables of an OpenType/TrueType font, or of a WOFF (1.0) one, uncompressed. */
function tableOf(font: Buffer, wanted: string): Buffer | undefined {
  const woff = font.toString('latin1', 0, 4) === 'wOFF';
  const numTables = font.readUInt16BE(woff ? 12 : 4);
  const start = woff ? 44 : 12;
  const size = woff ? 20 : 16;
  for (let i = 0; i < numTables; i++) {
    const entry = start + i * size;
    if (font.toString('latin1', entry, entry + 4) !== wanted) continue;
    if (!woff)
      return font.subarray(font.readUInt32BE(entry + 8), font.readUInt32BE(entry + 8) + font.readUInt32BE(entry + 12));
    const offset = font.readUInt32BE(entry + 4);
    const compressed = font.readUInt32BE(entry + 8);
    const original = font.readUInt32BE(entry + 12);
    const data = font.subarray(offset, offset + compressed);
    return compressed < original ? inflateSync(data) : data;
  }
  return undefined;
}

/** Code points of a format 4 subtable (the Basic Multilingual Plane) that map to a glyph. */
function format4(table: Buffer, at: number, into: Set<number>) {
  const segments = table.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = table.readUInt16BE(ends + s * 2);
    const start = table.readUInt16BE(starts + s * 2);
    const delta = table.readInt16BE(deltas + s * 2);
    const rangeOffset = table.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const index = table.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
        glyph = index === 0 ? 0 : (index + delta) & 0xffff;
      }
      if (glyph !== 0) into.add(c);
    }
  }
}

/** Code points of a format 12 subtable (all planes) that map to a glyph. */
function format12(table: Buffer, at: number, into: Set<number>) {
  const groups = table.readUInt32BE(at + 12);
  for (let g = 0; g < groups; g++) {
    const group = at + 16 + g * 12;
    const start = table.readUInt32BE(group);
    const end = table.readUInt32BE(group + 4);
    const firstGlyph = table.readUInt32BE(group + 8);
    for (let c = start; c <= end; c++) if (firstGlyph + (c - start) !== 0) into.add(c);
  }
}

/** The code points a font (TTF, OTF or WOFF 1.0) has glyphs for. */
export function fontCoverage(font: Buffer): Set<number> {
  const cmap = tableOf(font, 'cmap');
  if (!cmap) throw new Error('font has no cmap table');
  const covered = new Set<number>();
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    // Unicode subtables only: platform 0, or Windows (3) with Unicode BMP (1) or full (10).
    if (platform !== 0 && !(platform === 3 && (encoding === 1 || encoding === 10))) continue;
    const at = cmap.readUInt32BE(8 + i * 8);
    const format = cmap.readUInt16BE(at);
    if (format === 4) format4(cmap, at, covered);
    else if (format === 12) format12(cmap, at, covered);
  }
  return covered;
}
