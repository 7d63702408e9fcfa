import type { SearchFieldsModel } from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer } from './publishedAnswers';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const ME = 'admin@emulator.local';

describe('apiKeys: bulk calls, activation, duplication and templates', () => {
  it('activates, disables and deletes keys in bulk, sending the ids as an array; an unknown id changes nothing', async () => {
    const client = env.client();
    const a = await client.apiKeys.create({ displayName: 'a' });
    const b = await client.apiKeys.create({ displayName: 'b' });
    const c = await client.apiKeys.create({ displayName: 'c' });

    expect(await client.apiKeys.disableBulk([a.id, b.id])).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${org}/apikeys/disable/bulk` });
    expect(JSON.parse(wire.body)).toEqual([a.id, b.id]);
    expect((await client.apiKeys.list({ status: 'DEACTIVATED' }))?.map((k) => k.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );

    await client.apiKeys.activateBulk([b.id]);
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${org}/apikeys/activate/bulk` });
    expect((await client.apiKeys.get(b.id))?.enabled).toBe(true);
    expect((await client.apiKeys.get(a.id))?.enabled).toBe(false);

    const unknown = await rejection(client.apiKeys.deleteBulk([a.id, 'nope']));
    expect(unknown.status).toBe(412);
    expect(unknown.message).toContain("'nope'");
    expect((await client.apiKeys.list())?.map((k) => k.id).sort()).toEqual([a.id, b.id, c.id].sort());

    expect(await client.apiKeys.deleteBulk([a.id, c.id])).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${org}/apikeys/delete/bulk` });
    expect((await client.apiKeys.list())?.map((k) => k.id)).toEqual([b.id]);
    expect((await rejection(client.apiKeys.deleteBulk('x' as never))).status).toBe(400);
  });

  it('duplicates a key with its privileges, extends a key’s activation, and reads templates', async () => {
    const client = env.client();
    const privileges = [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' }];
    const original = await client.apiKeys.create({ displayName: 'orig', privileges });
    const copy = await client.apiKeys.duplicate(original.id, {
      displayName: 'copy',
      lifetimeDuration: 'P30D',
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${org}/apikeys/${original.id}/duplicate` });
    expect(JSON.parse(wire.body)).toEqual({ displayName: 'copy', lifetimeDuration: 'P30D' });
    expect(copy).toMatchObject({
      displayName: 'copy',
      privileges,
      enabled: true,
      value: expect.stringMatching(/^xx/),
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy.expirationDate! - copy.createdDate!).toBe(30 * 86_400_000);
    expect(
      (await rejection(client.apiKeys.duplicate(original.id, { lifetimeDuration: 'soon' }))).status,
    ).toBe(400);

    const before = copy.expirationDate!;
    expect(await client.apiKeys.extendActivation(copy.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${org}/apikeys/${copy.id}/activation/extend`,
    });
    const extended = await client.apiKeys.get(copy.id);
    expect(extended!.expirationDate).toBeGreaterThanOrEqual(before);
    expect(extended!.expirationDate! - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const eligibility = await client.apiKeys.templates.listPrivilegesEligibility();
    expect((await env.lastRequest()).path).toBe(`${org}/templates/apikeys/privileges/eligibility`);
    // The caller administers the organization: it holds every privilege a template gives.
    expect(eligibility).toEqual(
      expect.arrayContaining([{ id: 'SearchPage', canGenerate: true, missingPrivileges: [] }]),
    );
    expect(eligibility!.every((t) => t.canGenerate)).toBe(true);
    const template = await client.apiKeys.templates.get('SearchPage');
    expect((await env.lastRequest()).path).toBe(`${org}/templates/apikeys/SearchPage`);
    expect(template?.privileges).toEqual([{ owner: 'SEARCH_API', targetDomain: 'EXECUTE_QUERY' }]);
    expect((await rejection(client.apiKeys.templates.get('nope'))).status).toBe(404);
  });
});

describe('extensions: code check and versions', () => {
  it('compiles code, and keeps every saved state as a version', async () => {
    const client = env.client();
    expect(
      await client.extensions.validateCode({ code: 'def f(x):\n    return x\n', language: 'PYTHON3' }),
    ).toEqual({ successful: true });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/extensions/test/compile` });
    expect(JSON.parse(wire.body)).toEqual({ code: 'def f(x):\n    return x\n', language: 'PYTHON3' });
    expect(await client.extensions.validateCode({ code: 'print((1)' })).toEqual({
      successful: false,
      error: { type: 'SyntaxError', message: "'(' was never closed", line: 1, offset: 5 },
    });
    expect(await client.extensions.validateCode({ code: 'x = 1\nif x\n    pass' })).toEqual({
      successful: false,
      error: { type: 'SyntaxError', message: "expected ':'", line: 2, offset: 4 },
    });
    expect(await client.extensions.validateCode({ code: "s = 'a)b'\nt = [1))" })).toMatchObject({
      error: { message: "unmatched ')'", line: 2, offset: 6 },
    });

    const extension = await client.extensions.create({ name: 'e', content: 'v1' });
    const v2 = await client.extensions.update(extension.id, { name: 'e', content: 'v2' });
    const versions = await client.extensions.listVersions(extension.id);
    expect((await env.lastRequest()).path).toBe(`${org}/extensions/${extension.id}/versions`);
    expect(versions?.map((v) => v.id)).toEqual([v2.versionId, extension.versionId]);
    const first = await client.extensions.getVersion(extension.id, String(extension.versionId));
    expect((await env.lastRequest()).path).toBe(
      `${org}/extensions/${extension.id}/versions/${extension.versionId}`,
    );
    expect(first).toMatchObject({ id: extension.id, versionId: extension.versionId, content: 'v1' });
    expect(await client.extensions.getVersion(extension.id, String(v2.versionId))).toMatchObject({
      versionId: v2.versionId,
      content: 'v2',
    });
    expect((await rejection(client.extensions.getVersion(extension.id, 'nope'))).status).toBe(404);
    await client.extensions.delete(extension.id);
    expect((await rejection(client.extensions.listVersions(extension.id))).status).toBe(404);
  });
});

describe('fields.search, limits.getLimitStatus, sources additions', () => {
  it('searches fields with filters, sorting and paging in the body', async () => {
    const client = env.client();
    await client.fields.create({ name: 'price', type: 'DOUBLE', facet: true });
    await client.fields.create({ name: 'pricetier', type: 'STRING', facet: true });
    await client.fields.create({ name: 'pricenote', type: 'STRING' });
    const page = await client.fields.search({
      filters: { name: 'price', facet: 'TRUE_ONLY' },
      sortBy: 'name',
      order: 'DESC',
      page: 0,
      perPage: 1,
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/indexes/fields/search` });
    expect(JSON.parse(wire.body)).toEqual({
      filters: { name: 'price', facet: 'TRUE_ONLY' },
      sortBy: 'name',
      order: 'DESC',
      page: 0,
      perPage: 1,
    });
    expect(page).toMatchObject({ totalEntries: 2, totalPages: 2, items: [{ name: 'pricetier' }] });
    const names = async (filters: SearchFieldsModel['filters']) =>
      (await client.fields.search({ filters })).items.map((f) => f.name);
    expect(await names({ type: 'DOUBLE' })).toEqual(['price']);
    expect(await names({ name: 'price', facet: 'FALSE_ONLY' })).toEqual(['pricenote']);
    expect(await names({ name: 'price', facet: 'ALL' })).toEqual(['price', 'pricenote', 'pricetier']);
    expect(await names({ fieldNames: ['pricetier', 'price'] })).toEqual(['price', 'pricetier']);
    for (const [filters, message] of [
      [{ type: ['DOUBLE'] }, "the body's /filters/type must be of type string"],
      [{ type: 'NOPE' }, 'the body\'s /filters/type must be one of "LONG"'],
      [{ facet: true }, "the body's /filters/facet must be of type string"],
      [{ sort: 'YES' }, 'the body\'s /filters/sort must be one of "ALL", "TRUE_ONLY", "FALSE_ONLY"'],
    ] as const) {
      const error = await rejection(client.fields.search({ filters: filters as never }));
      expect(error.status, message).toBe(400);
      expect(error.message).toContain(message);
    }
  });

  it('reports one limit with its usage, which follows what the organization holds', async () => {
    const client = env.client();
    const before = await client.limits.getLimitStatus('sources', 'numberOfSources');
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/limits/sources/numberOfSources`,
    });
    await client.sources.create({ name: 'one more', sourceType: 'WEB2' });
    const after = await client.limits.getLimitStatus('sources', 'numberOfSources');
    expect(after?.actualCount).toBe((before?.actualCount ?? 0) + 1);
    // Not reached: the count stays below the limit.
    expect(after?.actualCount).toBeLessThan(after?.limit ?? 0);
    expect(after?.lastUpdate).toBe(new Date().toISOString().slice(0, 10));
    expect((await rejection(client.limits.getLimitStatus('sources', 'nope'))).status).toBe(404);
  });

  it('gives default document configurations and takes feedback', async () => {
    const client = env.client();
    const push = await client.sources.getDefaultDocumentConfiguration({
      defaultDocumentConfigurationType: 'PUSH',
    });
    expect(await env.lastRequest()).toMatchObject({
      path: `${org}/sources/document/configuration/default`,
      query: 'defaultDocumentConfigurationType=PUSH',
    });
    expectPublishedAnswer('sources.getDefaultDocumentConfiguration', push);
    const pushMapping = push?.postConversions?.[0]?.parameters?.values;
    expect(pushMapping).toMatchObject({ title: '%[title]', filetype: '%[filetype]' });
    // A crawled source's default maps the language, not the file type.
    const crawled = await client.sources.getDefaultDocumentConfiguration();
    const crawledMapping = crawled?.postConversions?.[0]?.parameters?.values;
    expect(crawledMapping).toMatchObject({ title: '%[title]', language: '%[language]' });
    expect(crawledMapping).not.toHaveProperty('filetype');
    const refused = await rejection(
      client.sources.getDefaultDocumentConfiguration({
        defaultDocumentConfigurationType: 'CATALOG' as never,
      }),
    );
    expect(refused.message).toMatch(/'defaultDocumentConfigurationType' must be one of "DEFAULT", "PUSH"/);
    const sent = await client.sources.feedback.send('The crawler misses PDFs', {
      feedbackConsumerType: 'SUPPORT',
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${org}/sources/feedback`,
      query: 'feedbackConsumerType=SUPPORT',
    });
    expect(JSON.parse(wire.body)).toEqual({ message: 'The crawler misses PDFs' });
    expect(sent).toMatchObject({ id: expect.any(String), createdDate: expect.any(Number) });
    expect((await rejection(client.sources.feedback.send(' '))).status).toBe(400);
  });
});

describe('organizations: experiments, members, access; invites', () => {
  it('allows serving experiments; the organization shows it', async () => {
    const client = env.client();
    expect((await client.organizations.get())?.configuration).toEqual({ servingExperimentAllowed: false });
    expect(await client.organizations.updateExperimentalStatus(undefined, { allowed: true })).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${org}/configuration/servingExperiment`,
      query: 'allowed=true',
    });
    expect((await client.organizations.get())?.configuration).toEqual({ servingExperimentAllowed: true });
    await client.organizations.updateExperimentalStatus(DEFAULT_ORGANIZATION_ID, { allowed: false });
    expect((await client.organizations.get())?.configuration).toEqual({ servingExperimentAllowed: false });
  });

  it('reads and updates members: details and group membership agree with the groups', async () => {
    const client = env.client();
    const privileges = [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'EDIT' }];
    const editors = await client.groups.create({ displayName: 'Editors', privileges });
    const viewers = await client.groups.create({ displayName: 'Viewers' });

    const member = await client.organizations.members.get(ME);
    expect(await env.lastRequest()).toMatchObject({ path: `${org}/members/${encodeURIComponent(ME)}` });
    expect(member).toMatchObject({ username: ME, groups: [] });
    expect(await client.organizations.members.listPrivileges()).toEqual([]);

    const updated = await client.organizations.members.update(ME, {
      displayName: 'Admin',
      groups: [{ id: editors.id }],
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${org}/members/${encodeURIComponent(ME)}`,
    });
    expect(updated).toMatchObject({
      displayName: 'Admin',
      groups: [{ id: editors.id, displayName: 'Editors' }],
    });
    expect((await client.groups.members.list(editors.id))?.map((m) => m.username)).toEqual([ME]);
    expect(await client.organizations.members.listGroups(ME)).toEqual([
      { id: editors.id, displayName: 'Editors' },
    ]);
    expect((await env.lastRequest()).path).toBe(`${org}/members/${encodeURIComponent(ME)}/groups`);
    expect(await client.organizations.members.listPrivileges()).toEqual(privileges);
    expect((await env.lastRequest()).path).toBe(`${org}/members/privileges`);

    const all = await client.organizations.members.updateAll(
      [{ username: ME, groups: [{ id: viewers.id }] }],
      { sendEmailToInvitedUsers: false },
    );
    expect(all).toEqual([
      expect.objectContaining({
        username: ME,
        displayName: 'Admin',
        groups: [{ id: viewers.id, displayName: 'Viewers' }],
      }),
    ]);
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${org}/members`,
      query: 'sendEmailToInvitedUsers=false',
    });
    expect((await client.organizations.members.get(ME))?.groups.map((g) => g.id)).toEqual([viewers.id]);
    expect(await client.groups.members.list(editors.id)).toEqual([]);
    // A failed write stores nothing.
    const error = await rejection(
      client.organizations.members.updateAll([{ username: ME, groups: [] }, { username: 'ghost@x.com' }]),
    );
    expect(error.status).toBe(404);
    expect((await client.organizations.members.get(ME))?.groups.map((g) => g.id)).toEqual([viewers.id]);
    expect(
      (await rejection(client.organizations.members.update(ME, { groups: [{ id: 'nope' }] }))).status,
    ).toBe(400);
  });

  it('lists API keys and groups by privilege, and temporary accesses', async () => {
    const client = env.client();
    const key = await client.apiKeys.create({
      displayName: 'k',
      privileges: [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'EDIT' }],
    });
    await client.apiKeys.create({
      displayName: 'q',
      privileges: [{ owner: 'SEARCH_API', targetDomain: 'EXECUTE_QUERY' }],
    });
    const group = await client.groups.create({
      displayName: 'g',
      privileges: [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' }],
    });

    await client.apiKeys.create({
      displayName: 'one source',
      privileges: [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'EDIT', targetId: 'src-1' }],
    });
    const sourceAccess = { privilegeOwner: 'PLATFORM', privilegeTargetDomain: 'SOURCE' } as const;
    const keys = await client.organizations.access.listApiKeys({ ...sourceAccess, accessLevel: 'EDIT_ALL' });
    expect(await env.lastRequest()).toMatchObject({
      path: `${org}/access/apikeys`,
      query: 'privilegeOwner=PLATFORM&privilegeTargetDomain=SOURCE&accessLevel=EDIT_ALL',
    });
    expect(keys).toEqual([
      expect.objectContaining({
        id: key.id,
        displayName: 'k',
        privilegeHolderType: 'API_KEY',
        accessLevel: 'EDIT_ALL',
      }),
    ]);
    const custom = await client.organizations.access.listApiKeys({
      ...sourceAccess,
      accessLevel: ['CUSTOM', 'NONE'],
    });
    expect((await env.lastRequest()).query).toBe(
      'privilegeOwner=PLATFORM&privilegeTargetDomain=SOURCE&accessLevel=CUSTOM&accessLevel=NONE',
    );
    expect(custom?.map((k) => [k.displayName, k.accessLevel, k.resourceIdsWithEditLevel])).toEqual([
      ['q', 'NONE', undefined],
      ['one source', 'CUSTOM', ['src-1']],
    ]);
    expect(
      (await client.organizations.access.listGroups({ ...sourceAccess, accessLevel: 'EDIT_ALL' }))?.map(
        (g) => g.id,
      ),
    ).toEqual([]);
    expect(
      await client.organizations.access.listGroups({ ...sourceAccess, accessLevel: 'VIEW_ALL' }),
    ).toEqual([
      expect.objectContaining({ id: group.id, privilegeHolderType: 'GROUP', accessLevel: 'VIEW_ALL' }),
    ]);
    expect((await env.lastRequest()).path).toBe(`${org}/access/groups`);
    const missing = await rejection(
      client.organizations.access.listGroups({ accessLevel: 'VIEW_ALL' } as never),
    );
    expect(missing.message).toContain("the query parameter 'privilegeOwner' is required");
    const unknown = await rejection(
      client.organizations.access.listGroups({ ...sourceAccess, accessLevel: 'VIEW' as never }),
    );
    expect(unknown.message).toContain(
      '\'accessLevel\'/0 must be one of "EDIT_ALL", "CUSTOM", "VIEW_ALL", "NONE"',
    );

    await env.seed({
      records: {
        [DEFAULT_ORGANIZATION_ID]: {
          temporaryAccesses: [
            {
              id: 'ta-1',
              user: { username: 'support@platform' },
              dateGranted: 1,
              expirationDate: Date.now() + 60_000,
            },
            { id: 'ta-old', user: { username: 'support@platform' }, dateGranted: 1, expirationDate: 2 },
          ],
        },
      },
    });
    expect((await client.organizations.access.listTemporary())?.map((a) => a.id)).toEqual(['ta-1']);
    expect((await env.lastRequest()).path).toBe(`${org}/access/temporary`);
    expect((await client.organizations.access.getTemporary('ta-1'))?.user?.username).toBe('support@platform');
    expect((await rejection(client.organizations.access.getTemporary('ta-old'))).status).toBe(404);
    const before = Date.now();
    const revoked = await client.organizations.access.deleteTemporary('ta-1');
    expect(revoked).toMatchObject({ id: 'ta-1', user: { username: 'support@platform' } });
    expect(revoked.revocationDate).toBeGreaterThanOrEqual(before);
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${org}/access/temporary/ta-1` });
    expect(await client.organizations.access.listTemporary()).toEqual([]);
  });

  it("lists the caller's invites across organizations", async () => {
    const client = env.client();
    const group = await client.groups.create({ displayName: 'Invited' });
    await client.groups.invites.create(group.id, { email: ME }, { sendEmail: false });
    await client.groups.invites.create(group.id, { email: 'someone@else.com' }, { sendEmail: false });
    const mine = await client.groups.invites.listMine();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: '/rest/invites' });
    // The groups that invite the caller (not the other invitee's), each with its organization.
    expect(mine).toEqual([
      {
        id: group.id,
        displayName: 'Invited',
        organizations: [{ id: DEFAULT_ORGANIZATION_ID, displayName: expect.any(String) }],
      },
    ]);
    await client.groups.invites.accept(group.id);
    expect(await client.groups.invites.listMine()).toEqual([]);
  });
});
