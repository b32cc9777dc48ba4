// The etag reader that lets stored bodies be served without parsing them.
import { describe, expect, it } from 'vitest';
import { etagOf } from './resources';

describe('etagOf', () => {
  it('reads the top-level etag of a stored body', () => {
    expect(etagOf('{"company_number":"1","etag":"abc123"}')).toBe('abc123');
    expect(etagOf('{ "etag" : "spaced" }')).toBe('spaced');
    expect(etagOf('{"etag":"with \\"quote\\""}')).toBe('with "quote"');
  });

  it('prefers the top-level etag when items carry their own', () => {
    expect(etagOf('{"items":[{"etag":"inner-1"},{"etag":"inner-2"}],"name":"x \\"etag\\": no","etag":"outer"}')).toBe(
      'outer',
    );
    expect(etagOf('{"items":[{"etag":"inner-1"},{"etag":"inner-2"}]}')).toBeUndefined();
  });

  it('answers undefined when there is none', () => {
    expect(etagOf('{"company_number":"1"}')).toBeUndefined();
    expect(etagOf('{"etag":42}')).toBeUndefined();
  });
});
