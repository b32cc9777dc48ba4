// Runs once when the server starts: a bad environment stops start-up with every problem named,
// a production server without its public origin says so, the app starts following changes and
// screening runs left unfinished carry on.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./lib/startup');
  const { appOriginWarning } = await import('./lib/origin-warning');
  const warning = appOriginWarning(process.env);
  if (warning) console.warn(warning);
  // The change stream is followed from the start, not from the first page view (lib/changes).
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { changes } = await import('./lib/changes/service');
    changes();
    // Screening runs left unfinished by the last stop carry on (lib/screening).
    const { screening } = await import('./lib/screening/service');
    screening();
  }
}
