// The published authorization and security cache calls that joined the catalog with issue 25: API key
// rotation and templates, default groups and realms, privileges of tokens, platform tokens, the
// organization's invites, temporary accesses, and more security cache and provider calls. Each call
// goes over real HTTP to the emulator; the tests check the request on the wire, an answer the
// published schema allows, the state the emulator keeps, and the platform's 400s and 404s.
import { createPublicKey, generateKeyPairSync, type JsonWebKey, verify } from 'node:crypto';
import { OTHER_ORGANIZATION_ID } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_TOKEN,
  rejection,
  sleep,
  useEmulator,
} from '../../../../test/support';
import { expectPublishedAnswer, wireOf } from './publishedAnswers';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const wire = async () => wireOf(await env.lastRequest());
/** The emulator's own user: the one the default token belongs to. */
const ADMIN = 'admin@emulator.local';

describe('apiKeys: rotation and templates', () => {
  it('rotates a key by its rotation secret, which the body must hold', async () => {
    const client = env.client();
    const { rotationSecret } = await client.apiKeys.create({ displayName: 'Rotated', privileges: [] });
    const rotated = await client.apiKeys.rotate({
      rotationSecret: rotationSecret!,
      previousKeyExpirationPeriod: 'PT1H',
    });
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${org}/apikeys/rotate`,
      query: {},
      body: { rotationSecret, previousKeyExpirationPeriod: 'PT1H' },
      endpoint: 'apiKeys.rotate',
    });
    expectPublishedAnswer('apiKeys.rotate', rotated);
    const refused = await rejection(client.apiKeys.rotate({} as never));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/rotationSecret/);
  });

  it('rotates the key whose rotation secret the body gives: a new key with its value, the old one expiring', async () => {
    const client = env.client();
    const privileges = [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' as const }];
    const old = await client.apiKeys.create({ displayName: 'Crawler', privileges });
    expect(old.rotationSecret).toEqual(expect.any(String));
    const before = Date.now();
    const rotated = await client.apiKeys.rotate({
      rotationSecret: old.rotationSecret!,
      previousKeyExpirationPeriod: 'PT1H',
      newKeyExpirationPeriod: 'P30D',
    });
    expectPublishedAnswer('apiKeys.rotate', rotated);
    expect(rotated).toMatchObject({ displayName: 'Crawler', privileges, enabled: true, status: 'ENABLED' });
    expect(rotated.id).not.toBe(old.id);
    expect(rotated.value).toEqual(expect.any(String));
    expect([old.value, old.rotationSecret]).not.toContain(rotated.value);
    expect(rotated.expirationDate).toBeGreaterThanOrEqual(before + 30 * 86_400_000);
    const expiring = await client.apiKeys.get(old.id!);
    expect(expiring.status).toBe('SOON_TO_BE_EXPIRED');
    expect(expiring.expirationDate).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(expiring.expirationDate).toBeLessThan(before + 3_700_000);
    // Both keys work until the old one expires; the new one is the organization's.
    for (const key of [old.value!, rotated.value!]) {
      expect(await env.client({ accessToken: key }).sources.list()).toBeDefined();
    }
    // A rotation secret is used once; without a grace period the old key expires at once.
    const reused = await rejection(client.apiKeys.rotate({ rotationSecret: old.rotationSecret! }));
    expect(reused.status).toBe(404);
    expect(reused.message).not.toContain(old.rotationSecret!);
    await client.apiKeys.rotate({ rotationSecret: rotated.rotationSecret! });
    expect((await rejection(env.client({ accessToken: rotated.value! }).sources.list())).status).toBe(401);
  });

  it('lists the API key templates', async () => {
    const templates = await env.client().apiKeys.templates.list();
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/templates/apikeys`,
      endpoint: 'apiKeys.templates.list',
    });
    expect(Array.isArray(templates)).toBe(true);
    expectPublishedAnswer('apiKeys.templates.list', templates);
  });

  it('lists the templates that apiKeys.templates.get reads', async () => {
    const client = env.client();
    const templates = await client.apiKeys.templates.list();
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates) {
      expect(await client.apiKeys.templates.get(template.id!)).toEqual(template);
    }
    const eligibility = await client.apiKeys.templates.listPrivilegesEligibility();
    expect(eligibility.map(({ id }) => id).sort()).toEqual(templates.map(({ id }) => id).sort());
  });
});

describe('groups: default groups and the realms of the organization', () => {
  it('lists the default groups', async () => {
    const defaults = await env.client().groups.listDefaults();
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/defaultgroups`,
      endpoint: 'groups.listDefaults',
    });
    expect(Array.isArray(defaults)).toBe(true);
    expectPublishedAnswer('groups.listDefaults', defaults);
  });

  it('lists the realms of the organization, adds realms to groups, and 404 for an unknown realm', async () => {
    const client = env.client();
    const all = await client.groups.realms.listAll();
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/realms`,
      endpoint: 'groups.realms.listAll',
    });
    expect(all).toEqual([]);

    const group = await client.groups.create({ displayName: 'Realm holders' });
    const realm = {
      id: 'realm-sso',
      provider: 'SAML' as const,
      displayName: 'Corporate SSO',
      groups: [{ id: group.id }],
    };
    await client.groups.realms.addToGroups([realm]);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${org}/realms`,
      body: [realm],
      endpoint: 'groups.realms.addToGroups',
    });
    const refused = await rejection(
      client.groups.realms.addToGroups([{ ...realm, provider: 'LDAP' as never }]),
    );
    expect(refused.status).toBe(400);

    const unknown = await rejection(
      client.groups.realms.updateGroups('no-such-realm', { ...realm, groups: [] }),
    );
    expect(unknown.status).toBe(404);
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${org}/realms/no-such-realm`,
      body: { ...realm, groups: [] },
    });
  });

  it('adds each realm of the body to its groups (201, no body), lists them with listAll and in groups.realms.list, and replaces the groups of one with updateGroups', async () => {
    const client = env.client();
    const support = await client.groups.create({ displayName: 'Support' });
    const sales = await client.groups.create({ displayName: 'Sales' });
    const [corporate, partners] = [
      { id: 'corp.example.com', provider: 'SAML' as const, displayName: 'Corporate' },
      { id: 'partners.example.com', provider: 'GOOGLE' as const, displayName: 'Partners' },
    ];
    const added = await client.groups.realms.addToGroups([
      { ...corporate, groups: [{ id: support.id }, { id: sales.id }] },
      { ...partners, groups: [{ id: sales.id }] },
    ]);
    expect(await env.lastRequest()).toMatchObject({ endpoint: 'groups.realms.addToGroups' });
    expect(added).toEqual({});
    const listed = await client.groups.realms.listAll();
    expectPublishedAnswer('groups.realms.listAll', listed);
    const named = (group: { id?: string }) => ({ id: group.id, displayName: expect.any(String) });
    expect(listed).toEqual([
      { ...corporate, groups: [named(support), named(sales)] },
      { ...partners, groups: [named(sales)] },
    ]);
    expect(await client.groups.realms.list(support.id!)).toEqual([corporate]);
    expect(await client.groups.realms.list(sales.id!)).toEqual([corporate, partners]);

    // The realm's groups become those of the body: Sales loses it, Support keeps it.
    const renamed = { ...corporate, displayName: 'Corporate SSO' };
    const updated = await client.groups.realms.updateGroups(corporate.id, {
      ...renamed,
      groups: [{ id: support.id }],
    });
    expect(await wire()).toMatchObject({ method: 'PUT', path: `${org}/realms/${corporate.id}` });
    expectPublishedAnswer('groups.realms.updateGroups', updated);
    expect(updated).toEqual({ ...renamed, groups: [{ id: support.id, displayName: 'Support' }] });
    expect(await client.groups.realms.list(sales.id!)).toEqual([partners]);
    expect(await client.groups.realms.list(support.id!)).toEqual([renamed]);

    // Refused, and nothing changes: a group the organization lacks, a body naming another realm.
    const ghost = await rejection(
      client.groups.realms.addToGroups([
        { ...partners, groups: [{ id: support.id }, { id: 'no-such-group' }] },
      ]),
    );
    expect(ghost.status).toBe(400);
    expect(ghost.message).toContain('no-such-group');
    const other = await rejection(
      client.groups.realms.updateGroups(corporate.id, { ...partners, groups: [] }),
    );
    expect(other.status).toBe(400);
    expect(await client.groups.realms.listAll()).toEqual([
      { ...renamed, groups: [{ id: support.id, displayName: 'Support' }] },
      { ...partners, groups: [{ id: sales.id, displayName: 'Sales' }] },
    ]);
  });

  it('lists as default groups those every organization starts with (Administrators, ...)', async () => {
    const client = env.client();
    const defaults = await client.groups.listDefaults();
    expect(defaults).toEqual([
      {
        id: expect.stringContaining(DEFAULT_ORGANIZATION_ID),
        displayName: 'Administrators',
        deletable: false,
        groupType: 'ADMINISTRATOR',
        privileges: await client.organizations.listPrivileges(),
      },
    ]);
    // Each organization has its own.
    const { id } = await client.organizations.create({ name: 'Second' });
    const theirs = await env.client({ organizationId: id }).groups.listDefaults();
    expect(theirs.map((group) => group.id)).toEqual([expect.stringContaining(id!)]);
  });
});

describe('privileges: general access, tokens, platform tokens', () => {
  it('evaluates general access to an organization', async () => {
    const evaluation = await env
      .client()
      .privileges.evaluateGeneralAccess({ organizationId: DEFAULT_ORGANIZATION_ID });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/privilege/evaluate/general-access',
      body: { organizationId: DEFAULT_ORGANIZATION_ID },
      endpoint: 'privileges.evaluateGeneralAccess',
    });
    expectPublishedAnswer('privileges.evaluateGeneralAccess', evaluation);
  });

  it('approves general access to an organization of the token, and refuses it for another', async () => {
    const client = env.client();
    const granted = await client.privileges.evaluateGeneralAccess({
      organizationId: DEFAULT_ORGANIZATION_ID,
    });
    expect(granted).toMatchObject({
      organizationId: DEFAULT_ORGANIZATION_ID,
      approved: true,
      evaluationReport: { privilegeEvaluationResultCodes: ['OPERATION_GRANTED'] },
    });
    const refused = await client.privileges.evaluateGeneralAccess({ organizationId: 'someone-elses' });
    expectPublishedAnswer('privileges.evaluateGeneralAccess', refused);
    expect(refused).toMatchObject({
      approved: false,
      evaluationReport: { privilegeEvaluationResultCodes: ['OPERATION_FORBIDDEN_FOR_ORGANIZATION'] },
    });
    // No organization named: nothing approved.
    expect(await client.privileges.evaluateGeneralAccess({})).toMatchObject({ approved: false });
  });

  it('lists the privileges of a token, by GET and by POST (where the token is required)', async () => {
    const client = env.client();
    const byGet = await client.privileges.listForToken({ accessToken: DEFAULT_TOKEN });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/privileges/token`,
      // Sent; the emulator's request log keeps no token.
      query: { accessToken: '[redacted]' },
      endpoint: 'privileges.listForToken',
    });
    expectPublishedAnswer('privileges.listForToken', byGet);
    const byPost = await client.privileges.listForGivenToken({ accessToken: DEFAULT_TOKEN });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${org}/privileges/token`,
      query: { accessToken: '[redacted]' },
      endpoint: 'privileges.listForGivenToken',
    });
    expectPublishedAnswer('privileges.listForGivenToken', byPost);
    const missing = await rejection(client.privileges.listForGivenToken({} as never));
    expect(missing.status).toBe(400);
    expect(missing.message).toMatch(/accessToken/);

    const platform = await client.privileges.listForPlatformTokens();
    expect(await wire()).toMatchObject({ method: 'GET', path: `${org}/privileges/platformtokens` });
    expectPublishedAnswer('privileges.listForPlatformTokens', platform);
  });

  it("lists the privileges of the token given (an API key's, a user's), as organizations.listMyPrivileges does for the caller", async () => {
    const client = env.client();
    const privileges = [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' as const }];
    const key = await client.apiKeys.create({ displayName: 'Reader', privileges });
    expect(await client.privileges.listForToken({ accessToken: key.value! })).toEqual(privileges);
    expect(await client.privileges.listForGivenToken({ accessToken: key.value! })).toEqual(privileges);
    const mine = await client.organizations.listMyPrivileges();
    expect(await client.privileges.listForToken({ accessToken: DEFAULT_TOKEN })).toEqual(mine);
    expect(await client.privileges.listForToken()).toEqual(mine);
    // A token the organization does not know is refused, and never repeated.
    const unknown = await rejection(client.privileges.listForGivenToken({ accessToken: 'not-a-token' }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).not.toContain('not-a-token');
    await client.apiKeys.disable(key.id!);
    expect((await rejection(client.privileges.listForToken({ accessToken: key.value! }))).status).toBe(401);
  });
});

describe('privileges.listForPlatformTokens: what a platform token may be given', () => {
  it("lists a user's every privilege, an API key's own: those createPlatformToken gives, and no other", async () => {
    const client = env.client();
    const everything = await client.privileges.listForPlatformTokens();
    expect(await wire()).toEqual({
      method: 'GET',
      path: `${org}/privileges/platformtokens`,
      query: {},
      body: undefined,
      endpoint: 'privileges.listForPlatformTokens',
    });
    expectPublishedAnswer('privileges.listForPlatformTokens', everything);
    expect(everything).toEqual(await client.organizations.listPrivileges());

    const privileges = [
      { owner: 'PLATFORM', targetDomain: 'ORGANIZATION', type: 'EDIT' as const },
      { owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' as const },
    ];
    const key = await client.apiKeys.create({ displayName: 'Token maker', privileges });
    const holder = env.client({ accessToken: key.value! });
    const givable = await holder.privileges.listForPlatformTokens();
    expect(givable).toEqual(privileges);
    const organizationId = DEFAULT_ORGANIZATION_ID;
    const given = await holder.auth.createPlatformToken({ body: { organizationId, privileges: givable } });
    expect(given.token).toEqual(expect.any(String));
    const edit = [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'EDIT' }];
    const refused = await rejection(
      holder.auth.createPlatformToken({ body: { organizationId, privileges: edit } }),
    );
    expect(refused.status).toBe(403);
  });
});

describe('auth: platform tokens and the public certificates', () => {
  it('issues a platform token and reads the public keys', async () => {
    const client = env.client();
    const body = {
      body: {
        organizationId: DEFAULT_ORGANIZATION_ID,
        privileges: [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW', targetId: '*' }],
      },
    };
    const issued = await client.auth.createPlatformToken(body, { validityPeriod: 'PT1H' });
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${org}/tokens`,
      query: { validityPeriod: 'PT1H' },
      body,
      endpoint: 'auth.createPlatformToken',
    });
    expectPublishedAnswer('auth.createPlatformToken', issued);
    const refused = await rejection(
      client.auth.createPlatformToken({ body: { privileges: 'all' as never } }, { validityPeriod: 'PT1H' }),
    );
    expect(refused.status).toBe(400);

    const certificates = await client.auth.getPublicCertificates();
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/tokens/certificates',
      endpoint: 'auth.getPublicCertificates',
    });
    expectPublishedAnswer('auth.getPublicCertificates', certificates);
  });

  it('issues a signed token (a JWT) for the privileges given, valid for validityPeriod, that the public certificates verify and the platform takes as a bearer token', async () => {
    const client = env.client();
    const privileges = [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW', targetId: '*' }];
    const before = Math.floor(Date.now() / 1000);
    const { token } = await client.auth.createPlatformToken(
      { body: { organizationId: DEFAULT_ORGANIZATION_ID, privileges } },
      { validityPeriod: 'PT2H' },
    );
    const [header, claims, signature] = token!.split('.');
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());
    const payload = decode(claims);
    expect(payload).toMatchObject({
      body: { organizationId: DEFAULT_ORGANIZATION_ID, privileges },
      sub: ADMIN,
      jti: expect.any(String),
    });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp - payload.iat).toBe(2 * 3600);

    // The public certificates hold the key that verifies it, and no other key does.
    const { keys } = await client.auth.getPublicCertificates();
    const jwk = keys?.find(({ kid }) => kid === decode(header).kid);
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: decode(header).alg, use: 'sig' });
    const signed = Buffer.from(`${header}.${claims}`);
    const publicKey = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
    expect(verify(null, signed, publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
    const other = generateKeyPairSync('ed25519').publicKey;
    expect(verify(null, signed, other, Buffer.from(signature, 'base64url'))).toBe(false);

    // As a bearer token: its organization only, with the privileges given only.
    expect(await client.privileges.listForToken({ accessToken: token })).toEqual(privileges);
    const holder = env.client({ accessToken: token });
    expect(await holder.sources.list()).toBeDefined();
    expect(
      (await rejection(holder.sources.create({ name: 'Nope', sourceType: 'PUSH' } as never))).status,
    ).toBe(403);
    expect((await rejection(holder.fields.list())).status).toBe(403);
    const elsewhere = env.client({ accessToken: token, organizationId: OTHER_ORGANIZATION_ID });
    expect((await rejection(elsewhere.sources.list())).status).toBe(403);
    // A token changed by a character is not the platform's.
    const changed = { ...payload, body: { ...payload.body, privileges: [] } };
    const forged = [header, Buffer.from(JSON.stringify(changed)).toString('base64url'), signature].join('.');
    expect((await rejection(env.client({ accessToken: forged }).sources.list())).status).toBe(401);
    // An API key gives a token none of the privileges it lacks.
    const tokenMaker = await client.apiKeys.create({
      displayName: 'Token maker',
      privileges: [
        { owner: 'PLATFORM', targetDomain: 'ORGANIZATION', type: 'EDIT' },
        { owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' },
      ],
    });
    const maker = env.client({ accessToken: tokenMaker.value });
    const edit = [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'EDIT' }];
    const escalating = await rejection(maker.auth.createPlatformToken({ body: { privileges: edit } }));
    expect(escalating.status).toBe(403);
    expect(escalating.message).toContain('PLATFORM SOURCE EDIT');
    expect((await maker.auth.createPlatformToken({ body: { privileges } })).token).toEqual(
      expect.any(String),
    );

    // Once its validity period is over, it is refused.
    const brief = await client.auth.createPlatformToken({ body: { privileges } }, { validityPeriod: 'PT1S' });
    await sleep(1100);
    const expired = await rejection(env.client({ accessToken: brief.token }).sources.list());
    expect(expired.status).toBe(401);
    expect(expired.message).toMatch(/expired/);
    const malformed = await rejection(
      client.auth.createPlatformToken({ body: { privileges } }, { validityPeriod: '2 hours' }),
    );
    expect(malformed.status).toBe(400);
  });
});

/** Temporary accesses to the organization: two of the emulator's user (one expired), one of another. */
const seedAccesses = () =>
  env.seed({
    records: {
      [DEFAULT_ORGANIZATION_ID]: {
        temporaryAccesses: [
          { id: 'ta-1', user: { username: ADMIN }, dateGranted: 1, expirationDate: Date.now() + 60_000 },
          {
            id: 'ta-2',
            user: { username: 'support@platform' },
            dateGranted: 1,
            expirationDate: Date.now() + 60_000,
          },
          { id: 'ta-old', user: { username: ADMIN }, dateGranted: 1, expirationDate: 2 },
        ],
      },
    },
  });

describe('organizations: invites and temporary accesses', () => {
  it("lists an organization's pending invites; 404 for an unknown organization", async () => {
    const client = env.client();
    const invites = await client.organizations.listInvites(DEFAULT_ORGANIZATION_ID);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/invites`,
      endpoint: 'organizations.listInvites',
    });
    expect(invites).toEqual([]);
    expect((await rejection(client.organizations.listInvites('no-such-organization'))).status).toBe(404);
  });

  it('lists in organizations.listInvites the invites that groups.invites.create made, with their groups', async () => {
    const client = env.client();
    const support = await client.groups.create({ displayName: 'Support' });
    const sales = await client.groups.create({ displayName: 'Sales' });
    await client.groups.invites.create(support.id, { email: 'ada@example.com' });
    await client.groups.invites.create(sales.id, { email: 'ada@example.com' });
    await client.groups.invites.create(sales.id, { email: 'bob@example.com' });

    const invites = await client.organizations.listInvites(DEFAULT_ORGANIZATION_ID);
    expectPublishedAnswer('organizations.listInvites', invites);
    const byEmail = Object.fromEntries(invites.map((invite) => [invite.email, invite]));
    expect(Object.keys(byEmail).sort()).toEqual(['ada@example.com', 'bob@example.com']);
    expect(
      byEmail['ada@example.com'].groupInvites
        ?.map((invite: { group?: { displayName?: string } }) => invite.group?.displayName)
        .sort(),
    ).toEqual(['Sales', 'Support']);
    expect(byEmail['bob@example.com'].groupInvites).toEqual([
      expect.objectContaining({
        group: { id: sales.id, displayName: 'Sales' },
        invitedDate: expect.any(Number),
      }),
    ]);

    // A withdrawn invite leaves the list.
    await client.groups.invites.delete(sales.id, 'bob@example.com');
    const left = await client.organizations.listInvites(DEFAULT_ORGANIZATION_ID);
    expect(left.map((invite) => invite.email)).toEqual(['ada@example.com']);
  });

  it("lists the organization's temporary accesses in force and expired", async () => {
    const client = env.client();
    const active = await client.organizations.access.listActiveTemporary();
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/access/temporary/active`,
      endpoint: 'organizations.access.listActiveTemporary',
    });
    expectPublishedAnswer('organizations.access.listActiveTemporary', active);
    const expired = await client.organizations.access.listExpiredTemporary();
    expect((await wire()).path).toBe(`${org}/access/temporary/expired`);
    expectPublishedAnswer('organizations.access.listExpiredTemporary', expired);
  });

  it('splits the temporary accesses that organizations.access.listTemporary reads into those in force and those expired', async () => {
    const client = env.client();
    await seedAccesses();
    const ids = (accesses: Array<{ id?: string }>) => accesses.map(({ id }) => id).sort();
    expect(ids(await client.organizations.access.listTemporary())).toEqual(['ta-1', 'ta-2']);
    expect(ids(await client.organizations.access.listActiveTemporary())).toEqual(['ta-1', 'ta-2']);
    expect(ids(await client.organizations.access.listExpiredTemporary())).toEqual(['ta-old']);
    // A revoked access is in force no longer, though not expired.
    await client.organizations.access.deleteTemporary('ta-2');
    expect(ids(await client.organizations.access.listActiveTemporary())).toEqual(['ta-1']);
    expect(ids(await client.organizations.access.listExpiredTemporary())).toEqual(['ta-old']);
    expect((await rejection(client.organizations.access.deleteTemporary('ta-2'))).status).toBe(404);
  });
  it("lists with listTemporaryForUser one user's temporary accesses, whatever their state", async () => {
    const client = env.client();
    await seedAccesses();
    const mine = await client.organizations.access.listTemporaryForUser(ADMIN);
    expect((await wire()).path).toBe(`${org}/access/temporary/users/${encodeURIComponent(ADMIN)}`);
    expectPublishedAnswer('organizations.access.listTemporaryForUser', mine);
    expect(mine.map(({ id }) => id).sort()).toEqual(['ta-1', 'ta-old']);
    expect(await client.organizations.access.listTemporaryForUser('nobody@example.com')).toEqual([]);
  });
});

describe('users: temporary accesses', () => {
  it("lists a user's temporary accesses (all, in force, expired, inactive); 404 for an unknown one", async () => {
    const client = env.client();
    const user = `/rest/users/${encodeURIComponent(ADMIN)}/access/temporary`;
    const calls = {
      '': () => client.users.listTemporaryAccess(ADMIN),
      '/active': () => client.users.listActiveTemporaryAccess(ADMIN),
      '/expired': () => client.users.listExpiredTemporaryAccess(ADMIN),
      '/inactive': () => client.users.listInactiveTemporaryAccess(ADMIN),
    };
    for (const [suffix, call] of Object.entries(calls)) {
      const listed = await call();
      const request = await wire();
      expect(request, suffix).toMatchObject({ method: 'GET', path: `${user}${suffix}` });
      expectPublishedAnswer(request.endpoint!, listed);
    }
    expect((await rejection(client.users.getTemporaryAccess(ADMIN, 'no-such-access'))).status).toBe(404);
    expect(await wire()).toMatchObject({
      path: `${user}/no-such-access`,
      endpoint: 'users.getTemporaryAccess',
    });
    expect((await rejection(client.users.deleteTemporaryAccess(ADMIN, 'no-such-access'))).status).toBe(404);
    expect(await wire()).toMatchObject({ method: 'DELETE', path: `${user}/no-such-access` });
    expect((await rejection(client.users.listTemporaryAccess('nobody@example.com'))).status).toBe(404);
  });

  it("reads, and revokes (its revocationDate set, then listed as inactive), a user's temporary access granted to an organization", async () => {
    const client = env.client();
    await seedAccesses();
    const inForce = { user: { username: ADMIN }, dateGranted: 1, expirationDate: Date.now() + 60_000 };
    await env.seed({
      records: { [OTHER_ORGANIZATION_ID]: { temporaryAccesses: [{ id: 'ta-3', ...inForce }] } },
    });
    const user = `/rest/users/${encodeURIComponent(ADMIN)}/access/temporary`;
    const ids = (accesses: Array<{ id?: string }>) => accesses.map(({ id }) => id).sort();
    // The user's accesses in every organization, each naming its own.
    const all = await client.users.listTemporaryAccess(ADMIN);
    expect(ids(all)).toEqual(['ta-1', 'ta-3', 'ta-old']);
    expect(all.find(({ id }) => id === 'ta-3')?.organizationId).toBe(OTHER_ORGANIZATION_ID);

    const read = await client.users.getTemporaryAccess(ADMIN, 'ta-1');
    expect(await wire()).toMatchObject({ method: 'GET', path: `${user}/ta-1` });
    expectPublishedAnswer('users.getTemporaryAccess', read);
    expect(read).toEqual({
      id: 'ta-1',
      organizationId: DEFAULT_ORGANIZATION_ID,
      ...inForce,
      expirationDate: expect.any(Number),
    });
    // Another user's access is none of this user's.
    expect((await rejection(client.users.getTemporaryAccess(ADMIN, 'ta-2'))).status).toBe(404);

    const before = Date.now();
    const revoked = await client.users.deleteTemporaryAccess(ADMIN, 'ta-1');
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `${user}/ta-1`,
      endpoint: 'users.deleteTemporaryAccess',
    });
    expectPublishedAnswer('users.deleteTemporaryAccess', revoked);
    expect(revoked).toMatchObject({ id: 'ta-1', organizationId: DEFAULT_ORGANIZATION_ID });
    expect(Number(revoked.revocationDate)).toBeGreaterThanOrEqual(before);
    expect(await client.users.getTemporaryAccess(ADMIN, 'ta-1')).toEqual(revoked);
    expect(ids(await client.users.listActiveTemporaryAccess(ADMIN))).toEqual(['ta-3']);
    expect(ids(await client.users.listInactiveTemporaryAccess(ADMIN))).toEqual(['ta-1', 'ta-old']);
    expect(ids(await client.users.listExpiredTemporaryAccess(ADMIN))).toEqual(['ta-old']);
    // Its organization sees it revoked too; neither it nor an expired one can be revoked again.
    expect(ids(await client.organizations.access.listActiveTemporary())).toEqual(['ta-2']);
    expect((await rejection(client.users.deleteTemporaryAccess(ADMIN, 'ta-1'))).status).toBe(404);
    expect((await rejection(client.users.deleteTemporaryAccess(ADMIN, 'ta-old'))).status).toBe(404);
  });
});

describe('securityProviders: created with an id the platform gives, listed in pages', () => {
  it('creates a provider, and lists providers by page and by id', async () => {
    const client = env.client();
    const created = await client.securityProviders.create({ name: 'Published provider', type: 'EXPANDED' });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${org}/securityproviders`,
      body: { name: 'Published provider', type: 'EXPANDED' },
      endpoint: 'securityProviders.create',
    });
    expect(created).toMatchObject({ id: expect.any(String), name: 'Published provider', type: 'EXPANDED' });
    expectPublishedAnswer('securityProviders.create', created);
    const refused = await rejection(client.securityProviders.create({ name: 'x', type: 'NOPE' as never }));
    expect(refused.status).toBe(400);

    const page = await client.securityProviders.listPaged({ filter: 'Published', page: 0, perPage: 10 });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/securityproviders/page`,
      query: { filter: 'Published', page: '0', perPage: '10' },
    });
    expectPublishedAnswer('securityProviders.listPaged', page);

    const byIds = await client.securityProviders.listByIds([created.id!], { perPage: 5 });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${org}/securityproviders/batch/filter`,
      query: { perPage: '5' },
      body: [created.id],
    });
    expectPublishedAnswer('securityProviders.listByIds', byIds);
  });

  it('reads with securityProviders.get a provider that create made, and lists it (with its status) in listPaged and listByIds', async () => {
    const client = env.client();
    const created = await client.securityProviders.create({ name: 'Published provider', type: 'EXPANDED' });
    const other = await client.securityProviders.create({ name: 'Other', type: 'EXPANDED' });
    const read = await client.securityProviders.get(created.id!);
    expect(read).toMatchObject({
      id: created.id,
      name: 'Published provider',
      currentStatus: { type: 'IDLE' },
    });
    const page = await client.securityProviders.listPaged({ filter: 'published', page: 0, perPage: 10 });
    expect(page).toEqual({ items: [read], totalEntries: 1, totalPages: 1 });
    const all = await client.securityProviders.listPaged({ perPage: 1, page: 1 });
    expect(all).toMatchObject({ items: [expect.any(Object)], totalEntries: 2, totalPages: 2 });
    const byIds = await client.securityProviders.listByIds([other.id!, 'no-such-provider']);
    expect(byIds).toEqual({
      items: [expect.objectContaining({ id: other.id, name: 'Other', currentStatus: expect.any(Object) })],
      totalEntries: 1,
      totalPages: 1,
    });
  });
});

describe('securityCache: the published calls', () => {
  it('cancels a refresh and turns disabled identities back on, for one provider or all', async () => {
    const client = env.client();
    await client.securityProviders.createOrUpdate('corp', { name: 'corp', type: 'EXPANDED' });
    expect(await client.securityCache.cancelProviderRefresh('corp')).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${org}/securitycache/corp/refresh/cancel`,
      endpoint: 'securityCache.cancelProviderRefresh',
    });
    expect(await client.securityCache.enableProviderDisabledEntities('corp')).toEqual({});
    expect(await wire()).toMatchObject({ method: 'POST', path: `${org}/securitycache/corp/disabled/enable` });
    expect(await client.securityCache.enableDisabledEntities()).toEqual({});
    expect(await wire()).toMatchObject({ method: 'POST', path: `${org}/securitycache/disabled/enable` });
  });

  it('cancels the refresh of a provider under way (its activity aborted), 404 for an unknown provider', async () => {
    const client = env.client();
    await client.securityProviders.createOrUpdate('corp', { name: 'corp', type: 'EXPANDED' });
    await client.securityCache.refreshProvider('corp');
    const { currentStatus } = await client.securityProviders.get('corp');
    expect(currentStatus).toMatchObject({ type: 'REFRESHING', activityId: expect.any(String) });
    await client.securityCache.cancelProviderRefresh('corp');
    expect(await client.securityProviders.get('corp')).toMatchObject({
      currentStatus: { type: 'IDLE' },
      lastRefreshOperation: { id: currentStatus!.activityId, result: 'ABORT' },
    });
    expect(await client.activities.get(currentStatus!.activityId!)).toMatchObject({ result: 'ABORT' });
    expect((await rejection(client.securityCache.cancelProviderRefresh('no-such-provider'))).status).toBe(
      404,
    );
  });

  it('lists the online caches', async () => {
    const online = await env.client().securityCache.listOnlineCacheIds();
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/securitycache/status/online`,
      endpoint: 'securityCache.listOnlineCacheIds',
    });
    expect(Array.isArray(online)).toBe(true);
    expectPublishedAnswer('securityCache.listOnlineCacheIds', online);
  });

  it("lists with listCacheEntities one page of a provider's identities in a cache, by state", async () => {
    const client = env.client();
    await client.securityProviders.createOrUpdate('corp', { name: 'corp', type: 'EXPANDED' });
    for (const name of ['cy', 'ann', 'bob']) {
      await client.pushApi.updateIdentity('corp', { identity: { name, type: 'USER' } });
    }
    const [cache] = await client.securityCache.listOnlineCacheIds();
    const page = await client.securityCache.listCacheEntities(cache, 'corp', { perPage: 2, page: 0 });
    expect(await wire()).toMatchObject({
      path: `${org}/securitycache/${cache}/entities/corp`,
      endpoint: 'securityCache.listCacheEntities',
    });
    expectPublishedAnswer('securityCache.listCacheEntities', page);
    expect(page).toMatchObject({ totalEntries: 3, totalPages: 2 });
    expect(page.items).toEqual([
      { id: 1, provider: 'corp', data: 'ann' },
      { id: 2, provider: 'corp', data: 'bob' },
    ]);
    const outOfDate = await client.securityCache.listCacheEntities(cache, 'corp', {
      states: ['OUT_OF_DATE'],
    });
    expect(outOfDate).toMatchObject({ items: [], totalEntries: 0 });
    expect((await rejection(client.securityCache.listCacheEntities('no-such-cache', 'corp'))).status).toBe(
      404,
    );
    expect((await rejection(client.securityCache.listCacheEntities(cache, 'no-such-provider'))).status).toBe(
      404,
    );
  });

  it('reads a security cache schedule (deprecated): 404 for an unknown one', async () => {
    const client = env.client();
    expect((await rejection(client.securityCache.getSchedule('no-such-schedule'))).status).toBe(404);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/securitycache/schedules/no-such-schedule`,
      endpoint: 'securityCache.getSchedule',
    });
  });

  it('reads and replaces with getSchedule and updateSchedule the schedules securityCache.listSchedules lists (404 for an unknown one)', async () => {
    const client = env.client();
    await client.securityProviders.createOrUpdate('corp', { name: 'corp', type: 'EXPANDED' });
    const [schedule] = await client.securityCache.listSchedules();
    expect(schedule).toMatchObject({ resourceId: 'corp', enabled: true });
    expect(await client.securityCache.getSchedule(schedule.id!)).toEqual(schedule);
    const weekly = {
      ...schedule,
      enabled: false,
      frequency: { type: 'WEEKLY', daysOfWeek: ['MONDAY'], hour: 3, minute: 0 },
    };
    const updated = await client.securityCache.updateSchedule(schedule.id!, weekly as never);
    expectPublishedAnswer('securityCache.updateSchedule', updated);
    expect(updated).toMatchObject({ id: schedule.id, resourceId: 'corp', enabled: false });
    expect(await client.securityCache.getSchedule(schedule.id!)).toEqual(updated);
    expect(await client.securityCache.listSchedules()).toEqual([updated]);
    expect(await client.securityProviders.listSchedules('corp')).toEqual([updated]);
    const unknown = await rejection(client.securityCache.updateSchedule('no-such-schedule', weekly as never));
    expect(unknown.status).toBe(404);
    expect(await client.securityCache.listSchedules()).toEqual([updated]);
  });
});
