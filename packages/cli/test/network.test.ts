// A platform that does not answer: the CLI says which call got no answer and what to check.
import { createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, run } from './run';

beforeAll(() => ensureBuilt(), 120_000);

/** A loopback port nothing listens on: one the system gave, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a platform that does not answer', () => {
  it('names the call, its URL and the reason, and says what to check (exit 1)', async () => {
    const port = await closedPort();
    const result = await run(['sources', 'list'], {
      PLATFORM_ADMIN_HOST: `http://127.0.0.1:${port}`,
      PLATFORM_ADMIN_TOKEN: 'network-test-token',
      PLATFORM_ADMIN_ORG: 'myorg',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `sources.list: GET http://127.0.0.1:${port}/rest/organizations/myorg/sources/pages`,
    );
    expect(result.stderr).toContain('ECONNREFUSED');
    expect(result.stderr).toContain('Check --host, --region and --environment, and the network.');
    expect(result.stderr).not.toContain('network-test-token');
  }, 120_000);
});
