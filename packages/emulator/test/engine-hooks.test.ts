// The engine's hooks, driven directly: one collection (the vault entries' calls) with every hook set.
import { catalog } from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../src/context';
import { createEngine } from '../src/engine';
import { conflict, HttpError, Reply } from '../src/http';
import { EmulatorState } from '../src/state';

const state = new EmulatorState();
const store = state.store('org');
const removed: string[] = [];
const engine = createEngine(
  {},
  {
    'vaults.get': {
      records: 'secrets',
      label: 'Secret',
      key: 'key',
      keep: ['note'],
      accept: (_ctx, body) => ({ ...body, value: String(body.value ?? '').toUpperCase() }),
      view: (_ctx, { value: _hidden, ...record }) => record,
      deleting: (_ctx, record) => {
        if (record.locked) throw conflict(`The secret '${record.key}' is locked.`);
      },
      removed: (_ctx, record) => removed.push(record.key),
    },
  },
);

/** Calls `name` on the engine as the app would, with `params`, `query` and a JSON `body`. */
async function call(name: string, params: Record<string, string> = {}, query = {}, body?: unknown) {
  const endpoint = catalog.find((candidate) => candidate.name === name);
  if (!endpoint) throw new Error(name);
  const search = new URLSearchParams(query);
  const ctx = {
    endpoint,
    state,
    store,
    org: 'org',
    params: { org: 'org', ...params },
    query: (key: string) => search.get(key) ?? undefined,
    queries: (key: string) => search.getAll(key),
    json: async () => body,
    form: async () => ({}),
  } as unknown as EmulatorContext;
  const answer = await engine(ctx);
  return answer instanceof Reply ? answer.body : answer;
}

describe("the engine's hooks", () => {
  it('keep records where the family names them, check and derive what is stored, and answer the view', async () => {
    await call('vaults.create', {}, {}, { key: 'a', value: 'abc', note: 'kept', locked: true });
    await call('vaults.create', {}, {}, { key: 'b', value: 'xyz' });
    // Stored under the family's name, as `accept` made it.
    expect(store.collection('secrets').get('a')).toMatchObject({ value: 'ABC', note: 'kept' });
    const read = (await call('vaults.get', { vaultEntryId: 'a' })) as Record<string, unknown>;
    // `view` hides the value; `keep` answers the note the published schema leaves out.
    expect(read).toMatchObject({ key: 'a', note: 'kept' });
    expect(read.value).toBeUndefined();
    const page = (await call('vaults.list')) as { items: unknown[]; totalEntries: number };
    expect(page.totalEntries).toBe(2);
    expect(page.items).toContainEqual(expect.objectContaining({ key: 'a', note: 'kept' }));
  });

  it('refuse a delete in `deleting` (the record stays), and run `removed` after one', async () => {
    const refused = await call('vaults.delete', { vaultEntryId: 'a' }).catch((error) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 409 });
    expect(store.collection('secrets').has('a')).toBe(true);
    await call('vaults.delete', { vaultEntryId: 'b' });
    expect(store.collection('secrets').has('b')).toBe(false);
    expect(removed).toEqual(['b']);
    const missing = await call('vaults.get', { vaultEntryId: 'b' }).catch((error) => error);
    expect(missing).toMatchObject({ status: 404, message: expect.stringContaining("Secret 'b'") });
  });
});

// The same hooks on a document: the organization's one SAML identity provider, kept under the family's name.
const documentEngine = createEngine(
  {},
  {
    'saml.getProvider': {
      records: 'idp',
      label: 'Identity provider',
      accept: (_ctx, body, before) => ({
        ...body,
        entityId: String(body.entityId).toLowerCase(),
        made: before?.made ?? 1,
      }),
      view: (_ctx, { made: _made, ...provider }) => provider,
    },
  },
);

/** Calls a document's `name` on its engine, with a JSON `body`; its 4xx answered as the error. */
async function documentCall(name: string, body?: unknown) {
  const endpoint = catalog.find((candidate) => candidate.name === name)!;
  const ctx = {
    endpoint,
    state,
    store,
    org: 'org',
    params: { org: 'org' },
    query: () => undefined,
    json: async () => body,
  };
  const answer: any = await Promise.resolve(documentEngine(ctx as unknown as EmulatorContext)).catch(
    (error: unknown) => error,
  );
  return answer instanceof Reply ? answer.body : answer;
}

describe("the engine's hooks on a document", () => {
  it('answer 404 naming it until it is made, and 409 to a second POST (the first one kept)', async () => {
    for (const name of ['saml.getProvider', 'saml.updateProvider', 'saml.deleteProvider']) {
      const missing = await documentCall(name, { entityId: 'X' });
      expect(missing).toMatchObject({ status: 404, message: "Identity provider 'org' does not exist." });
    }
    expect(store.documents.has('idp')).toBe(false);
    const made = await documentCall('saml.createProvider', { displayName: 'One', entityId: 'HTTPS://IDP' });
    expect(made).toMatchObject({ displayName: 'One', entityId: 'https://idp' });
    expect(made.made).toBeUndefined();
    const again = await documentCall('saml.createProvider', { displayName: 'Two', entityId: 'x' });
    expect(again).toMatchObject({ status: 409, message: "Identity provider 'org' already exists." });
    expect(store.documents.get('idp')).toMatchObject({ displayName: 'One', made: 1 });
  });

  it('check and derive what a write stores from the document it replaces, answer the view, and erase it', async () => {
    store.documents.set('idp', { displayName: 'One', entityId: 'https://idp', made: 7 });
    const replaced = await documentCall('saml.updateProvider', {
      displayName: 'Renamed',
      entityId: 'HTTPS://NEW',
    });
    expect(replaced).toMatchObject({ displayName: 'Renamed', entityId: 'https://new' });
    expect(store.documents.get('idp')).toMatchObject({ displayName: 'Renamed', made: 7 });
    expect(await documentCall('saml.getProvider')).toMatchObject({ displayName: 'Renamed' });
    await documentCall('saml.deleteProvider');
    expect(store.documents.has('idp')).toBe(false);
    expect(await documentCall('saml.getProvider')).toMatchObject({ status: 404 });
  });
});
