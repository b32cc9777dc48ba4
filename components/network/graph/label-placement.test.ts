import { describe, expect, it } from 'vitest';
import { placeLabels, type Box, type LabelCandidate, type PlacementArea } from './label-placement';

// 7 px a character: a monospace stand-in for the canvas's measure.
const area = (width: number, height = 400): PlacementArea => ({
  width,
  height,
  fontSize: 14,
  measure: (text) => text.length * 7,
});
const node = (key: string, x: number, y: number, text = key, priority = 0, size = 5): LabelCandidate => ({
  key,
  text,
  x,
  y,
  size,
  priority,
});
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('placeLabels', () => {
  it('puts a label right of its node when there is room', () => {
    const [label] = placeLabels([node('officer:a', 100, 100, 'SMITH, Ann')], area(375));
    expect(label).toMatchObject({ align: 'left', text: 'SMITH, Ann' });
    expect(label!.box.left).toBeGreaterThan(105);
  });

  it('never prints two labels over each other: the second moves aside or is left out', () => {
    // HENDERSON and MACLEAN side by side, as they printed as "HENDERSCLEAN".
    const labels = placeLabels(
      [
        node('officer:h', 100, 100, 'HENDERSON, Harriet'),
        node('officer:m', 150, 102, 'MACLEAN, Simon Ewan'),
        node('officer:x', 120, 98, 'BURNS, Sharon'),
        node('officer:y', 130, 110, 'BALL, Yvonne'),
      ],
      area(375),
    );
    for (const a of labels) for (const b of labels) if (a !== b) expect(overlap(a.box, b.box)).toBe(false);
    expect(labels.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every label inside the canvas: one at the right edge is drawn on the node’s left', () => {
    const [label] = placeLabels([node('officer:p', 360, 200, 'POOLE, Lum')], area(375));
    expect(label).toMatchObject({ align: 'right' });
    expect(label!.box.left).toBeGreaterThanOrEqual(0);
    expect(label!.box.right).toBeLessThanOrEqual(375);
  });

  it('places the seed first, then the highlighted, then larger nodes', () => {
    const labels = placeLabels(
      [node('officer:small', 100, 100, 'SMALL', 0, 4), node('company:seed', 96, 100, 'SEED HOLDINGS PLC', 2, 11)],
      area(375),
    );
    expect(labels[0]!.key).toBe('company:seed');
  });

  it('shortens a label that must show and fits nowhere whole (a long seed name on a phone)', () => {
    const name = 'ALBION CONSOLIDATED HOLDINGS PLC AND SUBSIDIARIES OF THE GROUP';
    const [label] = placeLabels([node('company:seed', 170, 20, name, 2, 11)], area(343, 40));
    expect(label!.text.endsWith('…')).toBe(true);
    expect(label!.box.left).toBeGreaterThanOrEqual(0);
    expect(label!.box.right).toBeLessThanOrEqual(343);
    // An ordinary label that fits nowhere is left out, not cut.
    expect(placeLabels([node('officer:o', 170, 20, name)], area(343, 40))).toEqual([]);
  });

  it('keeps labels off other nodes, and puts the seed’s over them only when nowhere else is clear', () => {
    const nodes = [
      { key: 'officer:a', x: 100, y: 100, size: 5 },
      { key: 'officer:b', x: 140, y: 100, size: 5 },
    ];
    const [a] = placeLabels([node('officer:a', 100, 100, 'SMITH, Ann')], { ...area(375), nodes });
    // Right of A lies B: the label goes to A's left.
    expect(a).toMatchObject({ align: 'right' });
    // A seed ringed by nodes on every side still shows its name.
    const ring = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({
      key: `officer:${i}`,
      x: 100 + Math.cos((i * Math.PI) / 4) * 20,
      y: 100 + Math.sin((i * Math.PI) / 4) * 20,
      size: 5,
    }));
    const [seed] = placeLabels([node('company:seed', 100, 100, 'SEED PLC', 2, 11)], {
      ...area(375),
      nodes: [...ring, { key: 'company:seed', x: 100, y: 100, size: 11 }],
    });
    expect(seed).toMatchObject({ key: 'company:seed', text: 'SEED PLC' });
    expect(placeLabels([node('officer:z', 100, 100, 'ZED', 0, 5)], { ...area(375), nodes: ring })).toEqual([]);
    // …but never over a solid node (the seed, the one hovered).
    const [forced] = placeLabels([node('officer:f', 100, 100, 'FORCED', 1, 5)], {
      ...area(375),
      nodes: ring.map((disc) => ({ ...disc, solid: true })),
    });
    expect(forced).toBeUndefined();
  });

  it('keeps off other boxes (the hovered node’s name)', () => {
    const obstacles = [{ left: 100, right: 200, top: 90, bottom: 110 }];
    const [label] = placeLabels([node('officer:a', 100, 100, 'SMITH, Ann', 1)], { ...area(375), obstacles });
    expect(label).toMatchObject({ align: 'right' });
  });

  it('draws no label for a node off the canvas', () => {
    expect(placeLabels([node('officer:o', -10, 20)], area(343))).toEqual([]);
  });
});
