import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type EmulatorOptions } from './app';

export { type EmulatorOptions, type RecordedRequest, redactCredential } from './app';
export type { EmulatorContext, EmulatorSettings } from './context';
export type { Fault, FaultKind } from './faults';
export type { Handler, Handlers } from './handlers/types';
export { HttpError } from './http';
export {
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_SEED,
  DEFAULT_TOKEN,
  OTHER_ORGANIZATION_ID,
  OTHER_TOKEN,
  type Seed,
} from './seed';
export { EmulatorState } from './state';

/** A running HTTP listener of the emulator. */
export interface EmulatorServer {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  url: string;
  port: number;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

/**
 * Creates an emulator. Its `fetch` (Hono's `app.fetch`) can be handed to the client as its `fetch`
 * for in-process calls; `listen()` serves the same app over HTTP on loopback.
 * @example
 * const emulator = createEmulator();
 * const server = await emulator.listen(0);
 * const client = new PlatformClient({ host: server.url, accessToken: DEFAULT_TOKEN, organizationId: DEFAULT_ORGANIZATION_ID });
 */
export function createEmulator(options: EmulatorOptions = {}) {
  const built = createApp(options);
  const { app } = built;
  return {
    ...built,
    /** Hono's fetch: takes a `Request`, returns a `Response`. */
    fetch: (request: Request) => app.fetch(request),
    /**
     * Listens on loopback. `port` 0 (the default) picks a free port.
     * @param hostname default `127.0.0.1`.
     */
    listen(port = 0, hostname = '127.0.0.1'): Promise<EmulatorServer> {
      return new Promise((resolve, reject) => {
        const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
          const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
          resolve({
            url: `http://${host}:${info.port}`,
            port: info.port,
            close: () =>
              new Promise<void>((done) => {
                server.close(() => done());
                (server as { closeAllConnections?: () => void }).closeAllConnections?.();
              }),
          });
        });
        server.once('error', reject);
      });
    },
  };
}

export type Emulator = ReturnType<typeof createEmulator>;
