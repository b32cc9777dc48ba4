import { describe, expect, it } from 'vitest';
import { isRegistryId } from './params';

describe('isRegistryId', () => {
  it.each(['sihJEuwmIwG-R4MXPFdfr9oS7mI', 'MzA1NTQ4NTc5OGFkaXF6a2N4', 'abc_DEF-1', 'ZXhhbXBsZQ=='])('takes %s for an id', (input) => {
    expect(isRegistryId(input)).toBe(true);
  });

  it.each(['bad!id', 'has space', 'a/b', '', 'x'.repeat(101), 'ZXhhbXBsZQ==='])('takes %j for no id', (input) => {
    expect(isRegistryId(input)).toBe(false);
  });
});
