import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalBus } from './bus';
import type { Change } from './events';
import { createSqliteChangesStore } from './sqlite-store';

const dir = mkdtempSync(join(tmpdir(), 'changes-bus-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the bus on one machine', () => {
  it('tells this process at once and another process over the same file soon after, once each', async () => {
    const path = join(dir, 'changes.sqlite');
    const consumerSide = createSqliteChangesStore(path);
    const readerSide = createSqliteChangesStore(path);
    const here = createLocalBus(consumerSide, 20);
    const there = createLocalBus(readerSide, 20);
    const heardHere: number[] = [];
    const heardThere: number[] = [];
    here.subscribe((change) => heardHere.push(change.seq));
    there.subscribe((change) => heardThere.push(change.seq));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const recorded: Change[] = [];
    for (let timepoint = 1; timepoint <= 3; timepoint++) {
      const change = (await consumerSide.record({
        stream: 'filings',
        timepoint,
        kind: 'filing',
        companyNumber: '00000001',
        resourceKind: 'filing-history',
        resourceUri: `/company/00000001/filing-history/T${timepoint}`,
        resourceId: `T${timepoint}`,
        type: 'changed',
        publishedAt: '2026-11-26T10:00:00.000Z',
        data: {},
      }))!;
      recorded.push(change);
      await here.publish(change);
    }
    expect(heardHere).toEqual(recorded.map((c) => c.seq));
    const deadline = Date.now() + 2_000;
    while (heardThere.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(heardThere).toEqual(recorded.map((c) => c.seq));
    expect(heardHere).toHaveLength(3);
    await Promise.all([here.close(), there.close()]);
    await Promise.all([consumerSide.close(), readerSide.close()]);
  });
});
