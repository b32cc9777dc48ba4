// Runs once when the server starts: a bad environment stops start-up with every problem named,
// and a production server without its public origin says so.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./lib/startup');
  const { appOriginWarning } = await import('./lib/origin-warning');
  const warning = appOriginWarning(process.env);
  if (warning) console.warn(warning);
}
