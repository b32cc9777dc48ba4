// State that must exist once per process: Next.js may load a module once per bundle (route
// handlers, server components) and again on every dev reload, so a module variable can exist
// several times over. Each piece lives on globalThis under one registered symbol, made on first use.
const PREFIX = 'registry-browser.';

/** The process's one `name`, made by `create` on first use. */
export function processState<T>(name: string, create: () => T): T {
  const key = Symbol.for(PREFIX + name);
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  return (holder[key] ??= create());
}
