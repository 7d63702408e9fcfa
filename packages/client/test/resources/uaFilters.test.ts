import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const base = '/rest/ua/v15/filters';
const org = `org=${DEFAULT_ORGANIZATION_ID}`;

const community = { displayName: 'Community only', value: "(searchHub=='CommunitySearch')" };
const partners = { displayName: 'Partners only', value: "(c_context_role=='partner')" };

describe('ua.filters.reporting', () => {
  it('creates, lists, reads, replaces and deletes reporting filters', async () => {
    const client = env.client();
    const { id } = await client.ua.filters.reporting.create(community);
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/reporting`, query: org });
    expect(JSON.parse(wire.body)).toEqual(community);

    const filter = { id, account: DEFAULT_ORGANIZATION_ID, type: 'reporting', ...community };
    expect(await client.ua.filters.reporting.list()).toEqual({ filters: [filter] });
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/reporting`, query: org });
    expect(await client.ua.filters.reporting.get(id)).toEqual(filter);
    expect(await env.lastRequest()).toMatchObject({ path: `${base}/reporting/${id}`, query: org });

    expect(await client.ua.filters.reporting.update(id, partners)).toEqual({ id });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/reporting/${id}`, query: org });
    expect(JSON.parse(wire.body)).toEqual(partners);
    expect(await client.ua.filters.reporting.get(id)).toEqual({ ...filter, ...partners });

    expect(
      (await rejection(client.ua.filters.reporting.create({ displayName: 'No value' } as never))).status,
    ).toBe(400);
    expect(
      (await rejection(client.ua.filters.reporting.update(id, { displayName: '', value: 'x' }))).status,
    ).toBe(400);
    expect((await client.ua.filters.reporting.get(id))?.displayName).toBe(partners.displayName);

    expect(await client.ua.filters.reporting.delete(id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/reporting/${id}`,
      query: org,
    });
    expect(await client.ua.filters.reporting.list()).toEqual({ filters: [] });
    expect((await rejection(client.ua.filters.reporting.get(id))).status).toBe(404);
    // Reporting and permission filters are separate collections.
    expect(await client.ua.filters.permissions.list()).toEqual({ filters: [] });
  });
});

describe('ua.filters.permissions and ua.users', () => {
  it('keeps a filter’s users and targets and the users’ filters in agreement, both ways', async () => {
    const client = env.client();
    const group = await client.groups.create({
      displayName: 'Partners',
      members: [{ username: 'carol@example.com' }],
    });
    const first = await client.ua.filters.permissions.create(community);
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/permissions`,
      query: org,
    });
    const second = await client.ua.filters.permissions.create(partners);
    expect(await client.ua.filters.permissions.get(first.id)).toEqual({
      id: first.id,
      account: DEFAULT_ORGANIZATION_ID,
      type: 'permissions',
      ...community,
    });
    expect(await client.ua.filters.permissions.getUsers(first.id)).toEqual([]);

    // From the filter's side.
    // The writes answer 204, no body; the reads show what they wrote.
    expect(
      await client.ua.filters.permissions.setUsers(first.id, ['alice@example.com', 'bob@example.com']),
    ).toEqual({});
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/permissions/${first.id}/users`, query: org });
    expect(JSON.parse(wire.body)).toEqual(['alice@example.com', 'bob@example.com']);
    expect(await client.ua.filters.permissions.getUsers(first.id)).toEqual([
      { userId: 'alice@example.com', account: DEFAULT_ORGANIZATION_ID, filters: [first.id], reports: [] },
      { userId: 'bob@example.com', account: DEFAULT_ORGANIZATION_ID, filters: [first.id], reports: [] },
    ]);
    expect(await env.lastRequest()).toMatchObject({ path: `${base}/permissions/${first.id}/users` });

    expect(
      await client.ua.filters.permissions.setTargets(second.id, {
        targetedUsers: ['alice@example.com'],
        targetedGroups: [group.id],
      }),
    ).toEqual({});
    wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${base}/permissions/${second.id}/targets`,
      query: org,
    });
    expect(JSON.parse(wire.body)).toEqual({
      targetedUsers: ['alice@example.com'],
      targetedGroups: [group.id],
    });
    // The platform answers the targets as a list holding them.
    expect(await client.ua.filters.permissions.getTargets(second.id)).toEqual([
      {
        targetedUsers: [
          {
            userId: 'alice@example.com',
            account: DEFAULT_ORGANIZATION_ID,
            filters: [first.id, second.id],
            reports: [],
          },
        ],
        targetedGroups: [
          { groupId: group.id, account: DEFAULT_ORGANIZATION_ID, filters: [second.id], reports: [] },
        ],
      },
    ]);
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/permissions/${second.id}/targets`,
      query: org,
    });
    // The users call and the targets call read the same targeted users.
    expect((await client.ua.filters.permissions.getUsers(second.id))?.map((u) => u.userId)).toEqual([
      'alice@example.com',
    ]);

    // From the user's side.
    expect(await client.ua.users.get('alice@example.com')).toEqual({
      userId: 'alice@example.com',
      account: DEFAULT_ORGANIZATION_ID,
      filters: [first.id, second.id],
      reports: [],
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v15/users/alice%40example.com',
    });
    const carol = await client.ua.users.getFilters('carol@example.com');
    expect(carol).toEqual({ filters: [] });
    const carolWithGroups = await client.ua.users.getFilters('carol@example.com', { includeGroups: true });
    expect((await env.lastRequest()).query).toBe(`${org}&includeGroups=true`);
    expect(carolWithGroups?.filters.map((f) => f.id)).toEqual([second.id]);

    // Writing the user's filters rewrites the filters' targets; an expression becomes a new filter.
    expect(
      await client.ua.users.setFilters('alice@example.com', [
        { value: second.id, id: true },
        { value: "(country=='Canada')", id: false },
      ]),
    ).toEqual({});
    wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: '/rest/ua/v15/users/alice%40example.com/filters',
      query: org,
    });
    expect(JSON.parse(wire.body)).toEqual([
      { value: second.id, id: true },
      { value: "(country=='Canada')", id: false },
    ]);
    const set = (await client.ua.users.getFilters('alice@example.com'))!;
    expect(set.filters.map((f) => f.value)).toEqual([partners.value, "(country=='Canada')"]);
    const created = set.filters.find((f) => f.id !== second.id)!;
    expect((await client.ua.filters.permissions.list())?.filters.map((f) => f.id)).toEqual([
      first.id,
      second.id,
      created.id,
    ]);
    expect((await client.ua.filters.permissions.getUsers(first.id))?.map((u) => u.userId)).toEqual([
      'bob@example.com',
    ]);
    expect(
      (await client.ua.filters.permissions.getTargets(created.id))?.[0].targetedUsers.map((u) => u.userId),
    ).toEqual(['alice@example.com']);
    // Plain ids are accepted too.
    await client.ua.users.setFilters('bob@example.com', [{ value: second.id, id: true }]);
    expect((await client.ua.users.getFilters('bob@example.com'))?.filters.map((f) => f.id)).toEqual([
      second.id,
    ]);

    // Unknown filters and groups are refused, and nothing changes.
    const before = await client.ua.filters.permissions.getTargets(second.id);
    expect(
      (
        await rejection(
          client.ua.users.setFilters('alice@example.com', [{ value: 'no-such-filter', id: true }]),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await rejection(
          client.ua.filters.permissions.setTargets(second.id, {
            targetedUsers: ['x'],
            targetedGroups: ['nope'],
          }),
        )
      ).status,
    ).toBe(400);
    expect((await rejection(client.ua.filters.permissions.setUsers(second.id, [7] as never))).status).toBe(
      400,
    );
    expect(await client.ua.filters.permissions.getTargets(second.id)).toEqual(before);

    // Each list is optional, as published: one left out is emptied.
    await client.ua.filters.permissions.setTargets(second.id, { targetedUsers: ['carol@example.com'] });
    expect((await client.ua.filters.permissions.getTargets(second.id))?.[0]).toMatchObject({
      targetedUsers: [expect.objectContaining({ userId: 'carol@example.com' })],
      targetedGroups: [],
    });

    // Deleting a filter takes it off every user.
    expect(await client.ua.filters.permissions.delete(second.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/permissions/${second.id}`,
    });
    expect((await client.ua.users.get('alice@example.com'))?.filters).toEqual([created.id]);
    expect((await client.ua.users.getFilters('bob@example.com'))?.filters).toEqual([]);
    expect((await rejection(client.ua.filters.permissions.getUsers(second.id))).status).toBe(404);
  });

  it('updates a permission filter’s expression and keeps its targets', async () => {
    const client = env.client();
    const { id } = await client.ua.filters.permissions.create(community);
    await client.ua.filters.permissions.setUsers(id, ['alice@example.com']);
    expect(await client.ua.filters.permissions.update(id, partners)).toEqual({ id });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${base}/permissions/${id}`,
      query: org,
    });
    expect((await client.ua.filters.permissions.get(id))?.value).toBe(partners.value);
    expect((await client.ua.filters.permissions.getUsers(id))?.map((u) => u.userId)).toEqual([
      'alice@example.com',
    ]);
  });

  it('answers the filters and users services’ health and status without an organization', async () => {
    const client = env.client();
    expect((await client.ua.filters.health())?.status).toBe('UP');
    expect(await env.lastRequest()).toMatchObject({ path: `${base}/monitoring/health`, query: '' });
    expect(await client.ua.filters.status()).toMatchObject({ status: 'online', service: 'filters' });
    expect(await env.lastRequest()).toMatchObject({ path: `${base}/status`, query: '' });
    expect((await client.ua.users.health())?.status).toBe('UP');
    expect(await env.lastRequest()).toMatchObject({
      path: '/rest/ua/v15/users/monitoring/health',
      query: '',
    });
    expect(await client.ua.users.status()).toMatchObject({ status: 'online', service: 'users' });
    expect(await env.lastRequest()).toMatchObject({ path: '/rest/ua/v15/users/status', query: '' });
  });
});
