import { type ClientOptions, PlatformClient, PlatformError } from '@platform-admin/client';
import {
  createEmulator,
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_TOKEN,
  type EmulatorOptions,
  type EmulatorServer,
  type RecordedRequest,
} from '@platform-admin/emulator';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';

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
    /** A request the typed client would not send: JSON content type and a bearer token. */
    send(method: string, path: string, body?: string, token = DEFAULT_TOKEN): Promise<Response> {
      return fetch(server.url + path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
    },
    /** {@link send}, with the answer decoded: `{ status, body }`. */
    async sendJson(method: string, path: string, body?: string, token = DEFAULT_TOKEN) {
      const response = await this.send(method, path, body, token);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
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

/** The PlatformError a call rejects with; fails the test when the call resolves or throws anything else. */
export async function rejection(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export { DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN };
