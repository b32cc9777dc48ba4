import { afterEach, describe, expect, it, vi } from 'vitest';
import { appLog, secretForms } from './log';

const KEY = 'sk_live_log-secret-4e1a';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the app logger', () => {
  it('removes REGISTRY_API_KEY in every form from every line', () => {
    vi.stubEnv('REGISTRY_API_KEY', KEY);
    const lines: string[] = [];
    for (const level of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(line));
    const basic = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;
    appLog('error', `the registry said: bad header ${basic}`);
    appLog('warn', `echoed ${KEY}: and ${Buffer.from(KEY).toString('base64')} and ${encodeURIComponent(KEY)}`);
    appLog('info', `unpadded ${Buffer.from(`${KEY}:`).toString('base64').replace(/=+$/, '')}`);
    const text = lines.join('\n');
    expect(lines).toHaveLength(3);
    for (const form of [...secretForms(KEY), basic]) expect(text).not.toContain(form);
    expect(text.match(/\[redacted\]/g)).toHaveLength(5);
  });

  it('is the only way to the console: no server module writes to it directly', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
      }
    };
    for (const dir of ['lib/gateway', 'lib/share', 'lib/export', 'lib/pages', 'app']) walk(dir);
    const direct = files.filter(
      (file) =>
        !file.endsWith('lib/gateway/log.ts') && /console\.(log|info|warn|error)\(/.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
