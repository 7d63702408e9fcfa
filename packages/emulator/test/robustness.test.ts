import { catalog } from '@platform-admin/client';
import { createEmulator, DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';

// Every route, fed malformed input: the answer is a 4xx (or a 2xx where the input happens to be
// acceptable) with a JSON body, never a 5xx and never a crash.
const BODIES = [
  '{"unterminated": ',
  '[1,2,3]',
  'null',
  '42',
  '"text"',
  '{}',
  '{"name": 7, "id": [], "enabled": "yes"}',
];
const QUERIES = [
  'page=-1&perPage=abc&pageSize=0',
  'isOnline=maybe&isReadOnly=2&enabled=x&rebuild=nope&withContent=1',
  'from=yesterday&to=&limitType=WHATEVER&status=%00&activityOperation=DROP',
];
const IDS = ['does-not-exist', '..%2F..%2Fetc', '%F0%9F%92%A5', 'a%20b%3Fc%23d'];

describe('the emulator under malformed requests', () => {
  const emulator = createEmulator({ refreshDurationMs: 1 });
  const headers = { authorization: `Bearer ${DEFAULT_TOKEN}`, 'content-type': 'application/json' };

  it.each(catalog.map((endpoint) => [endpoint.name, endpoint] as const))('%s', async (_name, endpoint) => {
    for (const id of IDS) {
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name) =>
        name === 'org' ? DEFAULT_ORGANIZATION_ID : id,
      );
      for (const query of QUERIES) {
        for (const body of endpoint.method === 'GET' || endpoint.method === 'DELETE' ? [undefined] : BODIES) {
          const response = await emulator.app.fetch(
            new Request(`http://emulator${path}?${query}`, { method: endpoint.method, headers, body }),
          );
          const where = `${endpoint.method} ${path}?${query} ${body ?? ''}`;
          expect(response.status, where).toBeLessThan(500);
          if (response.status !== 204) {
            expect(response.headers.get('content-type'), where).toMatch(/application\/json/);
            await response.json();
          }
        }
      }
    }
  });
});
