import { OTHER_ORGANIZATION_ID, OTHER_TOKEN } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const raw = (method: string, path: string, body?: string, token?: string) =>
  env.sendJson(method, path, body, token);

describe('global', () => {
  it('lists every organization and reads any of them, the token’s or not', async () => {
    const client = env.client();
    const { id } = await client.organizations.create({ name: 'Global view' });
    const all = await client.global.listOrganizations();
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/rest/global/organizations',
      query: '',
    });
    expect(all?.items.map((o) => o.organizationId).sort()).toEqual(
      [DEFAULT_ORGANIZATION_ID, OTHER_ORGANIZATION_ID, id].sort(),
    );
    expect(all).toMatchObject({ totalEntries: 3, totalPages: 1 });

    const other = await client.global.getOrganization(OTHER_ORGANIZATION_ID);
    expect((await env.lastRequest()).path).toBe(`/rest/global/organizations/${OTHER_ORGANIZATION_ID}`);
    expect(other).toEqual({
      organizationId: OTHER_ORGANIZATION_ID,
      primaryMainRegion: 'us-east-1',
      mainRegions: ['us-east-1'],
      satelliteRegions: [],
      distributedDns: `${OTHER_ORGANIZATION_ID}.org.coveo.com`,
      adminDns: `${OTHER_ORGANIZATION_ID}.admin.org.coveo.com`,
      analyticsDns: `${OTHER_ORGANIZATION_ID}.analytics.org.coveo.com`,
    });
    // The same organization through the organization route is forbidden to this token.
    expect(await rejection(client.organizations.get(OTHER_ORGANIZATION_ID))).toMatchObject({ status: 403 });

    await env.seed({ organizations: [{ id: 'euro-org', displayName: 'Euro', region: 'eu' }] });
    expect(await client.global.getOrganization('euro-org')).toMatchObject({
      primaryMainRegion: 'eu-west-1',
      adminDns: 'euro-org.admin.orgeu.coveo.com',
    });

    expect((await client.global.getOrganization())?.organizationId).toBe(DEFAULT_ORGANIZATION_ID);
    expect((await env.lastRequest()).path).toBe(`/rest/global/organizations/${DEFAULT_ORGANIZATION_ID}`);
    const error = await rejection(client.global.getOrganization('ghost/../x'));
    expect(error).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    expect((await env.lastRequest()).path).toBe('/rest/global/organizations/ghost%2F..%2Fx');
  });

  it('lists the regions with their hosts and reads one', async () => {
    const client = env.client();
    const regions = await client.global.listRegions();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: '/rest/global/regions' });
    expect(regions?.map((r) => [r.regionName, r.region, r.regionEndpoint, r.apiEndpoint])).toEqual([
      ['us', 'us-east-1', 'https://platform.cloud.coveo.com', 'https://api.cloud.coveo.com'],
      ['eu', 'eu-west-1', 'https://platform-eu.cloud.coveo.com', 'https://api-eu.cloud.coveo.com'],
      ['au', 'ap-southeast-2', 'https://platform-au.cloud.coveo.com', 'https://api-au.cloud.coveo.com'],
    ]);
    expect(regions?.every((r) => r.regionType === 'PRIMARY')).toBe(true);
    const eu = await client.global.getRegion('eu-west-1');
    expect((await env.lastRequest()).path).toBe('/rest/global/regions/eu-west-1');
    expect(eu).toEqual(regions?.[1]);
    // A region the platform does not publish (`eu` is a region's name, not the region): 400 naming the parameter.
    for (const region of ['mars', 'eu']) {
      const refused = await rejection(client.global.getRegion(region as never));
      expect(refused).toMatchObject({ status: 400 });
      expect(refused.message).toContain(`the path parameter 'regionId' must be one of `);
    }
  });
});

describe('globalGroups', () => {
  const admin = { username: 'admin@emulator.local', email: 'admin@emulator.local', provider: 'EMAIL' };

  it('creates, lists, reads, updates and deletes a platform-wide group', async () => {
    const client = env.client();
    const group = await client.globalGroups.create({
      displayName: 'Support engineers',
      members: [admin],
      privileges: [{ owner: 'PLATFORM', targetDomain: 'ORGANIZATION', type: 'VIEW' }],
    });
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: '/rest/globalgroups' });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(JSON.parse(wire.body)).toEqual({
      displayName: 'Support engineers',
      members: [admin],
      privileges: [{ owner: 'PLATFORM', targetDomain: 'ORGANIZATION', type: 'VIEW' }],
    });
    expect(group.id).toMatch(/[0-9a-f-]{36}/);
    expect(group.displayName).toBe('Support engineers');

    // Platform-wide: another user, bound to another organization, sees it.
    const other = env.client({ accessToken: OTHER_TOKEN, organizationId: OTHER_ORGANIZATION_ID });
    expect(await other.globalGroups.list()).toEqual([group]);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: '/rest/globalgroups' });
    expect(await client.globalGroups.get(group.id)).toEqual(group);
    expect((await env.lastRequest()).path).toBe(`/rest/globalgroups/${group.id}`);

    const updated = await client.globalGroups.update(group.id, {
      ...group,
      displayName: 'Support',
      members: [],
    });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `/rest/globalgroups/${group.id}` });
    expect(JSON.parse(wire.body)).toMatchObject({ id: group.id, displayName: 'Support', members: [] });
    expect(updated).toEqual({ ...group, displayName: 'Support', members: [] });
    expect(await client.globalGroups.get(group.id)).toEqual(updated);

    expect(await client.globalGroups.delete(group.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `/rest/globalgroups/${group.id}`,
    });
    expect(await client.globalGroups.list()).toEqual([]);
    for (const call of [
      () => client.globalGroups.get(group.id),
      () => client.globalGroups.update(group.id, { displayName: 'x' }),
      () => client.globalGroups.delete(group.id),
    ]) {
      expect(await rejection(call())).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    }
  });

  it('answers 400 for malformed groups', async () => {
    for (const body of [
      '{}',
      '{"displayName": ""}',
      '{"displayName": 7}',
      '{"displayName": "g", "members": "all"}',
      '{"displayName": "g", "members": [1]}',
      '{"displayName": "g", "members": ["admin@emulator.local"]}',
      '{"displayName": "g", "members": [{"email": "a@b.c"}]}',
      '{"displayName": "g", "privileges": [{"owner": "PLATFORM"}]}',
      '{"displayName": "g", "privileges": {}}',
      '{"displayName": "g", "description": false}',
      '[]',
      'not json',
    ]) {
      const answer = await raw('POST', '/rest/globalgroups', body);
      expect(answer.status, body).toBe(400);
      expect(answer.body.message, body).toEqual(expect.any(String));
    }
    expect((await raw('POST', '/rest/globalgroups')).status).toBe(400);
    const group = await env.client().globalGroups.create({ displayName: 'kept' });
    for (const body of ['{"displayName": null}', '{"id": "another"}', '{"members": [true]}']) {
      expect((await raw('PUT', `/rest/globalgroups/${group.id}`, body)).status, body).toBe(400);
    }
    expect(await env.client().globalGroups.list()).toEqual([group]);
  });
});

describe('users', () => {
  it('reads a user built from its tokens, updates it (the token check follows) and lists its realms', async () => {
    const client = env.client();
    const user = await client.users.get('admin@emulator.local');
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/rest/users/admin%40emulator.local',
    });
    expect(user).toEqual({
      username: 'admin@emulator.local',
      email: 'admin@emulator.local',
      displayName: 'Emulator Admin',
    });

    const updated = await client.users.update('admin@emulator.local', {
      displayName: 'Ada Admin',
      email: 'ada@emulator.local',
      firstName: 'Ada',
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: '/rest/users/admin%40emulator.local' });
    expect(JSON.parse(wire.body)).toEqual({
      displayName: 'Ada Admin',
      email: 'ada@emulator.local',
      firstName: 'Ada',
    });
    expect(updated).toEqual({});
    expect(await client.users.get('admin@emulator.local')).toEqual({
      username: 'admin@emulator.local',
      email: 'ada@emulator.local',
      displayName: 'Ada Admin',
      firstName: 'Ada',
    });
    expect(await client.initialize()).toMatchObject({
      displayName: 'Ada Admin',
      email: 'ada@emulator.local',
    });
    expect(await client.organizations.members.list()).toEqual([
      { username: 'admin@emulator.local', email: 'ada@emulator.local', displayName: 'Ada Admin' },
    ]);

    const realms = await client.users.listRealms('other@emulator.local');
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/rest/users/other%40emulator.local/realms',
    });
    expect(realms).toEqual([
      { id: 'email-emulator.local', displayName: 'emulator.local', provider: 'EMAIL' },
    ]);
  });

  it('answers 404 for unknown users and 400 for malformed updates', async () => {
    const client = env.client();
    for (const call of [
      () => client.users.get('nobody@x.test'),
      () => client.users.update('nobody@x.test', { displayName: 'n' }),
      () => client.users.listRealms('nobody@x.test'),
    ]) {
      expect(await rejection(call())).toMatchObject({ status: 404 });
    }
    const path = '/rest/users/admin%40emulator.local';
    for (const body of [
      '{"email": "not an address"}',
      '{"email": 5}',
      '{"displayName": []}',
      '{"username": "someone@else.test"}',
      '[]',
      '{',
    ]) {
      expect((await raw('PUT', path, body)).status, body).toBe(400);
    }
    expect((await client.users.get('admin@emulator.local'))?.displayName).toBe('Emulator Admin');
  });
});

describe('privileges', () => {
  it('evaluates a privilege: granted in the token’s organization, forbidden elsewhere', async () => {
    const client = env.client();
    const requestedPrivilege = { owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'EDIT' };
    const evaluate = (organizationId: string, privilege: Record<string, unknown> = requestedPrivilege) =>
      client.privileges.evaluate({ organizationId, requestedPrivilege: privilege as never });
    const verdict = (
      organizationId: string,
      approved: boolean,
      report: string,
      privilege = requestedPrivilege,
    ) => ({
      organizationId,
      requestedPrivilege: privilege,
      approved,
      evaluationReport: { privilegeEvaluationResultCodes: [`OPERATION_${report}`] },
    });
    const granted = await evaluate(DEFAULT_ORGANIZATION_ID);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: '/rest/privilege/evaluate', query: '' });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(JSON.parse(wire.body)).toEqual({ organizationId: DEFAULT_ORGANIZATION_ID, requestedPrivilege });
    expect(granted).toEqual(verdict(DEFAULT_ORGANIZATION_ID, true, 'GRANTED'));

    for (const organizationId of [OTHER_ORGANIZATION_ID, 'does-not-exist']) {
      expect(await evaluate(organizationId)).toEqual(
        verdict(organizationId, false, 'FORBIDDEN_FOR_ORGANIZATION'),
      );
    }

    await client.organizations.update(undefined, { readOnly: true });
    expect(await evaluate(DEFAULT_ORGANIZATION_ID)).toEqual(
      verdict(DEFAULT_ORGANIZATION_ID, false, 'FORBIDDEN_FOR_ORGANIZATION_IN_READ_ONLY'),
    );
    const view = { ...requestedPrivilege, type: 'VIEW' };
    expect(await evaluate(DEFAULT_ORGANIZATION_ID, view)).toEqual(
      verdict(DEFAULT_ORGANIZATION_ID, true, 'GRANTED', view),
    );
    for (const invalid of [{ owner: 'PLATFORM' }, { ...requestedPrivilege, type: 'DELETE' }]) {
      expect((await evaluate(DEFAULT_ORGANIZATION_ID, invalid)).evaluationReport).toEqual({
        privilegeEvaluationResultCodes: ['OPERATION_FORBIDDEN_INVALID_PRIVILEGE_REQUEST'],
      });
    }
  });

  it('answers 400 for a malformed evaluation body', async () => {
    for (const body of [
      '{}',
      '{"requestedPrivilege": {"owner": "PLATFORM", "targetDomain": "SOURCE"}}',
      `{"organizationId": 3, "requestedPrivilege": {}}`,
      `{"organizationId": "${DEFAULT_ORGANIZATION_ID}"}`,
      `{"organizationId": "${DEFAULT_ORGANIZATION_ID}", "requestedPrivilege": "EDIT SOURCE"}`,
      `{"organizationId": "${DEFAULT_ORGANIZATION_ID}", "requestedPrivilege": []}`,
      '[]',
      '{nope',
    ]) {
      const answer = await raw('POST', '/rest/privilege/evaluate', body);
      expect(answer.status, body).toBe(400);
      expect(answer.body.errorCode, body).toMatch(/INVALID/);
    }
  });
});
