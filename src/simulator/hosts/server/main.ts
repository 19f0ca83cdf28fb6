import process from 'node:process';
import { createSimulatorServer } from './server';

/** `npm run simulator`: the simulator on http://127.0.0.1:${SIMULATOR_PORT ?? 4010}. */

const DEFAULT_PORT = 4010;

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`SIMULATOR_PORT must be a port number (0-65535), got "${raw}"`);
    process.exit(1);
  }
  return port;
}

const server = createSimulatorServer(parsePort(process.env.SIMULATOR_PORT));

try {
  const url = await server.listen();
  console.info(`Simulator listening on ${url}`);
} catch (error) {
  console.error('Simulator could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`Simulator did not close cleanly after ${signal}:`, error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

process.once('SIGINT', stop);
process.once('SIGTERM', stop);
