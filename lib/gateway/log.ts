// The app's log lines, through one logger: every line passes through `redact`, which removes
// the registry key in every form (raw, Basic-auth, base64, encoded) wherever it might have
// slipped in, such as an error message the registry echoed.
import { redact, secretForms } from '@/lib/registry/secrets';

export { redact, secretForms };

export type LogLevel = 'info' | 'warn' | 'error';
export type Logger = (level: LogLevel, message: string) => void;

/** The console itself: reached only through `redactingLogger`. */
const consoleLine: Logger = (level, message) => {
  const line = `[registry-gateway] ${message}`;
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
};

export function redactingLogger(logger: Logger, secrets: readonly string[]): Logger {
  return (level, message) => logger(level, redact(message, secrets));
}

let known: { key: string | undefined; forms: string[] } | undefined;
/** The key's forms, from the environment (read when it changes, so tests can set it). */
function keyForms(): string[] {
  const key = process.env.REGISTRY_API_KEY?.trim() || undefined;
  if (known === undefined || known.key !== key) known = { key, forms: secretForms(key) };
  return known.forms;
}

/** The app's logger: the console, with REGISTRY_API_KEY in every form removed from every line. Every server module logs through it. */
export const appLog: Logger = (level, message) => consoleLine(level, redact(message, keyForms()));

/** Describes an error for one log line: its message and, one level down, the first line of its cause. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? (error.cause.message.split('\n')[0] ?? '').slice(0, 200) : '';
  return cause && !error.message.includes(cause) && error.cause instanceof Error && error.cause.name !== 'ZodError'
    ? `${error.message} (cause: ${cause})`
    : error.message;
}
