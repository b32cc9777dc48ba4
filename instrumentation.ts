// Runs once when the server starts: a bad environment stops start-up with every problem named.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  try {
    env();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
