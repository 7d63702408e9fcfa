import type { PlatformClient } from '@platform-admin/client';
import { expect } from 'vitest';
import type { useEmulator } from '../../../../test/support';

type Env = ReturnType<typeof useEmulator>;

/** What one call should put on the wire, and which catalog entry should answer it. */
export interface Wire {
  /** The catalog entry the emulator routes the request to (`search.v3.query`). */
  endpoint: string;
  method: string;
  path: string;
  /** Every query parameter sent, decoded; none when left out. */
  query?: Record<string, string>;
  /** The JSON body sent; none (an empty body) when left out. */
  body?: unknown;
}

/** One call of a table of calls: what it sends, and a check of what the caller gets back. */
export interface CallCase extends Wire {
  call: (client: PlatformClient) => Promise<unknown>;
  answer: (answer: unknown) => void;
}

/** Checks that the last request the emulator received is exactly `wire`. */
export async function expectSent(env: Env, wire: Wire): Promise<void> {
  const request = await env.lastRequest();
  expect(
    {
      endpoint: request.endpoint,
      method: request.method,
      path: request.path,
      query: Object.fromEntries(new URLSearchParams(request.query)),
    },
    wire.endpoint,
  ).toEqual({
    endpoint: wire.endpoint,
    method: wire.method,
    path: wire.path,
    query: wire.query ?? {},
  });
  if (wire.body === undefined) {
    expect(request.body, wire.endpoint).toBe('');
  } else {
    expect(request.headers['content-type'], wire.endpoint).toBe('application/json');
    expect(JSON.parse(request.body), wire.endpoint).toEqual(wire.body);
  }
}

/** Makes each call of `cases` in turn, checks its request on the wire and what it resolves to. */
export async function expectCalls(env: Env, cases: CallCase[]): Promise<void> {
  const client = env.client();
  for (const { call, answer, ...wire } of cases) {
    const answered = await call(client);
    await expectSent(env, wire);
    answer(answered);
  }
}
