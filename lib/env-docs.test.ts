// docs/configuration.md against the code: the app's table against the schema in lib/env.ts (every
// variable it reads is documented, nothing else is, and a default it states is the schema's), the
// standalone registry's against what it reads with nothing set, and every other row against the
// file its section names.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env';
import { readRegistryServerConfig, type RegistryServerConfig } from './registry-server/standalone';
import { documentedConfiguration, literalDefault } from './testing/env-docs';

const sections = documentedConfiguration();
const section = (source: string) => {
  const found = sections.find((candidate) => candidate.source === source);
  if (!found) throw new Error(`docs/configuration.md has no section naming \`${source}\``);
  return found;
};
const shape = envSchema.shape as Record<string, { parse(value: unknown): unknown }>;
/** What the schema makes of a variable that is not set. */
const unsetValue = (name: string) => shape[name]!.parse(undefined);
const isPlain = (value: unknown) => ['number', 'string', 'boolean'].includes(typeof value);

describe('docs/configuration.md: the app (lib/env.ts)', () => {
  const documented = section('lib/env.ts').variables;
  const names = documented.map((row) => row.name);

  it('documents every variable the schema reads, once', () => {
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(Object.keys(shape).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('documents nothing the schema does not read', () => {
    expect(names.filter((name) => !(name in shape))).toEqual([]);
  });

  it("states the schema's plain defaults, and no default where the schema has none", () => {
    for (const row of documented) {
      const schemaDefault = unsetValue(row.name);
      const literal = literalDefault(row.default);
      if (isPlain(schemaDefault)) {
        expect(literal, `${row.name}: the default should be \`${String(schemaDefault)}\``).toBeDefined();
        // Parsed as the variable would be: `false` for REGISTRY_TRUST_PROXY is its 0.
        expect(shape[row.name]!.parse(literal), `${row.name}: documented default ${row.default}`).toEqual(
          schemaDefault,
        );
      } else {
        expect(literal, `${row.name}: the schema has no default, the docs say ${row.default}`).toBeUndefined();
      }
    }
  });
});

describe('docs/configuration.md: the standalone registry', () => {
  const config = readRegistryServerConfig({});
  const read: Record<string, (config: RegistryServerConfig) => unknown> = {
    REGISTRY_SERVER_PORT: (c) => c.port,
    REGISTRY_SERVER_HOST: (c) => c.host,
    REGISTRY_SERVER_API_KEYS: (c) => (c.apiKeys.length ? c.apiKeys.join(',') : undefined),
    REGISTRY_SERVER_RATE_LIMIT: (c) => c.rateLimit,
    REGISTRY_SERVER_AUTH_FAILURES: (c) => c.authFailureLimit,
    REGISTRY_STREAM_HEARTBEAT_SECONDS: (c) => c.streams.heartbeatMs / 1000,
    REGISTRY_STREAM_LIFETIME_SECONDS: (c) => c.streams.lifetimeMs / 1000,
    REGISTRY_STREAM_RETENTION_DAYS: (c) => c.streams.retentionDays,
    REGISTRY_STREAM_KEY_CONNECTIONS: (c) => c.streams.maxConnectionsPerKey,
  };
  const documented = section('lib/registry-server/standalone.ts').variables;

  it('documents each of its own variables, with the default it runs with', () => {
    expect(documented.map((row) => row.name).sort()).toEqual(Object.keys(read).sort());
    for (const row of documented) {
      const value = read[row.name]!(config);
      expect(literalDefault(row.default), row.name).toBe(value === undefined ? undefined : String(value));
    }
  });
});

describe('docs/configuration.md: every section', () => {
  it('names the file that reads its variables, and that file reads each of them', () => {
    for (const { heading, source, variables } of sections) {
      if (variables.length === 0) continue;
      expect(source, heading).toBeDefined();
      const text = readFileSync(new URL(`../${source}`, import.meta.url), 'utf8');
      for (const { name } of variables) expect(text, `${name} in ${source}`).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });
});
