import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearch } from '.';
import { createCompanySuggester } from './suggest';
import { createTestDatabase } from './test-fixtures';

function fixture() {
  const t = createTestDatabase();
  const names = [
    ['00719244', 'HOLLOWAY KEMBLE SURVEYORS LIMITED', 'active'],
    ['00719245', 'HOLLAND AESTHETICS LTD', 'active'],
    ['00719300', 'HOLLAND AND SANDERSON LTD', 'active'],
    ['01000001', 'HOLLAND DATA LTD', 'active'],
    ['01000002', 'HOLLAND ENTERPRISES LTD', 'active'],
    ['01000003', 'HOLLAND FREIGHT LTD', 'active'],
    ['01000004', 'HOLLANDIA FOODS LTD', 'dissolved'],
    ['01000005', 'HOLLIS ACADEMY LTD', 'active'],
    ['01000006', 'HOLLIS BEAUTY LTD', 'active'],
    ['01000007', 'HOLLY TREE CAFE LTD', 'dissolved'],
    ['01000008', 'SMITH HOLLOWAY LTD', 'active'],
    ['SC123456', 'SCOTTISH HOLDINGS LTD', 'active'],
  ] as const;
  for (const [company_number, company_name, company_status] of names)
    t.company({ company_number, company_name, company_status });
  buildSearchIndex(t.db);
  return t.db;
}

describe('company suggestions by name start', () => {
  const db = fixture();
  const suggest = createCompanySuggester(db);

  it('offers one company per word completing the last word typed, live first, so HOLLOWAY is not crowded out by HOLLAND', () => {
    // The search's own first five are all HOLLAND: it ranks starts-with names alphabetically.
    const searched = createSearch(db).searchCompanies({ q: 'holl', items_per_page: 5, start_index: 0 });
    if ('outOfRange' in searched) throw new Error('out of range');
    expect(searched.items.map((item) => item.title)).not.toContain('HOLLOWAY KEMBLE SURVEYORS LIMITED');

    expect(suggest.byNameStart('holl', 5)).toEqual(['00719245', '01000005', '00719244', '01000004', '01000007']);
    expect(suggest.byNameStart('HOLL', 2)).toEqual(['00719245', '01000005']);
  });

  it('keeps the words before the last one fixed', () => {
    expect(suggest.byNameStart('holland a', 5)).toEqual(['00719245', '00719300']);
    expect(suggest.byNameStart('holland', 5)).toEqual(['00719245', '01000004']);
    expect(suggest.byNameStart('nothing here', 5)).toEqual([]);
    expect(suggest.byNameStart('  ', 5)).toEqual([]);
  });
});

describe('company suggestions by partial number', () => {
  const db = fixture();
  const suggest = createCompanySuggester(db);

  it('finds the companies whose number starts with what is typed, in number order', () => {
    expect(suggest.byNumberPrefix('0071924', 5)).toEqual(['00719244', '00719245']);
    expect(suggest.byNumberPrefix('00719', 2)).toEqual(['00719244', '00719245']);
    expect(suggest.byNumberPrefix('SC12', 5)).toEqual(['SC123456']);
    expect(suggest.byNumberPrefix('99', 5)).toEqual([]);
  });
});
