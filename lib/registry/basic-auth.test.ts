import { describe, expect, it } from 'vitest';
import { basicAuthorization, basicCredentials } from './basic-auth';

describe('basicAuthorization', () => {
  it('sends the key as user name with an empty password', () => {
    // "my-key:" in base64, as the registry's documentation shows it.
    expect(basicCredentials('my-key')).toBe('bXkta2V5Og==');
    expect(basicAuthorization('my-key')).toBe('Basic bXkta2V5Og==');
  });
});
