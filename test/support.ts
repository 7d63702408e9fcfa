import { type ClientOptions, PlatformClient } from '@platform-admin/client';
import {
  createEmulator,
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_TOKEN,
  type EmulatorOptions,
  type EmulatorServer,
  type RecordedRequest,
} from '@platform-admin/emulator';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * Starts one emulator on loopback for the test file, resets it before each test, and gives
 * clients that talk to it over real HTTP.
 */
export function useEmulator(options: EmulatorOptions = {}) {
  const emulator = createEmulator({ refreshDurationMs: 50, ...options });
  let server: EmulatorServer;
  beforeAll(async () => {
    server = await emulator.listen(0);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await fetch(`${server.url}/_emulator/reset`, { method: 'POST' });
  });
  return {
    emulator,
    get url() {
      return server.url;
    },
    /** A client on the emulator, with the default token and organization. */
    client(overrides: Partial<ClientOptions> = {}) {
      return new PlatformClient({
        host: server.url,
        accessToken: DEFAULT_TOKEN,
        organizationId: DEFAULT_ORGANIZATION_ID,
        ...overrides,
      });
    },
    /** Requests the emulator received since the last reset. */
    async requests(): Promise<RecordedRequest[]> {
      return (await fetch(`${server.url}/_emulator/requests`)).json();
    },
    async lastRequest(): Promise<RecordedRequest> {
      const all = await this.requests();
      return all[all.length - 1];
    },
    async fault(fault: Record<string, unknown>) {
      const response = await fetch(`${server.url}/_emulator/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      });
      if (!response.ok) throw new Error(`fault refused: ${await response.text()}`);
    },
    async seed(seed: Record<string, unknown>) {
      const response = await fetch(`${server.url}/_emulator/seed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(seed),
      });
      if (!response.ok) throw new Error(`seed refused: ${await response.text()}`);
    },
  };
}

export { DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN };
