import { describe, expect, it } from 'vitest';
import { EXTRAPOLATE_FROM_COMPANIES, sizeLine } from './import-summary';

const MB = 1024 * 1024;

describe('sizeLine', () => {
  it('gives only the plain size for a small file, where a per-million figure would mislead', () => {
    expect(sizeLine(0.5 * MB, 6)).toBe('size 0.5 MB');
    expect(sizeLine(2 * MB, EXTRAPOLATE_FROM_COMPANIES - 1)).toBe('size 2.0 MB');
    expect(sizeLine(0.1 * MB, 0)).toBe('size 0.1 MB');
  });

  it('adds the size per million companies once the file is big enough', () => {
    expect(sizeLine(15 * MB, 100_000)).toBe('size 15.0 MB (150.0 MB per million companies)');
    expect(sizeLine(1.5 * MB, EXTRAPOLATE_FROM_COMPANIES)).toBe('size 1.5 MB (150.0 MB per million companies)');
  });
});
