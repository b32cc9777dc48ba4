import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, registryMode } from './env';

describe('parseEnv', () => {
  it('defaults to the embedded registry with no configuration', () => {
    const env = parseEnv({});
    expect(registryMode(env)).toBe('embedded');
    expect(env.REGISTRY_DB_PATH).toBe('.data/registry.sqlite');
    expect(env.REGISTRY_DATASET_SIZE).toBe(20_000);
  });

  it('uses the remote registry when a URL is set, with or without a key', () => {
    expect(registryMode(parseEnv({ REGISTRY_API_URL: 'http://127.0.0.1:5001' }))).toBe('remote');
    const env = parseEnv({ REGISTRY_API_URL: 'https://api.example.test', REGISTRY_API_KEY: 'k' });
    expect(env.REGISTRY_API_KEY).toBe('k');
  });

  it('reads document storage origins: exact https origins, or http on this machine only', () => {
    expect(parseEnv({}).REGISTRY_DOCUMENT_STORAGE_ORIGINS).toEqual([]);
    expect(
      parseEnv({ REGISTRY_DOCUMENT_STORAGE_ORIGINS: 'https://storage.example.org, http://127.0.0.1:3264/' })
        .REGISTRY_DOCUMENT_STORAGE_ORIGINS,
    ).toEqual(['https://storage.example.org', 'http://127.0.0.1:3264']);
    for (const bad of ['http://storage.example.org', 'https://storage.example.org/path', '*.example.org', 'ftp://x'])
      expect(() => parseEnv({ REGISTRY_DOCUMENT_STORAGE_ORIGINS: bad }), bad).toThrow(
        /REGISTRY_DOCUMENT_STORAGE_ORIGINS/,
      );
    expect(() => parseEnv({ REGISTRY_DOCUMENT_API_URL: 'not a url' })).toThrow(/REGISTRY_DOCUMENT_API_URL/);
  });

  it('names every bad variable at once', () => {
    try {
      parseEnv({ REGISTRY_API_URL: 'ftp://nope', REGISTRY_TIMEOUT_MS: 'soon', REGISTRY_DATASET_SIZE: '0' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as EnvError).message;
      expect(message).toContain('REGISTRY_API_URL');
      expect(message).toContain('REGISTRY_TIMEOUT_MS');
      expect(message).toContain('REGISTRY_DATASET_SIZE');
    }
  });

  it('takes the Streaming API as a URL and its own key, both or neither', () => {
    const env = parseEnv({ REGISTRY_STREAM_URL: 'https://stream.example.test', REGISTRY_STREAM_KEY: 's' });
    expect(env.REGISTRY_STREAM_KEY).toBe('s');
    expect(env.FOLLOW_MAX_COMPANIES).toBe(500);
    expect(() => parseEnv({ REGISTRY_STREAM_KEY: 's' })).toThrow(/REGISTRY_STREAM_KEY is set but REGISTRY_STREAM_URL/);
    expect(() => parseEnv({ REGISTRY_STREAM_URL: 'https://stream.example.test' })).toThrow(/needs its own key/);
    expect(() => parseEnv({ FOLLOW_MAX_COMPANIES: '0' })).toThrow(/FOLLOW_MAX_COMPANIES/);
  });

  it('rejects a key without a URL', () => {
    expect(() => parseEnv({ REGISTRY_API_KEY: 'secret' })).toThrow(
      /REGISTRY_API_KEY is set but REGISTRY_API_URL is not/,
    );
  });

  it('treats empty strings as unset', () => {
    expect(registryMode(parseEnv({ REGISTRY_API_URL: '', REGISTRY_API_KEY: '' }))).toBe('embedded');
  });
});

describe('gateway settings', () => {
  it('defaults to an in-memory gateway inside the registry quota', () => {
    const env = parseEnv({});
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.REGISTRY_RATE_LIMIT).toBe(600);
    expect(env.REGISTRY_PROXY_CLIENT_LIMIT).toBe(300);
    expect(env.HEAVY_ROUTE_CLIENT_LIMIT).toBe(60);
    expect(env.HEAVY_ROUTE_CLIENT_CONCURRENCY).toBe(2);
    expect(env.REGISTRY_TRUST_PROXY).toBe(0);
    expect(env.REGISTRY_CACHE_MAX_BYTES).toBe(64 * 1024 * 1024);
    expect(env.REGISTRY_CACHE_MAX_STALE_SECONDS).toBe(86_400);
    expect(env.REGISTRY_CACHE_TTL_SEARCH_SECONDS).toBeLessThan(env.REGISTRY_CACHE_TTL_PROFILE_SECONDS);
    expect(env.REGISTRY_BENCH_ROUTES).toBe(false);
  });

  it('reads Redis, limits and flags', () => {
    const env = parseEnv({
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      REGISTRY_RATE_LIMIT: '1200',
      REGISTRY_PROXY_CLIENT_LIMIT: '0',
      REGISTRY_TRUST_PROXY: 'true',
      REGISTRY_CACHE_TTL_SEARCH_SECONDS: '5',
      REGISTRY_BENCH_ROUTES: '1',
    });
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379/2');
    expect(env.REGISTRY_RATE_LIMIT).toBe(1200);
    expect(env.REGISTRY_PROXY_CLIENT_LIMIT).toBe(0);
    expect(env.REGISTRY_TRUST_PROXY).toBe(1);
    expect(parseEnv({ REGISTRY_TRUST_PROXY: '2' }).REGISTRY_TRUST_PROXY).toBe(2);
    expect(parseEnv({ REGISTRY_TRUST_PROXY: 'false' }).REGISTRY_TRUST_PROXY).toBe(0);
    expect(env.REGISTRY_CACHE_TTL_SEARCH_SECONDS).toBe(5);
    expect(env.REGISTRY_BENCH_ROUTES).toBe(true);
  });

  it('names bad gateway settings', () => {
    expect(() =>
      parseEnv({ REDIS_URL: 'http://cache', REGISTRY_RATE_LIMIT: '0', REGISTRY_TRUST_PROXY: 'maybe' }),
    ).toThrow(/REDIS_URL[\s\S]*REGISTRY_RATE_LIMIT[\s\S]*REGISTRY_TRUST_PROXY/);
  });
});

describe('sharing settings', () => {
  it('has no origin unless told (links then use the address each reader used) and a 5,000-row export cap', () => {
    const env = parseEnv({});
    expect(env.APP_ORIGIN).toBeUndefined();
    expect(env.EXPORT_MAX_ROWS).toBe(5000);
  });

  it('keeps only the origin of APP_ORIGIN (no path, no trailing slash)', () => {
    expect(parseEnv({ APP_ORIGIN: 'https://registry.example.org/' }).APP_ORIGIN).toBe('https://registry.example.org');
    expect(parseEnv({ APP_ORIGIN: 'https://registry.example.org:8443/some/path?x=1' }).APP_ORIGIN).toBe(
      'https://registry.example.org:8443',
    );
    expect(parseEnv({ APP_ORIGIN: '' }).APP_ORIGIN).toBeUndefined();
  });

  it('names a bad origin and a bad cap', () => {
    expect(() => parseEnv({ APP_ORIGIN: 'ftp://files.example.org', EXPORT_MAX_ROWS: '0' })).toThrow(
      /APP_ORIGIN[\s\S]*EXPORT_MAX_ROWS/,
    );
    expect(() => parseEnv({ APP_ORIGIN: 'registry.example.org' })).toThrow(/APP_ORIGIN/);
  });
});

describe('activity settings', () => {
  it('applies 60 changes a minute by default; 0 freezes the embedded registry', () => {
    expect(parseEnv({}).REGISTRY_ACTIVITY_PER_MINUTE).toBe(60);
    expect(parseEnv({ REGISTRY_ACTIVITY_PER_MINUTE: '0' }).REGISTRY_ACTIVITY_PER_MINUTE).toBe(0);
  });

  it('names a bad rate', () => {
    for (const bad of ['fast', '-1', '1.5', '100000'])
      expect(() => parseEnv({ REGISTRY_ACTIVITY_PER_MINUTE: bad }), bad).toThrow(/REGISTRY_ACTIVITY_PER_MINUTE/);
  });
});
