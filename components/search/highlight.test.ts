import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight';

const marked = (text: string, offsets?: number[]) =>
  highlightSegments(text, offsets)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('highlightSegments', () => {
  it('marks 1-based inclusive ranges', () => {
    expect(marked('TESCO PLC', [1, 5])).toBe('[TESCO] PLC');
    expect(marked('Joanna Clare HARTWELL', [14, 21])).toBe('Joanna Clare [HARTWELL]');
    expect(marked('YOU LIMITED', [1, 3, 5, 11])).toBe('[YOU] [LIMITED]');
  });

  it('leaves text alone without matches', () => {
    expect(marked('TESCO PLC')).toBe('TESCO PLC');
    expect(marked('TESCO PLC', [])).toBe('TESCO PLC');
    expect(highlightSegments('', [1, 2])).toEqual([{ text: '', match: false }]);
  });

  it('sorts, merges and clips untidy offsets', () => {
    expect(marked('ABCDEFGH', [5, 6, 1, 2])).toBe('[AB]CD[EF]GH');
    expect(marked('ABCDEFGH', [1, 4, 3, 6])).toBe('[ABCDEF]GH');
    expect(marked('ABC', [2, 99])).toBe('A[BC]');
    expect(marked('ABC', [0, 1])).toBe('[A]BC');
    expect(marked('ABC', [3, 1, 2])).toBe('ABC');
    expect(marked('ABC', [2])).toBe('ABC');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(marked('Nádražní 112', [1, 8])).toBe('[Nádražní] 112');
    expect(marked('😀 SMILE LTD', [3, 7])).toBe('😀 [SMILE] LTD');
  });
});
