// A change heard on the bus reaches the analysis caches: every entry tagged with its company, its
// officer, or (for a disqualification) any disqualification check.
import { describe, expect, it } from 'vitest';
import { boundedCache, DISQUALIFICATIONS_TAG, companyTag, officerTag } from '@/lib/server/bounded-cache';
import { createLocalBus } from './bus';
import type { Change } from './events';
import { cacheTagsOfChange } from './invalidate';
import { listenForChanges } from './service';
import { change } from './testing/change';
import { createSqliteChangesStore } from './sqlite-store';

describe('the analysis caches and the change bus', () => {
  it('name the company and the officer of a change, and every check for a disqualification', () => {
    expect(cacheTagsOfChange(change())).toEqual([companyTag('00006400'), officerTag('OFF1')]);
    expect(
      cacheTagsOfChange(
        change({
          stream: 'disqualified-officers',
          companyNumber: '',
          resourceUri: '/disqualified-officers/natural/DQ1',
          data: {},
        }),
      ),
    ).toEqual([DISQUALIFICATIONS_TAG]);
  });

  it('drop what a change heard on the bus made out of date', async () => {
    const answers = boundedCache<string>('test.bus-answers', { maxEntries: 10 });
    answers.set('OFF1', 'same-person answer', [officerTag('OFF1')]);
    answers.set('OFF2', 'untouched', [officerTag('OFF2')]);
    const store = createSqliteChangesStore(':memory:');
    const bus = createLocalBus(store);
    const delivered: Change[] = [];
    const stop = listenForChanges({
      bus,
      gateway: () => ({ invalidate: () => undefined }),
      hub: { deliver: (c) => void delivered.push(c) },
      log: () => undefined,
    });
    try {
      await bus.publish(change());
      const deadline = Date.now() + 5_000;
      while (delivered.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(answers.get('OFF1')).toBeUndefined();
      expect(answers.get('OFF2')).toBe('untouched');
    } finally {
      stop();
      await bus.close();
      await store.close();
    }
  });
});
