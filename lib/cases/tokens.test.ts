import { describe, expect, it } from 'vitest';
import { isToken, newToken, roleOf, sameToken } from './tokens';

const record = { readToken: 'R'.repeat(22), editToken: 'E'.repeat(22) };

describe('a request’s right on a case', () => {
  it('comes from a token in the query', () => {
    expect(roleOf(record, undefined, { edit: record.editToken })).toBe('edit');
    expect(roleOf(record, undefined, { read: record.readToken })).toBe('read');
    // The read token in the edit place (or the reverse) is no right.
    expect(roleOf(record, undefined, { edit: record.readToken })).toBeUndefined();
    expect(roleOf(record, undefined, { read: record.editToken })).toBeUndefined();
    expect(roleOf(record, undefined, {})).toBeUndefined();
  });

  it('comes from the browser’s right while the case keeps the token it was given with', () => {
    expect(roleOf(record, { role: 'edit', token: record.editToken }, {})).toBe('edit');
    expect(roleOf(record, { role: 'read', token: record.readToken }, {})).toBe('read');
    // New links: the rights given with the old tokens lapse.
    expect(roleOf(record, { role: 'edit', token: 'old'.padEnd(22, 'x') }, {})).toBeUndefined();
    expect(roleOf(record, { role: 'read', token: 'old'.padEnd(22, 'x') }, {})).toBeUndefined();
    // A reader opening the edit link edits; an editor opening the read link still edits.
    expect(roleOf(record, { role: 'read', token: record.readToken }, { edit: record.editToken })).toBe('edit');
    expect(roleOf(record, { role: 'edit', token: record.editToken }, { read: record.readToken })).toBe('edit');
  });

  it('makes tokens of 128 random bits and compares them whole', () => {
    const token = newToken();
    expect(isToken(token)).toBe(true);
    expect(token).not.toBe(newToken());
    expect(isToken('short')).toBe(false);
    expect(sameToken(token, token)).toBe(true);
    expect(sameToken(token.slice(0, 21), token)).toBe(false);
    expect(sameToken(null, token)).toBe(false);
  });
});
