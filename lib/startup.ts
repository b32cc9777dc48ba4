// Start-up checks of the Node.js server (imported by instrumentation.ts).
import { env } from './env';

try {
  env();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
