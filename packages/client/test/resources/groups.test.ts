import { redactCredential } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/groups`;
const INVITEE = { token: 'invitee-token', username: 'invitee@example.com', email: 'invitee@example.com' };

const viewSources = { owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' };
const editFields = { owner: 'PLATFORM', targetDomain: 'FIELD', type: 'EDIT' };

/** A second user of the default organization, for invites. */
async function seedInvitee() {
  await env.seed({
    tokens: [
      {
        ...INVITEE,
        displayName: 'Invited User',
        organizations: [DEFAULT_ORGANIZATION_ID],
      },
    ],
  });
  return env.client({ accessToken: INVITEE.token });
}

/** A raw call to the emulator, for input the typed client would not send. */
function raw(path: string, init: RequestInit & { token?: string } = {}) {
  return fetch(`${env.url}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${init.token ?? DEFAULT_TOKEN}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });
}

describe('groups', () => {
  it('creates, lists, reads, updates and deletes a group, with the query options on the wire', async () => {
    const client = env.client();
    const group = await client.groups.create(
      { displayName: 'Editors', privileges: [viewSources] },
      { canEditItself: true, sendEmailToInvitedUsers: false },
    );
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: base,
      query: 'canEditItself=true&sendEmailToInvitedUsers=false',
    });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(wire.headers.authorization).toBe(redactCredential(`Bearer ${DEFAULT_TOKEN}`));
    expect(JSON.parse(wire.body)).toEqual({ displayName: 'Editors', privileges: [viewSources] });
    expect(group).toMatchObject({
      displayName: 'Editors',
      canEditItself: true,
      privileges: [viewSources],
      members: [],
      invites: [],
      realms: [],
    });
    expect(group.id).toMatch(/[0-9a-f-]{36}/);

    expect(await client.groups.list()).toEqual([
      expect.objectContaining({ id: group.id, displayName: 'Editors' }),
    ]);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: base, query: '', body: '' });

    // A group as the platform publishes it: canEditItself is a creation option, not a field of the group.
    const { canEditItself: _option, ...published } = group;
    expect(await client.groups.get(group.id)).toEqual(published);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/${group.id}` });

    const updated = await client.groups.update(
      group.id,
      { ...group, displayName: 'Senior editors', privileges: [viewSources, editFields] },
      { sendEmailToInvitedUsers: true },
    );
    wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${base}/${group.id}`,
      query: 'sendEmailToInvitedUsers=true',
    });
    expect(JSON.parse(wire.body).displayName).toBe('Senior editors');
    expect(updated).toEqual({});
    const reread = await client.groups.get(group.id);
    expect(reread).toEqual({
      ...published,
      displayName: 'Senior editors',
      privileges: [viewSources, editFields],
    });
    expect(reread!.privileges).toEqual([viewSources, editFields]);

    expect(await client.groups.delete(group.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${base}/${group.id}` });
    expect(await client.groups.list()).toEqual([]);
    const error = await rejection(client.groups.get(group.id));
    expect(error).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
  });

  it('defaults canEditItself to false and sends no query string when no option is given', async () => {
    const client = env.client();
    const group = await client.groups.create({ displayName: 'Plain' });
    expect((await env.lastRequest()).query).toBe('');
    expect(group.canEditItself).toBe(false);
  });

  it('creates a group with members, invites and realms, and keeps them in the group', async () => {
    const client = env.client();
    const group = await client.groups.create({
      displayName: 'Full',
      members: [{ username: 'a@example.com', displayName: 'A' }],
      invites: [{ email: 'b@example.com' }],
      realms: [{ id: 'realm-1', provider: 'SAML', displayName: 'Corporate SSO' }],
    });
    expect(group.members).toEqual([{ id: 'a@example.com', username: 'a@example.com', displayName: 'A' }]);
    expect(group.invites).toEqual([expect.objectContaining({ id: 'b@example.com', email: 'b@example.com' })]);
    expect(await client.groups.members.list(group.id)).toHaveLength(1);
    expect(await client.groups.invites.list(group.id)).toHaveLength(1);
    expect(await client.groups.realms.list(group.id)).toHaveLength(1);
  });

  it('gives the privileges the caller holds only through a group', async () => {
    const client = env.client();
    const me = { username: 'admin@emulator.local' };
    const first = await client.groups.create({ displayName: 'First', privileges: [viewSources, editFields] });
    const second = await client.groups.create({ displayName: 'Second', privileges: [viewSources] });
    // Not a member yet: nothing is exclusive.
    expect(await client.groups.getExclusivePrivileges(first.id)).toEqual([]);
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/${first.id}/privileges/exclusive/me`,
    });
    await client.groups.members.add(first.id, me);
    expect(await client.groups.getExclusivePrivileges(first.id)).toEqual([viewSources, editFields]);
    await client.groups.members.add(second.id, me);
    expect(await client.groups.getExclusivePrivileges(first.id)).toEqual([editFields]);
    expect(await client.groups.getExclusivePrivileges(second.id)).toEqual([]);
    expect((await rejection(client.groups.getExclusivePrivileges('nope'))).status).toBe(404);
  });

  it('answers 404 for unknown groups on every group route', async () => {
    const client = env.client();
    const calls: Array<() => Promise<unknown>> = [
      () => client.groups.update('missing', { displayName: 'x' }),
      () => client.groups.delete('missing'),
      () => client.groups.invites.list('missing'),
      () => client.groups.invites.create('missing', { email: 'x@example.com' }),
      () => client.groups.invites.accept('missing'),
      () => client.groups.members.list('missing'),
      () => client.groups.members.add('missing', { username: 'x' }),
      () => client.groups.realms.list('missing'),
      () => client.groups.realms.add('missing', { id: 'r', provider: 'EMAIL', displayName: 'R' }),
    ];
    for (const call of calls) {
      const error = await rejection(call());
      expect(error.status).toBe(404);
      expect(JSON.stringify(error.body)).toContain("Group 'missing' does not exist.");
    }
  });

  it('refuses malformed groups with 400 errors naming the problem', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, "'displayName' is required"],
      [{ displayName: ' ' }, "'displayName' is required"],
      [{ displayName: 42 }, "the body's /displayName must be of type string"],
      [[], "the body's / must be of type object"],
      [{ displayName: 'x', members: 'a' }, "the body's /members must be of type array"],
      [{ displayName: 'x', members: [{}] }, "members[0]: the field 'username'"],
      [
        { displayName: 'x', members: [{ username: 'a', provider: 'MYSPACE' }] },
        'the body\'s /members/0/provider must be one of "SALESFORCE"',
      ],
      [
        { displayName: 'x', members: [{ username: 'a' }, { username: 'a' }] },
        'must NOT have duplicate items',
      ],
      [
        { displayName: 'x', members: [{ username: 'a' }, { username: 'a', email: 'a@b.c' }] },
        'appears twice',
      ],
      [{ displayName: 'x', invites: [{ displayName: 'nobody' }] }, "needs an 'email', a 'username'"],
      [{ displayName: 'x', realms: [{ id: 'r', displayName: 'R' }] }, "'provider' is required"],
      [{ displayName: 'x', privileges: [{ owner: 'PLATFORM' }] }, "privileges[0]: the field 'targetDomain'"],
      [{ displayName: 'x', canEditItself: 'yes' }, "'canEditItself' must be a boolean"],
    ];
    for (const [body, message] of cases) {
      const response = await raw(base, { method: 'POST', body: JSON.stringify(body) });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await response.json();
      expect(error.message, JSON.stringify(body)).toContain(message);
    }
    const badJson = await raw(base, { method: 'POST', body: '{"displayName": ' });
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).errorCode).toBe('INVALID_JSON');
    const badQuery = await raw(`${base}?canEditItself=maybe`, {
      method: 'POST',
      body: JSON.stringify({ displayName: 'x' }),
    });
    expect(badQuery.status).toBe(400);
    expect((await badQuery.json()).message).toContain(
      "the query parameter 'canEditItself' must be of type boolean",
    );
    expect(await env.client().groups.list()).toEqual([]);
  });

  it('deleting a group removes its members, invites and realms', async () => {
    const client = env.client();
    const group = await client.groups.create({ displayName: 'Doomed' });
    await client.groups.members.add(group.id, { username: 'm@example.com' });
    await client.groups.invites.create(group.id, { email: 'i@example.com' });
    await client.groups.realms.add(group.id, { id: 'r1', provider: 'GOOGLE', displayName: 'G' });
    await client.groups.delete(group.id);
    // A new group with the same name starts empty, and the old id's sub-records are gone.
    const again = await client.groups.create({ displayName: 'Doomed' });
    expect(again).toMatchObject({ members: [], invites: [], realms: [] });
    expect((await rejection(client.groups.members.get(group.id, 'm@example.com'))).status).toBe(404);
    expect((await rejection(client.groups.realms.get(group.id, 'r1'))).status).toBe(404);
  });
});

describe('groups.invites', () => {
  it('creates (sendEmail=true by default), lists and deletes invites', async () => {
    const client = env.client();
    const group = await client.groups.create({ displayName: 'G' });
    const before = Date.now();
    const invite = await client.groups.invites.create(group.id, {
      email: 'new@example.com',
      provider: 'EMAIL',
    });
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${base}/${group.id}/invites`,
      query: 'sendEmail=true',
    });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(JSON.parse(wire.body)).toEqual({ email: 'new@example.com', provider: 'EMAIL' });
    expect(invite).toMatchObject({ id: 'new@example.com', email: 'new@example.com', provider: 'EMAIL' });
    expect(invite.invitedDate).toBeGreaterThanOrEqual(before);
    expect(invite.expirationDate).toBe(invite.invitedDate! + 7 * 24 * 3600 * 1000);

    await client.groups.invites.create(group.id, { username: 'quiet@example.com' }, { sendEmail: false });
    wire = await env.lastRequest();
    expect(wire.query).toBe('sendEmail=false');

    expect(await client.groups.invites.list(group.id)).toEqual([
      expect.objectContaining({ id: 'new@example.com' }),
      expect.objectContaining({ id: 'quiet@example.com' }),
    ]);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/${group.id}/invites` });
    expect((await client.groups.get(group.id))?.invites).toHaveLength(2);

    expect(await client.groups.invites.delete(group.id, 'new@example.com')).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/${group.id}/invites/new%40example.com`,
    });
    expect(await client.groups.invites.list(group.id)).toEqual([
      expect.objectContaining({ id: 'quiet@example.com' }),
    ]);
    expect((await rejection(client.groups.invites.delete(group.id, 'new@example.com'))).status).toBe(404);
  });

  it('refuses duplicate invites (409), invites of members (409), and malformed ones (400)', async () => {
    const client = env.client();
    const group = await client.groups.create({ displayName: 'G', members: [{ username: 'm@example.com' }] });
    await client.groups.invites.create(group.id, { email: 'x@example.com' });
    expect((await rejection(client.groups.invites.create(group.id, { email: 'x@example.com' }))).status).toBe(
      409,
    );
    expect(
      (await rejection(client.groups.invites.create(group.id, { username: 'm@example.com' }))).status,
    ).toBe(409);

    const path = `${base}/${group.id}/invites`;
    for (const [body, message] of [
      [{}, "needs an 'email'"],
      [{ email: 5 }, "the body's /email must be of type string"],
      [{ email: 'a@b.c', provider: 'AOL' }, 'the body\'s /provider must be one of "SALESFORCE"'],
      [{ email: 'a@b.c', expirationDate: 'soon' }, "'expirationDate' must be a number"],
      ['text', "the body's / must be of type object"],
    ] as const) {
      const response = await raw(path, { method: 'POST', body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
    const badQuery = await raw(`${path}?sendEmail=sometimes`, {
      method: 'POST',
      body: JSON.stringify({ email: 'y@example.com' }),
    });
    expect(badQuery.status).toBe(400);
    expect((await badQuery.json()).message).toContain(
      "the query parameter 'sendEmail' must be of type boolean",
    );
  });

  it('lets the invited user accept: the invite becomes a membership', async () => {
    const admin = env.client();
    const invitee = await seedInvitee();
    const group = await admin.groups.create({ displayName: 'G' });
    await admin.groups.invites.create(group.id, { email: INVITEE.email });

    // Someone else may not accept it.
    const forbidden = await rejection(admin.groups.invites.accept(group.id));
    expect(forbidden).toMatchObject({ status: 403, errorCode: 'FORBIDDEN' });

    expect(await invitee.groups.invites.accept(group.id)).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/${group.id}/invites/accept`, body: '{}' });
    expect(wire.headers.authorization).toBe(redactCredential(`Bearer ${INVITEE.token}`));

    expect(await admin.groups.invites.list(group.id)).toEqual([]);
    expect(await admin.groups.members.get(group.id, INVITEE.username)).toMatchObject({
      username: INVITEE.username,
      email: INVITEE.email,
      displayName: 'Invited User',
    });
    // Nothing left to accept.
    expect((await rejection(invitee.groups.invites.accept(group.id))).status).toBe(403);
  });

  it('lets the invited user decline: the invite is removed, no membership', async () => {
    const admin = env.client();
    const invitee = await seedInvitee();
    const group = await admin.groups.create({ displayName: 'G' });
    await admin.groups.invites.create(group.id, { username: INVITEE.username });
    expect((await rejection(admin.groups.invites.decline(group.id))).status).toBe(403);

    expect(await invitee.groups.invites.decline(group.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/${group.id}/invites/decline`,
      body: '{}',
    });
    expect(await admin.groups.invites.list(group.id)).toEqual([]);
    expect(await admin.groups.members.list(group.id)).toEqual([]);
  });

  it('refuses to accept an expired invite', async () => {
    const admin = env.client();
    const invitee = await seedInvitee();
    const group = await admin.groups.create({ displayName: 'G' });
    await admin.groups.invites.create(group.id, { email: INVITEE.email, expirationDate: Date.now() - 1000 });
    const error = await rejection(invitee.groups.invites.accept(group.id));
    expect(error).toMatchObject({ status: 403, errorCode: 'INVITE_EXPIRED' });
    expect(await admin.groups.members.list(group.id)).toEqual([]);
  });
});

describe('groups.members', () => {
  it('adds (sendEmailOnInvite=true by default), lists, reads and deletes members', async () => {
    const client = env.client();
    const group = await client.groups.create({ displayName: 'G', invites: [{ email: 'bob@example.com' }] });
    const added = await client.groups.members.add(group.id, {
      username: 'bob@example.com',
      displayName: 'Bob',
      provider: 'GOOGLE',
    });
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${base}/${group.id}/members`,
      query: 'sendEmailOnInvite=true',
    });
    expect(JSON.parse(wire.body)).toEqual({
      username: 'bob@example.com',
      displayName: 'Bob',
      provider: 'GOOGLE',
    });
    expect(added).toEqual({});
    const member = await client.groups.members.get(group.id, 'bob@example.com');
    expect(member).toEqual({
      id: 'bob@example.com',
      username: 'bob@example.com',
      displayName: 'Bob',
      provider: 'GOOGLE',
    });
    // Bob's pending invite is fulfilled.
    expect(await client.groups.invites.list(group.id)).toEqual([]);

    await client.groups.members.add(group.id, { username: 'eve' }, { sendEmailOnInvite: false });
    wire = await env.lastRequest();
    expect(wire.query).toBe('sendEmailOnInvite=false');

    expect((await client.groups.members.list(group.id))?.map((m) => m.username)).toEqual([
      'bob@example.com',
      'eve',
    ]);
    expect(await client.groups.members.get(group.id, 'bob@example.com')).toEqual(member);
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/${group.id}/members/bob%40example.com`,
    });

    expect(await client.groups.members.delete(group.id, 'eve')).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/${group.id}/members/eve`,
    });
    expect(await client.groups.members.list(group.id)).toHaveLength(1);
    expect((await rejection(client.groups.members.get(group.id, 'eve'))).status).toBe(404);
    expect((await rejection(client.groups.members.delete(group.id, 'eve'))).status).toBe(404);
  });

  it('refuses a duplicate member (409) and malformed members (400)', async () => {
    const client = env.client();
    const group = await client.groups.create({ displayName: 'G' });
    await client.groups.members.add(group.id, { username: 'a' });
    expect((await rejection(client.groups.members.add(group.id, { username: 'a' }))).status).toBe(409);
    const path = `${base}/${group.id}/members`;
    for (const [body, message] of [
      [{}, "'username' is required"],
      [{ username: '' }, "'username' is required"],
      [{ username: 'b', displayName: [] }, "the body's /displayName must be of type string"],
      [{ username: 'b', provider: 'FACEBOOK' }, 'the body\'s /provider must be one of "SALESFORCE"'],
      [null, "the body's / must be of type object"],
    ] as const) {
      const response = await raw(path, { method: 'POST', body: JSON.stringify(body) });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
    const noBody = await raw(path, { method: 'POST' });
    expect(noBody.status).toBe(400);
    expect((await noBody.json()).errorCode).toBe('MISSING_BODY');
    const badQuery = await raw(`${path}?sendEmailOnInvite=sometimes`, {
      method: 'POST',
      body: JSON.stringify({ username: 'c' }),
    });
    expect(badQuery.status).toBe(400);
    expect(await client.groups.members.list(group.id)).toHaveLength(1);
  });
});

describe('groups.realms', () => {
  it('adds, lists, reads and deletes realms', async () => {
    const client = env.client();
    const group = await client.groups.create({ displayName: 'G' });
    const realm = { id: 'realm-1', provider: 'OFFICE365' as const, displayName: 'Office' };
    expect(await client.groups.realms.add(group.id, realm)).toEqual(realm);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/${group.id}/realms`, query: '' });
    expect(JSON.parse(wire.body)).toEqual(realm);

    expect(await client.groups.realms.list(group.id)).toEqual([realm]);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/${group.id}/realms` });
    expect(await client.groups.realms.get(group.id, 'realm-1')).toEqual(realm);
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/${group.id}/realms/realm-1`,
    });
    expect((await rejection(client.groups.realms.add(group.id, realm))).status).toBe(409);

    expect(await client.groups.realms.delete(group.id, 'realm-1')).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/${group.id}/realms/realm-1`,
    });
    expect(await client.groups.realms.list(group.id)).toEqual([]);
    expect((await rejection(client.groups.realms.get(group.id, 'realm-1'))).status).toBe(404);
    expect((await rejection(client.groups.realms.delete(group.id, 'realm-1'))).status).toBe(404);
  });

  it('refuses malformed realms with 400', async () => {
    const client = env.client();
    const group = await client.groups.create({ displayName: 'G' });
    const path = `${base}/${group.id}/realms`;
    for (const [body, message] of [
      [{ provider: 'SAML', displayName: 'x' }, "'id' is required"],
      [{ id: 'r', provider: 'SAML' }, "'displayName' is required"],
      [{ id: 'r', displayName: 'x' }, "'provider' is required: one of SALESFORCE"],
      [{ id: 'r', provider: 'LDAP', displayName: 'x' }, 'the body\'s /provider must be one of "SALESFORCE"'],
      [
        { id: 'r', provider: 'SAML', displayName: 'x', samlIdentityProviderId: 1 },
        "the body's /samlIdentityProviderId must be of type string",
      ],
    ] as const) {
      const response = await raw(path, { method: 'POST', body: JSON.stringify(body) });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
    expect(await client.groups.realms.list(group.id)).toEqual([]);
  });
});

describe('groups, on odd seeded records', () => {
  it('answers without a server error', async () => {
    await env.seed({
      records: {
        [DEFAULT_ORGANIZATION_ID]: {
          groups: [
            { id: 'odd', displayName: 'Odd', members: 'x', invites: [null, 3], realms: {}, privileges: [7] },
          ],
          subscriptions: [{ id: 'odd-sub', name: 'Odd', type: 'WEB_HOOK', frequency: 'LIVE', url: 5 }],
        },
      },
    });
    const client = env.client();
    expect(await client.groups.members.list('odd')).toEqual([]);
    expect(await client.groups.invites.list('odd')).toEqual([]);
    expect(await client.groups.realms.list('odd')).toEqual([]);
    expect(await client.groups.getExclusivePrivileges('odd')).toEqual([]);
    expect((await rejection(client.groups.invites.accept('odd'))).status).toBe(403);
    expect(await client.groups.members.add('odd', { username: 'u' })).toEqual({});
    expect(await client.groups.members.list('odd')).toEqual([{ id: 'u', username: 'u' }]);
    expect(await client.groups.getExclusivePrivileges('odd')).toEqual([]);
    expect(await client.subscriptions.test('odd-sub')).toEqual({});
    expect((await client.subscriptions.get('odd-sub'))?.health).toBe('PROBLEMATIC');
  });
});
