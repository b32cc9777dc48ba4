// The gateway's log lines. Every line passes through `redact`, which removes the registry
// key (and its Basic-auth form) wherever it might have slipped in, such as an error message.
import { basicCredentials } from '@/lib/registry/basic-auth';

export type LogLevel = 'info' | 'warn' | 'error';
export type Logger = (level: LogLevel, message: string) => void;

export const consoleLogger: Logger = (level, message) => {
  const line = `[registry-gateway] ${message}`;
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
};

/** The forms a key can take on the wire: as given, and base64 of `key:` as in the Authorization header. */
export function secretForms(apiKey: string | undefined): string[] {
  if (!apiKey) return [];
  return [apiKey, basicCredentials(apiKey), encodeURIComponent(apiKey)].filter((form, i, all) => form.length > 0 && all.indexOf(form) === i);
}

export function redact(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) clean = clean.split(secret).join('[redacted]');
  return clean;
}

export function redactingLogger(logger: Logger, secrets: readonly string[]): Logger {
  return (level, message) => logger(level, redact(message, secrets));
}

/** Describes an error for one log line: its message and, one level down, the first line of its cause. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? (error.cause.message.split('\n')[0] ?? '').slice(0, 200) : '';
  return cause && !error.message.includes(cause) && error.cause instanceof Error && error.cause.name !== 'ZodError' ? `${error.message} (cause: ${cause})` : error.message;
}
