// The published authorization and security cache calls that joined the catalog with issue 25: API key
// rotation and templates, default groups and realms, privileges of tokens, platform tokens, the
// organization's invites, temporary accesses, and more security cache and provider calls. Each call
// goes over real HTTP to the emulator; the tests check the request on the wire and the answer.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const SUPPORT = 'support@platform';

/** Two temporary accesses of one user to the organization: one in force, one expired. */
async function seedTemporaryAccesses() {
  await env.seed({
    records: {
      [DEFAULT_ORGANIZATION_ID]: {
        temporaryAccesses: [
          { id: 'ta-live', user: { username: SUPPORT }, dateGranted: 1, expirationDate: Date.now() + 60_000 },
          { id: 'ta-old', user: { username: SUPPORT }, dateGranted: 1, expirationDate: 2 },
        ],
      },
    },
  });
}

describe('apiKeys: rotation and templates', () => {
  it('rotates a key by its rotation secret, which the body must hold', async () => {
    const client = env.client();
    const rotated = await client.apiKeys.rotate({
      rotationSecret: 'secret-1',
      previousKeyExpirationPeriod: 'PT1H',
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/apikeys/rotate`, endpoint: 'apiKeys.rotate' });
    expect(JSON.parse(wire.body)).toEqual({
      rotationSecret: 'secret-1',
      previousKeyExpirationPeriod: 'PT1H',
    });
    expect(rotated).toBeTypeOf('object');
    const refused = await rejection(client.apiKeys.rotate({} as never));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/rotationSecret/);
  });

  it('lists the API key templates', async () => {
    const templates = await env.client().apiKeys.templates.list();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${org}/templates/apikeys` });
    expect(Array.isArray(templates)).toBe(true);
  });
});

describe('groups: default groups and the realms of the organization', () => {
  it('lists the default groups', async () => {
    const defaults = await env.client().groups.listDefaults();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${org}/defaultgroups` });
    expect(Array.isArray(defaults)).toBe(true);
  });

  it('adds realms to groups, lists them, and replaces the groups of one', async () => {
    const client = env.client();
    const group = await client.groups.create({ displayName: 'Realm holders' });
    const realm = {
      id: 'realm-sso',
      provider: 'SAML' as const,
      displayName: 'Corporate SSO',
      groups: [{ id: group.id }],
    };
    expect(await client.groups.realms.addToGroups([realm])).toEqual({});
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${org}/realms`,
      endpoint: 'groups.realms.addToGroups',
    });
    expect(JSON.parse(wire.body)).toEqual([realm]);

    const all = await client.groups.realms.listAll();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${org}/realms` });
    expect(all?.map((listed) => listed.id)).toContain('realm-sso');

    const updated = await client.groups.realms.updateGroups('realm-sso', { ...realm, groups: [] });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${org}/realms/realm-sso` });
    expect(JSON.parse(wire.body).groups).toEqual([]);
    expect(updated).toMatchObject({ id: 'realm-sso', groups: [] });
  });
});

describe('privileges: general access, tokens, platform tokens', () => {
  it('evaluates general access to an organization', async () => {
    const evaluation = await env
      .client()
      .privileges.evaluateGeneralAccess({ organizationId: DEFAULT_ORGANIZATION_ID });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: '/rest/privilege/evaluate/general-access' });
    expect(JSON.parse(wire.body)).toEqual({ organizationId: DEFAULT_ORGANIZATION_ID });
    expect(evaluation).toBeTypeOf('object');
  });

  it('lists the privileges of a token, by GET and by POST (where the token is required)', async () => {
    const client = env.client();
    const byGet = await client.privileges.listForToken({ accessToken: 'some-token' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/privileges/token`,
      query: 'accessToken=some-token',
    });
    expect(Array.isArray(byGet)).toBe(true);
    const byPost = await client.privileges.listForGivenToken({ accessToken: 'some-token' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/privileges/token`,
      query: 'accessToken=some-token',
    });
    expect(Array.isArray(byPost)).toBe(true);
    expect((await rejection(client.privileges.listForGivenToken({} as never))).status).toBe(400);

    const platform = await client.privileges.listForPlatformTokens();
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/privileges/platformtokens`,
    });
    expect(Array.isArray(platform)).toBe(true);
  });
});

describe('auth: platform tokens and the public certificates', () => {
  it('issues a platform token and reads the keys that verify it', async () => {
    const client = env.client();
    const body = {
      body: {
        organizationId: DEFAULT_ORGANIZATION_ID,
        privileges: [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW', targetId: '*' }],
      },
    };
    const issued = await client.auth.createPlatformToken(body, { validityPeriod: 'PT1H' });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${org}/tokens`,
      query: 'validityPeriod=PT1H',
      endpoint: 'auth.createPlatformToken',
    });
    expect(JSON.parse(wire.body)).toEqual(body);
    expect(issued.token).toEqual(expect.any(String));

    const certificates = await client.auth.getPublicCertificates();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: '/rest/tokens/certificates' });
    expect(Array.isArray(certificates?.keys)).toBe(true);
  });
});

describe('organizations: invites and temporary accesses', () => {
  it("lists an organization's pending invites", async () => {
    const client = env.client();
    const group = await client.groups.create({ displayName: 'Invited' });
    await client.groups.invites.create(group.id, { email: 'new@example.com' }, { sendEmail: false });
    const invites = await client.organizations.listInvites(DEFAULT_ORGANIZATION_ID);
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/invites`,
      endpoint: 'organizations.listInvites',
    });
    expect(invites?.map((invite) => invite.email)).toContain('new@example.com');
  });

  it("lists the organization's temporary accesses in force, expired, and those of one user", async () => {
    const client = env.client();
    await seedTemporaryAccesses();
    const active = await client.organizations.access.listActiveTemporary();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${org}/access/temporary/active` });
    expect(active?.map((access) => access.id)).toEqual(['ta-live']);
    const expired = await client.organizations.access.listExpiredTemporary();
    expect((await env.lastRequest()).path).toBe(`${org}/access/temporary/expired`);
    expect(expired?.map((access) => access.id)).toEqual(['ta-old']);
    const ofUser = await client.organizations.access.listTemporaryForUser(SUPPORT);
    expect((await env.lastRequest()).path).toBe(
      `${org}/access/temporary/users/${encodeURIComponent(SUPPORT)}`,
    );
    expect(ofUser?.map((access) => access.id).sort()).toEqual(['ta-live', 'ta-old']);
  });
});

describe('users: temporary accesses', () => {
  it("lists, reads and revokes a user's temporary accesses", async () => {
    const client = env.client();
    await seedTemporaryAccesses();
    const user = `/rest/users/${encodeURIComponent(SUPPORT)}/access/temporary`;

    const all = await client.users.listTemporaryAccess(SUPPORT);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: user });
    expect(all?.map((access) => access.id).sort()).toEqual(['ta-live', 'ta-old']);
    expect((await client.users.listActiveTemporaryAccess(SUPPORT))?.map((access) => access.id)).toEqual([
      'ta-live',
    ]);
    expect((await env.lastRequest()).path).toBe(`${user}/active`);
    expect((await client.users.listExpiredTemporaryAccess(SUPPORT))?.map((access) => access.id)).toEqual([
      'ta-old',
    ]);
    expect((await env.lastRequest()).path).toBe(`${user}/expired`);

    expect(await client.users.getTemporaryAccess(SUPPORT, 'ta-live')).toMatchObject({ id: 'ta-live' });
    expect((await env.lastRequest()).path).toBe(`${user}/ta-live`);
    const before = Date.now();
    const revoked = await client.users.deleteTemporaryAccess(SUPPORT, 'ta-live');
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${user}/ta-live` });
    expect(revoked).toMatchObject({ id: 'ta-live' });
    expect(Number(revoked.revocationDate)).toBeGreaterThanOrEqual(before);
    const inactive = await client.users.listInactiveTemporaryAccess(SUPPORT);
    expect((await env.lastRequest()).path).toBe(`${user}/inactive`);
    expect(inactive?.map((access) => access.id).sort()).toEqual(['ta-live', 'ta-old']);
    expect((await rejection(client.users.getTemporaryAccess(SUPPORT, 'no-such-access'))).status).toBe(404);
  });
});

describe('securityProviders: created with an id the platform gives, listed in pages', () => {
  it('creates a provider, reads it, and lists it by page and by id', async () => {
    const client = env.client();
    const created = await client.securityProviders.create({ name: 'Published provider', type: 'EXPANDED' });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/securityproviders` });
    expect(JSON.parse(wire.body)).toEqual({ name: 'Published provider', type: 'EXPANDED' });
    expect(created).toMatchObject({ id: expect.any(String), name: 'Published provider' });
    expect(await client.securityProviders.get(created.id!)).toMatchObject({ name: 'Published provider' });

    const page = await client.securityProviders.listPaged({ filter: 'Published', page: 0, perPage: 10 });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/securityproviders/page`,
      query: 'filter=Published&page=0&perPage=10',
    });
    expect(page?.items?.map((provider) => provider.id)).toContain(created.id);

    const byIds = await client.securityProviders.listByIds([created.id!], { perPage: 5 });
    const idsWire = await env.lastRequest();
    expect(idsWire).toMatchObject({
      method: 'POST',
      path: `${org}/securityproviders/batch/filter`,
      query: 'perPage=5',
    });
    expect(JSON.parse(idsWire.body)).toEqual([created.id]);
    expect(byIds.items?.map((provider) => provider.id)).toEqual([created.id]);
  });
});

describe('securityCache: the published calls', () => {
  it('cancels a refresh and turns disabled identities back on, for one provider or all', async () => {
    const client = env.client();
    await client.securityProviders.createOrUpdate('corp', { name: 'corp', type: 'EXPANDED' });
    expect(await client.securityCache.cancelProviderRefresh('corp')).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/securitycache/corp/refresh/cancel`,
      endpoint: 'securityCache.cancelProviderRefresh',
    });
    expect(await client.securityCache.enableProviderDisabledEntities('corp')).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/securitycache/corp/disabled/enable`,
    });
    expect(await client.securityCache.enableDisabledEntities()).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/securitycache/disabled/enable`,
    });
  });

  it('lists the online caches, and the identities of a provider in one of them', async () => {
    const client = env.client();
    const online = await client.securityCache.listOnlineCacheIds();
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/securitycache/status/online`,
    });
    expect(Array.isArray(online)).toBe(true);
    const entities = await client.securityCache.listCacheEntities('cache-1', 'corp', {
      states: ['IN_ERROR', 'DISABLED'],
      page: 0,
      perPage: 25,
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/securitycache/cache-1/entities/corp`,
      query: 'states=IN_ERROR&states=DISABLED&page=0&perPage=25',
    });
    expect(entities).toBeTypeOf('object');
    const refused = await env.sendJson('GET', `${org}/securitycache/cache-1/entities/corp?states=SLEEPING`);
    expect(refused.status).toBe(400);
  });

  it('reads and replaces a security cache schedule (deprecated calls)', async () => {
    const client = env.client();
    await client.securityProviders.createOrUpdate('corp', { name: 'corp', type: 'EXPANDED' });
    const [schedule] = (await client.securityCache.listSchedules())!;
    const read = await client.securityCache.getSchedule(schedule.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/securitycache/schedules/${schedule.id}`,
    });
    expect(read).toMatchObject({ id: schedule.id });
    const replaced = await client.securityCache.updateSchedule(schedule.id, { ...read, enabled: false });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${org}/securitycache/schedules/${schedule.id}` });
    expect(JSON.parse(wire.body).enabled).toBe(false);
    expect(replaced).toMatchObject({ id: schedule.id, enabled: false });
    expect((await rejection(client.securityCache.getSchedule('no-such-schedule'))).status).toBe(404);
  });
});
