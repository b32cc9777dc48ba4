import { describe, expect, it } from 'vitest';
import { plural } from './counts';

describe('plural', () => {
  it('counts one thing in the singular and others in the plural, with grouped digits', () => {
    expect(plural(1, 'charge')).toBe('1 charge');
    expect(plural(0, 'charge')).toBe('0 charges');
    expect(plural(12_345, 'charge')).toBe('12,345 charges');
  });

  it('takes a plural that is not the singular with an s', () => {
    expect(plural(2, 'active person with significant control', 'active persons with significant control')).toBe(
      '2 active persons with significant control',
    );
  });
});
