import { catalog, type Endpoint } from '@platform-admin/client';
import { createEmulator, DEFAULT_TOKEN, type EmulatorState } from '@platform-admin/emulator';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runAdminWorkflow } from '../examples/admin-workflow';

// The emulator keeps its state consistent: a write it refuses (4xx) changes nothing, and no write is
// a 5xx. The state comes from the admin workflow (`npm start`), so that the writes reach real records
// (sources, pipelines, models, reports, exports, snapshots, API keys, fields, ...) and their
// validation, not a 404. Each record gets malformed bodies, then itself with one field of the wrong
// type at a time.

/** Bodies no write accepts as they are. */
const MALFORMED = [
  '{"unterminated": ',
  'null',
  '42',
  '"text"',
  '[1,2,3]',
  '[{"id":null},{"id":{}}]',
  '{"name": 7, "id": [], "enabled": "yes", "condition": [], "position": "a", "definition": 5}',
];

/** A value of another type than `value`'s. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'number') return 'x';
  if (typeof value === 'string') return { a: 1 };
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'x';
  if (value && typeof value === 'object') return [7];
  return 7;
}

/**
 * The whole state as text. A collection with no records is left out (a read may make one: it is not
 * a change anyone sees), and a long array (events, items of a snapshot) is summed up by its length
 * and its first and last items: what an append or a removal changes.
 */
function fingerprint(state: EmulatorState): string {
  return JSON.stringify(state, (_key, item) => {
    if (item instanceof Map) return { map: [...item].filter(([, value]) => !isEmptyCollection(value)) };
    if (item instanceof Set) return { set: [...item] };
    if (typeof item === 'bigint') return `${item}n`;
    if (item instanceof Uint8Array) return `${item.length} bytes`;
    if (Array.isArray(item) && item.length > 50) {
      return { length: item.length, first: item[0], last: item[item.length - 1] };
    }
    return item;
  });
}

const isEmptyCollection = (value: unknown) =>
  (value as { records?: unknown })?.records instanceof Map &&
  (value as { records: Map<string, unknown> }).records.size === 0;

describe('the emulator, after the admin workflow', () => {
  const emulator = createEmulator({ refreshDurationMs: 1 });
  afterAll(() => vi.useRealTimers());

  it('changes nothing on a write it refuses, and answers none with a 5xx', async () => {
    const server = await emulator.listen(0);
    const { organizationId } = await runAdminWorkflow(
      { host: server.url, accessToken: DEFAULT_TOKEN },
      () => {},
    );
    await server.close();
    // Time stands still: lifecycles that move with the clock (a model coming online) stay put.
    vi.useFakeTimers({ toFake: ['Date'] });

    const state = emulator.state;
    const ids = idsIn(state, organizationId);
    const headers = { authorization: `Bearer ${DEFAULT_TOKEN}`, 'content-type': 'application/json' };
    const send = (method: string, url: string, body?: string) =>
      emulator.app.fetch(new Request(`http://emulator${url}`, { method, headers, body }));

    const problems: string[] = [];
    let records = 0;
    let refused = 0;
    for (const [template, endpoints] of byPath(catalog)) {
      const get = endpoints.find((endpoint) => endpoint.method === 'GET');
      const writes = endpoints.filter((endpoint) => ['POST', 'PUT', 'PATCH'].includes(endpoint.method));
      if (!get || !writes.length) continue;
      const found = await firstRecord(get, template, organizationId, ids, (url) => send('GET', url));
      if (!found) continue;
      records++;
      const { url, record } = found;
      const bodies = [
        ...MALFORMED,
        ...Object.keys(record).map((key) => JSON.stringify({ ...record, [key]: wrongType(record[key]) })),
      ];
      for (const write of writes) {
        for (const body of bodies) {
          const before = fingerprint(state);
          const response = await send(write.method, url, body);
          const text = await response.text();
          const where = `${write.name} (${write.method} ${url}) with ${body.slice(0, 100)}`;
          if (response.status >= 500) problems.push(`${where}: ${response.status} ${text.slice(0, 120)}`);
          else if (response.status >= 400) {
            refused++;
            if (fingerprint(state) !== before)
              problems.push(`${where}: refused (${response.status}) but changed the state`);
          } else if (write.method === 'PUT') {
            await send('PUT', url, JSON.stringify(record)); // back to the record as it was
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // What the walk covered, so that it cannot pass by reaching nothing.
    expect(records).toBeGreaterThanOrEqual(40);
    expect(refused).toBeGreaterThanOrEqual(400);
  }, 60_000);
});

/** The catalog's calls by path template. */
function byPath(endpoints: readonly Endpoint[]): Map<string, Endpoint[]> {
  const paths = new Map<string, Endpoint[]>();
  for (const endpoint of endpoints) paths.set(endpoint.path, [...(paths.get(endpoint.path) ?? []), endpoint]);
  return paths;
}

/** A few ids of every collection the organization holds, and of the platform-wide ones. */
function idsIn(state: EmulatorState, organizationId: string): string[] {
  const ids: string[] = [];
  for (const store of [state.store(organizationId), state.global]) {
    for (const name of store.collectionNames())
      ids.push(...[...store.collection(name).records.keys()].slice(0, 3));
  }
  return ids;
}

/** The first record a GET of `template` answers (200, a JSON object) with one of `ids` in each parameter. */
async function firstRecord(
  get: Endpoint,
  template: string,
  organizationId: string,
  ids: string[],
  fetchUrl: (url: string) => Promise<Response>,
): Promise<{ url: string; record: Record<string, unknown> } | undefined> {
  let choices: Array<Record<string, string>> = [{}];
  for (const param of get.pathParams.filter((name) => name !== 'org')) {
    choices = choices.flatMap((choice) => ids.map((id) => ({ ...choice, [param]: id }))).slice(0, 400);
  }
  const query = get.organizationQuery ? `?${get.organizationQuery}=${organizationId}` : '';
  for (const choice of choices) {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'org' ? organizationId : encodeURIComponent(choice[name]),
    );
    const response = await fetchUrl(path + query);
    if (response.status !== 200) continue;
    const record = await response.json().catch(() => undefined);
    if (record && typeof record === 'object' && !Array.isArray(record)) return { url: path + query, record };
  }
  return undefined;
}
