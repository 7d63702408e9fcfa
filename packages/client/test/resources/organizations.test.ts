import { OTHER_ORGANIZATION_ID, OTHER_TOKEN, redactCredential } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_TOKEN,
  rejection,
  sleep,
  useEmulator,
} from '../../../../test/support';

// Pause and resume transitions last refreshDurationMs.
const TRANSITION_MS = 200;
const env = useEmulator({ refreshDurationMs: TRANSITION_MS });
const raw = (method: string, path: string, body?: string, token?: string) =>
  env.sendJson(method, path, body, token);
const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;

describe('organizations: create, list, get, update, delete', () => {
  it('creates an organization from query parameters only, provisioned and usable by the creating token', async () => {
    const client = env.client();
    const created = await client.organizations.create({
      name: 'Acme Docs',
      owner: 'boss@acme.test',
      organizationTemplate: 'Developer',
    });
    const wire = await env.lastRequest();
    expect(wire.method).toBe('POST');
    expect(wire.path).toBe('/rest/organizations');
    expect(Object.fromEntries(new URLSearchParams(wire.query))).toEqual({
      name: 'Acme Docs',
      owner: 'boss@acme.test',
      organizationTemplate: 'Developer',
    });
    expect(wire.body).toBe('{}');
    expect(wire.headers['content-type']).toBe('application/json');
    expect(wire.headers.authorization).toBe(redactCredential(`Bearer ${DEFAULT_TOKEN}`));
    expect(created).toEqual({ id: expect.stringMatching(/^acme-docs-[0-9a-f]{6}$/) });

    const organization = await client.organizations.get(created.id);
    expect((await env.lastRequest()).path).toBe(`/rest/organizations/${created.id}`);
    expect(organization).toMatchObject({
      id: created.id,
      displayName: 'Acme Docs',
      organizationTemplate: 'Developer',
      owner: { email: 'boss@acme.test' },
      paused: false,
      readOnly: false,
    });
    expect(organization?.createdDate).toBeGreaterThan(Date.now() - 60_000);

    // Provisioned: one index and the system fields, seen through the new organization's limits.
    const inNew = env.client({ organizationId: created.id });
    const index = await inNew.limits.getSection('index');
    expect(index?.numberOfIndexes.actualCount).toBe(1);
    expect(index?.numberOfFields.actualCount).toBe(6);

    // Two organizations of the same name get different ids; the owner defaults to the caller.
    const again = await client.organizations.create({ name: 'Acme Docs' });
    expect(again.id).not.toBe(created.id);
    expect((await client.organizations.get(again.id))?.owner).toEqual({ email: 'admin@emulator.local' });
  });

  it('refuses a creation without a name or with a malformed creation origin (400)', async () => {
    for (const query of ['', '?name=', '?name=%20%20']) {
      const answer = await raw('POST', `/rest/organizations${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toMatch(/name/);
    }
    // An empty name is not sent: the platform's schema requires the parameter.
    const error = await rejection(env.client().organizations.create({ name: '' }));
    expect(error).toMatchObject({ status: 400, errorCode: 'INVALID_PARAMETER' });
    expect(error.message).toContain("the query parameter 'name' is required");
    const blank = await rejection(env.client().organizations.create({ name: '  ' }));
    expect(blank).toMatchObject({ status: 400, errorCode: 'MISSING_PARAMETER' });
    expect((await raw('GET', '/rest/global/organizations')).body.totalEntries).toBe(2);
  });

  it('lists the organizations the token may use, paged, filtered and sorted', async () => {
    const client = env.client();
    for (const name of ['Charlie', 'Alpha', 'Bravo']) await client.organizations.create({ name });

    const first = await client.organizations.list({
      page: 0,
      perPage: 2,
      sortBy: 'displayName',
      order: 'asc',
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'GET', path: '/rest/organizations' });
    expect(Object.fromEntries(new URLSearchParams(wire.query))).toEqual({
      page: '0',
      perPage: '2',
      sortBy: 'displayName',
      order: 'asc',
    });
    expect(first?.totalEntries).toBe(4);
    expect(first?.totalPages).toBe(2);
    expect(first?.items.map((o) => o.displayName)).toEqual(['Alpha', 'Bravo']);
    const second = await client.organizations.list({ page: 1, pageSize: 2 });
    expect(new URLSearchParams((await env.lastRequest()).query).get('perPage')).toBe('2');
    expect(second?.items.map((o) => o.displayName)).toEqual(['Charlie', 'Emulator organization']);

    // The other user's organization is not listed.
    const all = await client.organizations.list();
    expect(all?.items.map((o) => o.id)).not.toContain(OTHER_ORGANIZATION_ID);

    const desc = await client.organizations.list({ sortBy: 'displayName', order: 'desc', filter: 'A' });
    expect(desc?.items.map((o) => o.displayName)).toEqual([
      'Emulator organization',
      'Charlie',
      'Bravo',
      'Alpha',
    ]);
    const filtered = await client.organizations.list({ filter: 'brav' });
    expect(filtered?.items.map((o) => o.displayName)).toEqual(['Bravo']);
    await client.organizations.update(filtered!.items[0].id, { type: 'Trial' });
    const trials = await client.organizations.list({ type: 'Trial' });
    expect(trials?.items.map((o) => o.displayName)).toEqual(['Bravo']);
    expect((await env.lastRequest()).query).toBe('type=Trial');

    const withStatus = await client.organizations.list({ additionalFields: 'status', filter: 'emulator' });
    expect(withStatus?.items).toEqual([
      expect.objectContaining({
        id: DEFAULT_ORGANIZATION_ID,
        organizationStatusModel: expect.objectContaining({ status: 'HEALTHY', pauseState: 'ACTIVE' }),
      }),
    ]);
  });

  it('answers 400 for invalid list parameters', async () => {
    for (const query of ['order=up', 'sortBy=color', 'page=-1', 'perPage=0', 'perPage=many']) {
      const answer = await raw('GET', `/rest/organizations?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.errorCode, query).toBe('INVALID_PARAMETER');
    }
  });

  it('gets the configured organization by default, any other by id, and refuses unknown or foreign ones', async () => {
    const client = env.client();
    const organization = await client.organizations.get();
    expect((await env.lastRequest()).path).toBe(base);
    expect(organization).toMatchObject({ id: DEFAULT_ORGANIZATION_ID, displayName: 'Emulator organization' });
    expect(organization).not.toHaveProperty('organizationStatusModel');
    const withStatus = await client.organizations.get(undefined, { additionalFields: 'status' });
    expect((await env.lastRequest()).query).toBe('additionalFields=status');
    expect(withStatus?.organizationStatusModel).toMatchObject({ status: 'HEALTHY', paused: false });

    expect(await rejection(client.organizations.get('no such org'))).toMatchObject({
      status: 404,
      errorCode: 'ORGANIZATION_NOT_FOUND',
    });
    expect((await env.lastRequest()).path).toBe('/rest/organizations/no%20such%20org');
    expect(await rejection(client.organizations.get(OTHER_ORGANIZATION_ID))).toMatchObject({ status: 403 });
  });

  it('updates an organization and refuses malformed updates', async () => {
    const client = env.client();
    const updated = await client.organizations.update(undefined, { displayName: 'Renamed', readOnly: true });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: base });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(JSON.parse(wire.body)).toEqual({ displayName: 'Renamed', readOnly: true });
    expect(updated).toEqual({});
    expect(await client.organizations.get()).toMatchObject({
      id: DEFAULT_ORGANIZATION_ID,
      displayName: 'Renamed',
      readOnly: true,
    });

    for (const body of [
      '[1]',
      '"text"',
      '{"displayName": 3}',
      '{"displayName": "  "}',
      '{"readOnly": "yes"}',
      '{"owner": "me"}',
      '{"id": "another"}',
      '{not json',
    ]) {
      expect((await raw('PUT', base, body)).status, body).toBe(400);
    }
    expect((await raw('PUT', base)).status).toBe(400);
    expect((await raw('PUT', '/rest/organizations/nope', '{}')).status).toBe(404);
    expect((await client.organizations.get())?.displayName).toBe('Renamed');
  });

  it('deletes an organization: gone from the lists, from every token, and its records dropped', async () => {
    const client = env.client();
    const { id } = await client.organizations.create({ name: 'Short lived' });
    const inIt = env.client({ organizationId: id });
    await inIt.license.updateSection('sources', { numberOfSources: 1 });

    expect(await client.organizations.delete(id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `/rest/organizations/${id}` });
    expect(await rejection(client.organizations.get(id))).toMatchObject({ status: 404 });
    expect(await rejection(client.global.getOrganization(id))).toMatchObject({ status: 404 });
    expect((await client.organizations.list())?.items.map((o) => o.id)).toEqual([DEFAULT_ORGANIZATION_ID]);
    expect(await rejection(client.organizations.delete(id))).toMatchObject({ status: 404 });
    // The store is gone: a new organization of that id would start afresh.
    expect(env.emulator.state.organizations.has(id)).toBe(false);
    expect([...env.emulator.state.tokens.values()].some((token) => token.organizations.has(id))).toBe(false);

    // The configured organization can be deleted too, with no argument.
    await client.organizations.delete();
    expect((await env.lastRequest()).path).toBe(base);
    expect(await rejection(client.organizations.get())).toMatchObject({ status: 404 });
  });
});

describe('organizations: lifecycle and settings', () => {
  it('pauses and resumes, through PAUSING and RESUMING, as the status and the record show', async () => {
    const client = env.client();
    expect(await client.organizations.getStatus()).toEqual({
      status: 'HEALTHY',
      pauseState: 'ACTIVE',
      lifeCycleState: 'ACTIVE',
      paused: false,
      resumable: false,
      readOnly: false,
      supportActivated: false,
    });
    expect((await env.lastRequest()).path).toBe(`${base}/status`);

    const before = Date.now();
    expect(await client.organizations.pause()).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${base}/pause`, body: '{}' });
    const pausing = await client.organizations.getStatus();
    expect(pausing).toMatchObject({
      status: 'HEALTHY',
      pauseState: 'PAUSING',
      lifeCycleState: 'ACTIVE',
      paused: true,
      resumable: true,
    });
    expect(pausing?.lastPauseDate).toBeGreaterThanOrEqual(before);
    expect(await rejection(client.organizations.pause())).toMatchObject({
      status: 409,
      errorCode: 'CONFLICT',
    });

    await sleep(TRANSITION_MS + 20);
    expect(await client.organizations.getStatus()).toMatchObject({
      pauseState: 'PAUSED',
      lifeCycleState: 'PAUSED',
      paused: true,
    });
    expect((await client.organizations.get())?.paused).toBe(true);
    expect(await rejection(client.organizations.pause())).toMatchObject({ status: 409 });

    expect(await client.organizations.resume()).toEqual({ value: true });
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${base}/resume` });
    expect(await client.organizations.getStatus()).toMatchObject({
      pauseState: 'RESUMING',
      lifeCycleState: 'ACTIVE',
      paused: false,
      resumable: false,
    });
    expect(await rejection(client.organizations.resume())).toMatchObject({ status: 409 });
    await sleep(TRANSITION_MS + 20);
    const healthy = await client.organizations.getStatus();
    expect(healthy).toMatchObject({ status: 'HEALTHY', pauseState: 'ACTIVE', paused: false });
    expect(healthy?.lastResumeDate).toBeGreaterThanOrEqual(healthy!.lastPauseDate!);
    expect((await client.organizations.get())?.paused).toBe(false);
    expect(await rejection(client.organizations.resume())).toMatchObject({ status: 409 });
  });

  it('pauses another organization named explicitly', async () => {
    const client = env.client();
    const { id } = await client.organizations.create({ name: 'Side' });
    await client.organizations.pause(id);
    expect((await env.lastRequest()).path).toBe(`/rest/organizations/${id}/pause`);
    expect((await client.organizations.getStatus(id))?.pauseState).toBe('PAUSING');
    expect((await client.organizations.getStatus())?.pauseState).toBe('ACTIVE');
  });

  it('activates and withdraws support access (activate must be true or false)', async () => {
    const client = env.client();
    expect(await client.organizations.updateSupportActivation(undefined, { activate: true })).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${base}/support`,
      query: 'activate=true',
    });
    expect((await client.organizations.get())?.supportActivated).toBe(true);
    await client.organizations.updateSupportActivation(DEFAULT_ORGANIZATION_ID, { activate: false });
    expect((await env.lastRequest()).query).toBe('activate=false');
    expect((await client.organizations.get())?.supportActivated).toBe(false);

    for (const query of ['', '?activate=', '?activate=yes', '?activate=1']) {
      const answer = await raw('PUT', `${base}/support${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toMatch(/activate/);
    }
  });

  it('reads and replaces the additional information and the definition', async () => {
    const client = env.client();
    expect(await client.organizations.getAdditionalInformation()).toEqual({});
    expect((await env.lastRequest()).path).toBe(`${base}/additionalinformation`);
    const information = { company: 'Acme', useCase: 'documentation', seats: 12 };
    expect(await client.organizations.updateAdditionalInformation(undefined, information)).toEqual(
      information,
    );
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/additionalinformation` });
    expect(JSON.parse(wire.body)).toEqual(information);
    expect(await client.organizations.getAdditionalInformation(DEFAULT_ORGANIZATION_ID)).toEqual(information);

    const definition = await client.organizations.getDefinition();
    expect((await env.lastRequest()).path).toBe(`${base}/definition`);
    expect(definition).toMatchObject({ displayName: 'Emulator organization', type: 'Standard' });
    const replaced = { displayName: 'Defined', type: 'Sandbox', settings: { a: 1 } };
    expect(await client.organizations.updateDefinition(undefined, replaced)).toEqual(replaced);
    expect(JSON.parse((await env.lastRequest()).body)).toEqual(replaced);
    expect(await client.organizations.getDefinition()).toEqual(replaced);

    for (const [path, body] of [
      ['additionalinformation', '[]'],
      ['additionalinformation', 'null'],
      ['additionalinformation', '{oops'],
      ['definition', '"x"'],
      ['definition', '{"displayName": false}'],
    ]) {
      expect((await raw('PUT', `${base}/${path}`, body)).status, `${path} ${body}`).toBe(400);
    }
    expect(await client.organizations.getAdditionalInformation()).toEqual(information);
  });

  it('lists privileges: all, mine, those API keys may hold (filtered)', async () => {
    const client = env.client();
    const all = await client.organizations.listPrivileges();
    expect((await env.lastRequest()).path).toBe(`${base}/privileges`);
    expect(all).toContainEqual({ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'EDIT' });
    expect(all).toContainEqual({ owner: 'PLATFORM', targetDomain: 'GROUP', type: 'VIEW' });
    expect(await client.organizations.listMyPrivileges()).toEqual(all);
    expect((await env.lastRequest()).path).toBe(`${base}/privileges/me`);

    expect(await client.organizations.listApiKeysPrivileges()).toEqual(all);
    expect(await env.lastRequest()).toMatchObject({ path: `${base}/privileges/apikeys`, query: '' });
    expect(await client.organizations.listApiKeysPrivileges(undefined, { filter: 'ALL' })).toEqual(all);
    expect((await env.lastRequest()).query).toBe('filter=ALL');
    const custom = await client.organizations.listApiKeysPrivileges(undefined, { filter: 'CUSTOM' });
    expect((await env.lastRequest()).query).toBe('filter=CUSTOM');
    expect(custom).toEqual(all?.filter((p) => p.targetDomain !== 'GROUP'));
    expect(custom?.length).toBeGreaterThan(0);
    expect(
      await rejection(client.organizations.listApiKeysPrivileges(undefined, { filter: 'source' as never })),
    ).toMatchObject({ status: 400, message: /must be ALL or CUSTOM/ });
    expect(await rejection(client.organizations.listPrivileges(OTHER_ORGANIZATION_ID))).toMatchObject({
      status: 403,
    });
  });

  it("lists an API key caller's own privileges as its privileges in the organization, not every one", async () => {
    const client = env.client();
    const privileges = [
      { owner: 'PLATFORM', targetDomain: 'ORGANIZATION', type: 'VIEW' as const },
      { owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'EDIT' as const },
    ];
    const key = await client.apiKeys.create({ displayName: 'Reader', privileges });
    const asKey = env.client({ accessToken: key.value! });
    expect(await asKey.organizations.listMyPrivileges()).toEqual(privileges);
    expect(await asKey.organizations.listMyPrivileges()).toEqual(await asKey.privileges.listForToken());
  });

  it('lists the allowed authentication providers', async () => {
    const providers = await env.client().organizations.listAllowedAuthProviders();
    expect((await env.lastRequest()).path).toBe(`${base}/authproviders/allowed`);
    expect(providers).toEqual(['SALESFORCE', 'SALESFORCE_SANDBOX', 'GOOGLE', 'OFFICE365', 'SAML', 'EMAIL']);
  });
});

describe('organizations.members', () => {
  it('lists the users who may use the organization and removes one', async () => {
    await env.seed({
      tokens: [
        {
          token: 'bob-1',
          username: 'bob@acme.test',
          displayName: 'Bob',
          organizations: [DEFAULT_ORGANIZATION_ID],
        },
        { token: 'bob-2', username: 'bob@acme.test', organizations: [DEFAULT_ORGANIZATION_ID] },
      ],
    });
    const client = env.client();
    const members = await client.organizations.members.list();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/members` });
    expect(members).toEqual([
      { username: 'admin@emulator.local', email: 'admin@emulator.local', displayName: 'Emulator Admin' },
      { username: 'bob@acme.test', email: 'bob@acme.test', displayName: 'Bob' },
    ]);

    expect(await client.organizations.members.delete('bob@acme.test')).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/members/bob%40acme.test`,
    });
    expect((await client.organizations.members.list())?.map((m) => m.username)).toEqual([
      'admin@emulator.local',
    ]);
    // Every token of that user lost its access.
    for (const token of ['bob-1', 'bob-2']) {
      const error = await rejection(env.client({ accessToken: token }).organizations.get());
      expect(error.status).toBe(403);
    }
    expect(await rejection(client.organizations.members.delete('bob@acme.test'))).toMatchObject({
      status: 404,
    });
    // A user of another organization is no member of this one.
    expect(await rejection(client.organizations.members.delete('other@emulator.local'))).toMatchObject({
      status: 404,
    });
    const other = env.client({ accessToken: OTHER_TOKEN, organizationId: OTHER_ORGANIZATION_ID });
    expect((await other.organizations.members.list())?.map((m) => m.username)).toEqual([
      'other@emulator.local',
    ]);
  });

  it("counts the members of the organization's groups as its members; removing one takes it out of every group", async () => {
    const client = env.client();
    const ann = { username: 'ann@acme.test', email: 'ann@acme.test', displayName: 'Ann' };
    const team = await client.groups.create({ displayName: 'Team', members: [ann] });
    const leads = await client.groups.create({ displayName: 'Leads', members: [{ username: ann.username }] });
    // A search token stands for no member.
    await client.search.createToken({
      userIds: [
        {
          name: 'visitor@acme.test',
          type: 'User',
          provider: 'Email',
          infos: {},
          authCookie: '',
          password: '',
        },
      ],
    });
    expect(await client.organizations.members.list()).toEqual([
      { username: 'admin@emulator.local', email: 'admin@emulator.local', displayName: 'Emulator Admin' },
      ann,
    ]);
    const member = await client.organizations.members.get(ann.username);
    expect(member?.groups?.map((group) => group.displayName)).toEqual(['Team', 'Leads']);

    expect(await client.organizations.members.delete(ann.username)).toEqual({});
    expect(await client.groups.members.list(team.id)).toEqual([]);
    expect(await client.groups.members.list(leads.id)).toEqual([]);
    expect((await client.organizations.members.list())?.map((m) => m.username)).toEqual([
      'admin@emulator.local',
    ]);
  });
});
