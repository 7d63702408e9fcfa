import type { NewUaReportModel } from '@platform-admin/client';
import { OTHER_ORGANIZATION_ID } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const base = '/rest/ua/v15/reports';
const org = `org=${DEFAULT_ORGANIZATION_ID}`;

const dashboard: NewUaReportModel = {
  displayName: 'Support searches',
  type: 'DASHBOARD',
  allAnalyticsViewer: false,
  configuration: { tabs: [{ title: 'Overview', cards: [] }] },
};
/** An explorer view: the platform requires every field of a report but its filters. */
const explorerView: NewUaReportModel = {
  displayName: 'Queries',
  type: 'EXPLORER',
  allAnalyticsViewer: false,
  configuration: {},
};

describe('ua.reports', () => {
  it('creates, lists, reads, replaces and deletes a report, with the organization as the org query parameter', async () => {
    const client = env.client();
    const { id } = await client.ua.reports.create(dashboard);
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: base, query: org });
    expect(JSON.parse(wire.body)).toEqual(dashboard);
    expect(id).toMatch(/[0-9a-f-]{36}/);

    const explorer = await client.ua.reports.create(explorerView);

    // Lists carry the configuration unless includeConfig is false (the published default is true).
    const listed = await client.ua.reports.list();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: base, query: org });
    expect(listed?.reports.map((r) => r.id).sort()).toEqual([id, explorer.id].sort());
    expect(listed?.reports.every((r) => r.configuration !== undefined)).toBe(true);
    const bare = await client.ua.reports.list({ includeConfig: false });
    expect(bare?.reports.every((r) => r.configuration === undefined)).toBe(true);

    const dashboards = await client.ua.reports.list({ type: 'DASHBOARD', includeConfig: true });
    expect((await env.lastRequest()).query).toBe(`${org}&type=DASHBOARD&includeConfig=true`);
    expect(dashboards?.reports).toEqual([
      {
        id,
        account: DEFAULT_ORGANIZATION_ID,
        displayName: 'Support searches',
        type: 'DASHBOARD',
        allAnalyticsViewer: false,
        configuration: dashboard.configuration,
        filters: [],
      },
    ]);
    // Both types at once, as the published enum names them; v14 lists the same reports.
    const both = await client.ua.reports.list({ type: 'EXPLORER,DASHBOARD' });
    expect((await env.lastRequest()).query).toBe(`${org}&type=EXPLORER%2CDASHBOARD`);
    expect(both?.reports.map((r) => r.id).sort()).toEqual([id, explorer.id].sort());
    const explorers = await client.ua.v14.reports.list({ type: 'EXPLORER' });
    expect(await env.lastRequest()).toMatchObject({
      path: '/rest/ua/v14/reports',
      query: `${org}&type=EXPLORER`,
    });
    expect(explorers?.reports?.map((r) => r.id)).toEqual([explorer.id]);

    const report = await client.ua.reports.get(id, { tz: 'America/Montreal' });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'GET',
      path: `${base}/${id}`,
      query: `${org}&tz=America%2FMontreal`,
    });
    expect(report).toEqual(dashboards?.reports[0]);
    expect((await client.ua.reports.get(id, { tz: '-05:00' }))?.id).toBe(id);
    expect((await rejection(client.ua.reports.get(id, { tz: 'Mars/Olympus' }))).status).toBe(400);

    const updated = await client.ua.reports.update(id, {
      ...dashboard,
      displayName: 'Support portal searches',
      allAnalyticsViewer: true,
    });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/${id}`, query: org });
    expect(JSON.parse(wire.body).displayName).toBe('Support portal searches');
    expect(updated).toEqual({ id });
    expect((await client.ua.reports.get(id))?.displayName).toBe('Support portal searches');
    // allAnalyticsViewer and the access type say the same thing.
    expect((await client.ua.reports.getAccess(id))?.accessType).toBe('PUBLIC');

    expect(await client.ua.reports.delete(id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${base}/${id}`, query: org });
    expect((await rejection(client.ua.reports.get(id))).status).toBe(404);
    expect((await client.ua.reports.list())?.reports.map((r) => r.id)).toEqual([explorer.id]);
  });

  it('refuses malformed reports and stores nothing', async () => {
    const client = env.client();
    const bad: Array<Record<string, unknown>> = [
      { type: 'DASHBOARD' },
      { displayName: 'x', type: 'PIE' },
      { displayName: 'x', type: 'DASHBOARD', configuration: [1] },
      { displayName: 'x', type: 'DASHBOARD', allAnalyticsViewer: 'yes' },
      { ...dashboard, filters: ['no-such-filter'] },
    ];
    for (const report of bad) {
      const error = await rejection(client.ua.reports.create(report as never));
      expect(error.status, JSON.stringify(report)).toBe(400);
    }
    const partial = await rejection(
      client.ua.reports.create({ displayName: 'x', type: 'DASHBOARD' } as never),
    );
    expect(partial.message).toContain("the body's /allAnalyticsViewer is required");
    expect((await client.ua.reports.list())?.reports).toEqual([]);
    expect((await rejection(client.ua.reports.list({ type: 'PIE' as never }))).status).toBe(400);
  });

  it('applies reporting filters, and a deleted filter leaves the reports that applied it', async () => {
    const client = env.client();
    const hub = await client.ua.filters.reporting.create({
      displayName: 'Community',
      value: "searchHub=='Community'",
    });
    const { id } = await client.ua.reports.create({ ...dashboard, filters: [hub.id] });
    expect((await client.ua.reports.get(id))?.filters).toEqual([hub.id]);
    await client.ua.filters.reporting.delete(hub.id);
    expect((await client.ua.reports.get(id))?.filters).toEqual([]);
  });

  it("sets who may view a report, and the users' and groups' side agrees", async () => {
    const client = env.client();
    const group = await client.groups.create({
      displayName: 'Analysts',
      members: [{ username: 'carol@example.com' }],
    });
    const { id } = await client.ua.reports.create(dashboard);
    const other = await client.ua.reports.create({ ...explorerView, displayName: 'Other' });

    // The writes answer 204, no body; the reads show what they wrote.
    expect(
      await client.ua.reports.setAccess(id, {
        accessType: 'PRIVATE',
        allowedUsers: ['alice@example.com', 'bob@example.com'],
        allowedGroups: [group.id],
      }),
    ).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/${id}/access`, query: org });
    expect(JSON.parse(wire.body)).toEqual({
      accessType: 'PRIVATE',
      allowedUsers: ['alice@example.com', 'bob@example.com'],
      allowedGroups: [group.id],
    });
    expect(await client.ua.reports.getAccess(id)).toEqual({
      accessType: 'PRIVATE',
      allowedUsers: [
        { userId: 'alice@example.com', account: DEFAULT_ORGANIZATION_ID, filters: [], reports: [id] },
        { userId: 'bob@example.com', account: DEFAULT_ORGANIZATION_ID, filters: [], reports: [id] },
      ],
      allowedGroups: [{ groupId: group.id, account: DEFAULT_ORGANIZATION_ID, filters: [], reports: [id] }],
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/${id}/access` });

    // A user's reports are the reports that allow the user; a group member's, with includeGroups.
    expect((await client.ua.users.getReports('alice@example.com'))?.reports.map((r) => r.id)).toEqual([id]);
    expect((await client.ua.users.getReports('carol@example.com'))?.reports).toEqual([]);
    expect(
      (await client.ua.users.getReports('carol@example.com', { includeGroups: true }))?.reports.map(
        (r) => r.id,
      ),
    ).toEqual([id]);

    // The users call replaces the allowed users only.
    expect(await client.ua.reports.setUsers(id, ['bob@example.com', 'dan@example.com'])).toEqual({});
    expect(JSON.parse((await env.lastRequest()).body)).toEqual(['bob@example.com', 'dan@example.com']);
    expect(await client.ua.reports.getUsers(id)).toEqual({
      access: 'PRIVATE',
      allowedUsers: [
        { userId: 'bob@example.com', account: DEFAULT_ORGANIZATION_ID, filters: [], reports: [id] },
        { userId: 'dan@example.com', account: DEFAULT_ORGANIZATION_ID, filters: [], reports: [id] },
      ],
    });
    expect((await client.ua.users.get('alice@example.com'))?.reports).toEqual([]);
    expect((await client.ua.reports.getAccess(id))?.allowedGroups.map((g) => g.groupId)).toEqual([group.id]);

    // Writing from the user's side rewrites the reports' lists.
    expect(await client.ua.users.setReports('dan@example.com', [other.id])).toEqual({});
    expect((await client.ua.users.getReports('dan@example.com'))?.reports.map((r) => r.id)).toEqual([
      other.id,
    ]);
    expect((await client.ua.reports.getUsers(id))?.allowedUsers.map((u) => u.userId)).toEqual([
      'bob@example.com',
    ]);
    expect((await client.ua.reports.getUsers(other.id))?.allowedUsers.map((u) => u.userId)).toEqual([
      'dan@example.com',
    ]);

    // Unknown groups and reports are refused, and nothing changes.
    const before = await client.ua.reports.getAccess(id);
    expect(
      (
        await rejection(
          client.ua.reports.setAccess(id, {
            accessType: 'PUBLIC',
            allowedUsers: [],
            allowedGroups: ['nope'],
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await rejection(
          // @ts-expect-error the platform refuses an access type it does not have, which the type leaves out
          client.ua.reports.setAccess(id, { accessType: 'SECRET', allowedUsers: [], allowedGroups: [] }),
        )
      ).status,
    ).toBe(400);
    expect((await rejection(client.ua.users.setReports('bob@example.com', [id, 'nope']))).status).toBe(400);
    expect(await client.ua.reports.getAccess(id)).toEqual(before);

    // A deleted group leaves the report's access list.
    await client.groups.delete(group.id);
    expect((await client.ua.reports.getAccess(id))?.allowedGroups).toEqual([]);

    // A deleted report leaves every user's list.
    await client.ua.reports.delete(id);
    expect((await client.ua.users.get('bob@example.com'))?.reports).toEqual([]);
    expect((await rejection(client.ua.reports.getAccess(id))).status).toBe(404);
  });

  it('sets an access of some fields only, as published: the access type left out stays, a list left out is emptied', async () => {
    const client = env.client();
    const { id } = await client.ua.reports.create(dashboard);
    await client.ua.reports.setAccess(id, { accessType: 'PRIVATE', allowedUsers: ['alice@example.com'] });
    await client.ua.reports.setAccess(id, { allowedUsers: ['bob@example.com'] });
    expect(JSON.parse((await env.lastRequest()).body)).toEqual({ allowedUsers: ['bob@example.com'] });
    const access = await client.ua.reports.getAccess(id);
    expect(access).toMatchObject({ accessType: 'PRIVATE', allowedGroups: [] });
    expect(access?.allowedUsers.map((u) => u.userId)).toEqual(['bob@example.com']);
    await client.ua.reports.setAccess(id, { accessType: 'PUBLIC' });
    expect(await client.ua.reports.getAccess(id)).toEqual({
      accessType: 'PUBLIC',
      allowedUsers: [],
      allowedGroups: [],
    });
  });

  it('lists report templates and starts a report from one', async () => {
    const client = env.client();
    const all = await client.ua.reports.listTemplates({ type: 'DASHBOARD' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/templates`,
      query: `${org}&type=DASHBOARD`,
    });
    expect(all?.length).toBeGreaterThan(1);
    expect(all?.every((t) => t.type === 'DASHBOARD')).toBe(true);
    expect(all?.every((t) => t.description === undefined && typeof t.title === 'string')).toBe(true);

    const explorers = await client.ua.reports.listTemplates({ type: 'EXPLORER', includeMetadata: true });
    expect((await env.lastRequest()).query).toBe(`${org}&type=EXPLORER&includeMetadata=true`);
    expect(explorers?.length).toBeGreaterThan(0);
    const untyped = await rejection(client.ua.reports.listTemplates({} as never));
    expect(untyped.message).toContain("the query parameter 'type' is required");
    for (const template of explorers ?? []) {
      expect(template.type).toBe('EXPLORER');
      expect(typeof template.description).toBe('string');
      expect(typeof template.category).toBe('string');
    }

    const [first] = all!;
    // The platform answers a list holding the template.
    const found = await client.ua.reports.getTemplate(first.id);
    expect(await env.lastRequest()).toMatchObject({ path: `${base}/templates/${first.id}`, query: org });
    expect(found).toHaveLength(1);
    const [template] = found!;
    expect(template).toMatchObject({ id: first.id, title: first.title });
    expect(template?.configuration).toEqual(expect.any(Object));

    const { id } = await client.ua.reports.create({
      displayName: template!.title,
      type: template!.type!,
      allAnalyticsViewer: false,
      configuration: template!.configuration,
    });
    expect((await client.ua.reports.get(id))?.configuration).toEqual(template?.configuration);
    expect((await rejection(client.ua.reports.getTemplate('no-such-template'))).status).toBe(404);
  });

  it('answers health and status without an organization', async () => {
    const client = env.client();
    const health = await client.ua.reports.health();
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/monitoring/health`,
      query: '',
    });
    expect(health?.status).toBe('UP');
    const status = await client.ua.reports.status();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/status`, query: '' });
    expect(status).toMatchObject({ status: 'online', service: 'reports', version: 'v15' });
  });

  it("checks the org query parameter: the token's organization when left out, existing, and one the token may use", async () => {
    const client = env.client();
    expect((await env.sendJson('GET', base)).body).toEqual(await client.ua.reports.list());
    expect((await env.sendJson('GET', `${base}?org=no-such-org`)).status).toBe(404);
    expect((await rejection(client.ua.reports.list({ org: OTHER_ORGANIZATION_ID }))).status).toBe(403);
    expect((await env.lastRequest()).query).toBe(`org=${OTHER_ORGANIZATION_ID}`);
  });
});
