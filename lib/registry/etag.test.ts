import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from './etag';

describe('matchesIfNoneMatch', () => {
  it.each(['"abc"', 'W/"abc"', '"x", "abc"', ' "x" ,W/"abc" ', '*'])('finds the tag in %s', (header) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(true);
    expect(matchesIfNoneMatch(header, 'abc')).toBe(true);
    expect(matchesIfNoneMatch(header, 'W/"abc"')).toBe(true);
  });

  it.each(['"abcd"', '"ab"', 'W/"x"', '""', '"x", "y"'])('finds no tag in %s', (header) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(false);
  });
});
