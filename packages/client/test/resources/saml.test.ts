import { OTHER_ORGANIZATION_ID, OTHER_TOKEN, redactCredential } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/saml`;

const provider = {
  displayName: 'Corporate IdP',
  entityId: 'https://idp.example.com/metadata',
  postBindingEndpoint: 'https://idp.example.com/sso/post',
  x509Certificate: 'MIICertificate',
};

describe('saml', () => {
  it('has no identity provider at first: disabled, 404 on read, update, delete and realms', async () => {
    const client = env.client();
    expect(await client.saml.isEnabled()).toEqual({
      organizationId: DEFAULT_ORGANIZATION_ID,
      samlEnabled: false,
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/enabled`, body: '' });
    expect(await client.saml.listAvailableProviders()).toEqual([]);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/availables` });
    for (const call of [
      () => client.saml.getProvider(),
      () => client.saml.updateProvider(provider),
      () => client.saml.deleteProvider(),
      () => client.saml.listRealms(),
    ]) {
      const error = await rejection(call());
      expect(error).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    }
  });

  it('creates the one identity provider, reads, updates and deletes it', async () => {
    const client = env.client();
    const created = await client.saml.createProvider(provider);
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/identityprovider`, query: '' });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(wire.headers.authorization).toBe(redactCredential(`Bearer ${DEFAULT_TOKEN}`));
    expect(JSON.parse(wire.body)).toEqual(provider);
    expect(created).toMatchObject({
      ...provider,
      organizationIds: [{ id: DEFAULT_ORGANIZATION_ID, displayName: 'Emulator organization' }],
    });
    expect(created.id).toMatch(/[0-9a-f-]{36}/);

    expect(await client.saml.isEnabled()).toMatchObject({ samlEnabled: true });
    expect(await client.saml.getProvider()).toEqual(created);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/identityprovider` });
    expect(await client.saml.listAvailableProviders()).toEqual([created]);

    const conflict = await rejection(client.saml.createProvider({ ...provider, displayName: 'Second' }));
    expect(conflict).toMatchObject({ status: 409, errorCode: 'CONFLICT' });

    const updated = await client.saml.updateProvider({ ...created, displayName: 'Renamed', id: 'ignored' });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/identityprovider` });
    expect(JSON.parse(wire.body).displayName).toBe('Renamed');
    expect(updated).toMatchObject({ id: created.id, displayName: 'Renamed' });
    expect(await client.saml.getProvider()).toEqual(updated);

    expect(await client.saml.deleteProvider()).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/identityprovider`,
      body: '',
    });
    expect(await client.saml.isEnabled()).toMatchObject({ samlEnabled: false });
    expect((await rejection(client.saml.getProvider())).status).toBe(404);
    // Once deleted, a new one may be created.
    expect((await client.saml.createProvider(provider)).id).not.toBe(created.id);
  });

  it('lists the SAML realms that groups attach for the identity provider', async () => {
    const client = env.client();
    const idp = await client.saml.createProvider(provider);
    expect(await client.saml.listRealms()).toEqual([]);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/identityprovider/realms` });
    const realm = {
      id: 'sso',
      provider: 'SAML' as const,
      displayName: 'SSO',
      samlIdentityProviderId: idp.id,
    };
    const one = await client.groups.create({ displayName: 'One', realms: [realm] });
    await client.groups.create({ displayName: 'Two', realms: [realm] });
    await client.groups.realms.add(one.id, { id: 'google', provider: 'GOOGLE', displayName: 'Google' });
    await client.groups.realms.add(one.id, {
      id: 'other-idp',
      provider: 'SAML',
      displayName: 'Other',
      samlIdentityProviderId: 'someone-else',
    });
    expect(await client.saml.listRealms()).toEqual([realm]);
  });

  it('shows providers of other organizations that name this one as available', async () => {
    const other = env.client({ accessToken: OTHER_TOKEN, organizationId: OTHER_ORGANIZATION_ID });
    const shared = await other.saml.createProvider({
      ...provider,
      organizationIds: [{ id: DEFAULT_ORGANIZATION_ID }],
    });
    expect(shared.organizationIds).toEqual([
      { id: OTHER_ORGANIZATION_ID, displayName: 'Another organization' },
      { id: DEFAULT_ORGANIZATION_ID, displayName: 'Emulator organization' },
    ]);
    const client = env.client();
    expect(await client.saml.listAvailableProviders()).toEqual([shared]);
    // It is not this organization's own provider.
    expect(await client.saml.isEnabled()).toMatchObject({ samlEnabled: false });
    expect((await rejection(client.saml.getProvider())).status).toBe(404);
  });

  it('refuses malformed identity providers with 400 errors naming the problem', async () => {
    const path = `${base}/identityprovider`;
    const cases: Array<[unknown, string]> = [
      [{ ...provider, displayName: undefined }, "'displayName' is required"],
      [{ ...provider, entityId: 3 }, "the body's /entityId must be of type string"],
      [{ ...provider, entityId: ' ' }, "'entityId' is required"],
      [{ ...provider, x509Certificate: '' }, "'x509Certificate' is required"],
      [{ ...provider, postBindingEndpoint: 'not a url' }, "'postBindingEndpoint' must be an http(s) URL"],
      [
        { ...provider, postBindingEndpoint: 'ftp://idp.example.com' },
        "'postBindingEndpoint' must be an http(s) URL",
      ],
      [{ ...provider, organizationIds: 'all' }, "the body's /organizationIds must be of type array"],
      [{ ...provider, organizationIds: ['x'] }, "the body's /organizationIds/0 must be of type object"],
      [{ ...provider, organizationIds: [{}] }, "organizationIds[0] needs an 'id'"],
      [[provider], "the body's / must be of type object"],
    ];
    for (const method of ['POST', 'PUT']) {
      if (method === 'PUT') await env.client().saml.createProvider(provider);
      for (const [body, message] of cases) {
        const response = await fetch(`${env.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${DEFAULT_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect((await response.json()).message).toContain(message);
      }
    }
    expect(await env.client().saml.getProvider()).toMatchObject(provider);
  });
});
