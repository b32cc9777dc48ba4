// Where the graph's labels go, so that none prints over another ("HENDERSON" and "MACLEAN" once
// printed as "HENDERSCLEAN, Simon Ewan") and none is cut at the canvas's edge ("POOLE", on a
// phone "LUM"). Sigma's label grid only picks a few candidates per cell, and two labels of
// neighbouring cells can still overlap; here each candidate, most important first (the seed,
// the highlighted neighbourhood, then the larger nodes), takes the first place beside its node
// (right, left, below, above) that lies inside the canvas, clear of the labels already placed
// and of the other nodes (a name printed over a node hides it), or is left out. A label that must show (the seed's, the highlighted ones) and fits
// nowhere whole is shortened with an ellipsis where it has most room. Pure: the canvas only draws
// what this returns.

export interface LabelCandidate {
  key: string;
  text: string;
  /** The node's centre and radius on screen (CSS pixels). */
  x: number;
  y: number;
  size: number;
  /** Higher first: 2 the seed, 1 a label forced by the highlight, 0 the rest. */
  priority: number;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacedLabel {
  key: string;
  /** The text drawn (shortened with "…" when it had to be). */
  text: string;
  /** Where to draw it: `x` is the start, end or middle of the text as `align` says; `y` its baseline. */
  x: number;
  y: number;
  align: 'left' | 'right' | 'center';
  box: Box;
}

/** A node drawn on the canvas: labels keep off it. */
export interface Disc {
  key: string;
  x: number;
  y: number;
  size: number;
  /** A node no label may cover, even one that must show (the seed, the hovered or highlighted node). */
  solid?: boolean;
}

export interface PlacementArea {
  width: number;
  height: number;
  /** The nodes drawn, which labels keep clear of (each label's own node aside). */
  nodes?: readonly Disc[];
  /** Anything else no label may cover (the hovered node's name box). */
  obstacles?: readonly Box[];
  /** The label font's size in pixels. */
  fontSize: number;
  /** The width of a text in the label font. */
  measure: (text: string) => number;
}

/** Space kept between a node and its label, and between two labels. */
const GAP = 3;
const PAD = 2;

const overlaps = (a: Box, b: Box) =>
  a.left < b.right + PAD && b.left < a.right + PAD && a.top < b.bottom + PAD && b.top < a.bottom + PAD;

const discBox = (disc: Disc): Box => ({
  left: disc.x - disc.size,
  right: disc.x + disc.size,
  top: disc.y - disc.size,
  bottom: disc.y + disc.size,
});

/** Boxes by the grid cells they cover, so a new label is tested only against what is near it. */
class Occupied<T extends { box: Box; key: string }> {
  private readonly cells = new Map<string, T[]>();
  constructor(private readonly cell = 64) {}

  private *cellsOf(box: Box): Generator<string> {
    for (let x = Math.floor(box.left / this.cell); x <= Math.floor(box.right / this.cell); x++)
      for (let y = Math.floor(box.top / this.cell); y <= Math.floor(box.bottom / this.cell); y++) yield `${x}:${y}`;
  }

  add(item: T) {
    for (const cell of this.cellsOf(item.box)) this.cells.set(cell, [...(this.cells.get(cell) ?? []), item]);
  }

  /** Whether `box` is clear of everything held, items of key `except` aside. */
  clear(box: Box, except?: string): boolean {
    for (const cell of this.cellsOf(box))
      for (const item of this.cells.get(cell) ?? []) if (item.key !== except && overlaps(box, item.box)) return false;
    return true;
  }
}

type Side = 'right' | 'left' | 'below' | 'above';
const SIDES: readonly Side[] = ['right', 'left', 'below', 'above'];

/** The label's box and drawing point on one side of its node, for a text `width` wide. */
function at(side: Side, c: LabelCandidate, width: number, fontSize: number): Omit<PlacedLabel, 'key' | 'text'> {
  // The text's ink runs from about 0.8 of the font size above its baseline to 0.25 below.
  const ascent = fontSize * 0.8;
  const descent = fontSize * 0.25;
  switch (side) {
    case 'right': {
      const left = c.x + c.size + GAP;
      const y = c.y + fontSize / 3;
      return { x: left, y, align: 'left', box: { left, right: left + width, top: y - ascent, bottom: y + descent } };
    }
    case 'left': {
      const right = c.x - c.size - GAP;
      const y = c.y + fontSize / 3;
      return { x: right, y, align: 'right', box: { left: right - width, right, top: y - ascent, bottom: y + descent } };
    }
    case 'below': {
      const y = c.y + c.size + GAP + ascent;
      return {
        x: c.x,
        y,
        align: 'center',
        box: { left: c.x - width / 2, right: c.x + width / 2, top: y - ascent, bottom: y + descent },
      };
    }
    case 'above': {
      const y = c.y - c.size - GAP - descent;
      return {
        x: c.x,
        y,
        align: 'center',
        box: { left: c.x - width / 2, right: c.x + width / 2, top: y - ascent, bottom: y + descent },
      };
    }
  }
}

/** How wide a text may be on one side of its node and still lie inside the area. */
function roomOn(side: Side, c: LabelCandidate, area: PlacementArea): number {
  switch (side) {
    case 'right':
      return area.width - (c.x + c.size + GAP);
    case 'left':
      return c.x - c.size - GAP;
    default:
      return 2 * Math.min(c.x, area.width - c.x);
  }
}

const inside = (box: Box, area: PlacementArea) =>
  box.left >= 0 && box.top >= 0 && box.right <= area.width && box.bottom <= area.height;

/** The longest start of `text` that, with "…", is at most `room` wide; undefined when not even a letter fits. */
export function shorten(text: string, room: number, measure: (text: string) => number): string | undefined {
  let low = 1;
  let high = text.length - 1;
  let best: string | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = `${text.slice(0, middle).trimEnd()}…`;
    if (measure(candidate) <= room) {
      best = candidate;
      low = middle + 1;
    } else high = middle - 1;
  }
  return best;
}

/** The labels to draw, clear of each other and inside the area. */
export function placeLabels(candidates: readonly LabelCandidate[], area: PlacementArea): PlacedLabel[] {
  const ordered = [...candidates].sort(
    (a, b) => b.priority - a.priority || b.size - a.size || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const placed: PlacedLabel[] = [];
  const seen = new Set<string>();
  const discs = new Occupied<{ key: string; box: Box }>();
  const solid = new Occupied<{ key: string; box: Box }>();
  for (const disc of area.nodes ?? []) (disc.solid ? solid : discs).add({ key: disc.key, box: discBox(disc) });
  for (const box of area.obstacles ?? []) solid.add({ key: '', box });
  const labels = new Occupied<{ key: string; box: Box }>();
  const clear = (box: Box, key: string, overNodes = false) =>
    labels.clear(box) && solid.clear(box, key) && (overNodes || discs.clear(box, key));
  for (const candidate of ordered) {
    if (!candidate.text || seen.has(candidate.key)) continue;
    // A node off the canvas has no label on it.
    if (candidate.x < 0 || candidate.x > area.width || candidate.y < 0 || candidate.y > area.height) continue;
    seen.add(candidate.key);
    const width = area.measure(candidate.text);
    let label: PlacedLabel | undefined;
    for (const side of SIDES) {
      const spot = at(side, candidate, width, area.fontSize);
      if (inside(spot.box, area) && clear(spot.box, candidate.key)) {
        label = { key: candidate.key, text: candidate.text, ...spot };
        break;
      }
    }
    // One that must show is shortened where it has most room, if that room is clear; failing
    // that (a seed ringed by its officers), it may lie over other nodes, never over a label.
    if (!label && candidate.priority > 0) {
      const sides = [...SIDES].sort((a, b) => roomOn(b, candidate, area) - roomOn(a, candidate, area));
      for (const overNodes of [false, true]) {
        for (const side of overNodes ? SIDES : sides) {
          const room = roomOn(side, candidate, area);
          const text = width <= room ? candidate.text : shorten(candidate.text, room, area.measure);
          // A highlighted name cut to a stub ("M & L…") says nothing: the seed's alone may be cut short.
          if (!text || (candidate.priority < 2 && text.length - 1 < Math.min(12, candidate.text.length / 2))) continue;
          const spot = at(side, candidate, area.measure(text), area.fontSize);
          if (inside(spot.box, area) && clear(spot.box, candidate.key, overNodes)) {
            label = { key: candidate.key, text, ...spot };
            break;
          }
        }
        if (label) break;
      }
    }
    if (label) {
      placed.push(label);
      labels.add({ key: label.key, box: label.box });
    }
  }
  return placed;
}
