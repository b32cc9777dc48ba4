import { describe, expect, it } from 'vitest';
import { appOriginWarning } from './origin-warning';

describe('appOriginWarning', () => {
  it('warns a production server that has no APP_ORIGIN, naming the variable', () => {
    expect(appOriginWarning({ NODE_ENV: 'production' })).toMatch(/^APP_ORIGIN is not set/);
    expect(appOriginWarning({ NODE_ENV: 'production', APP_ORIGIN: '  ' })).toMatch(/^APP_ORIGIN is not set/);
  });

  it('stays quiet when APP_ORIGIN is set, and in development', () => {
    expect(appOriginWarning({ NODE_ENV: 'production', APP_ORIGIN: 'https://registry.example.org' })).toBeUndefined();
    expect(appOriginWarning({ NODE_ENV: 'development' })).toBeUndefined();
  });
});
