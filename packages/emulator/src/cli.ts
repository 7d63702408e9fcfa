#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { createEmulator, DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN } from './index';

const usage = `Usage: platform-emulator [--port N] [--host 127.0.0.1] [--refresh-ms N]

Serves a local, stateful emulator of the platform's administration REST APIs.
  --port N         port to listen on; 0 picks a free one (default 0)
  --host ADDRESS   address to listen on (default 127.0.0.1)
  --refresh-ms N   how long a source refresh lasts, in ms (default 1500)
  --help           print this help`;

function fail(message: string): never {
  console.error(`platform-emulator: ${message}\n\n${usage}`);
  process.exit(2);
}

let values: { port?: string; host?: string; 'refresh-ms'?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      'refresh-ms': { type: 'string', default: '1500' },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be an integer from 0 to 65535; got '${values.port}'.`);
if (!values.host || values.host.includes('/'))
  fail(`--host is the address to listen on (e.g. 127.0.0.1 or 0.0.0.0), not a URL; got '${values.host}'.`);
const refreshDurationMs = Number(values['refresh-ms']);
if (!Number.isFinite(refreshDurationMs) || refreshDurationMs < 0)
  fail(`--refresh-ms must be a non-negative number.`);

const emulator = createEmulator({ refreshDurationMs });
const server = await emulator.listen(port, values.host);
console.log(`platform-emulator listening on ${server.url} (pid ${process.pid})`);
console.log(`token: ${DEFAULT_TOKEN}  organization: ${DEFAULT_ORGANIZATION_ID}`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`platform-emulator: ${signal}, stopping`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
