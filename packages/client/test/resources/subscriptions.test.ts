import type { NewSubscriptionModel } from '@platform-admin/client';
import { redactCredential } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/subscriptions`;

const email: NewSubscriptionModel = {
  name: 'Daily digest',
  frequency: 'DAILY',
  type: 'EMAIL',
  parameters: { emailRecipients: ['ops@example.com'] },
  eventTypes: ['SOURCE_REFRESH_FAILED'],
};
const hook: NewSubscriptionModel = {
  name: 'Hook',
  frequency: 'LIVE',
  type: 'WEB_HOOK',
  parameters: { url: 'https://hooks.example.com/x' },
};

describe('subscriptions (organization)', () => {
  it('creates, lists, reads, updates, disables, enables and deletes a subscription', async () => {
    const client = env.client();
    const before = Date.now();
    const created = await client.subscriptions.create(email);
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: base, query: '' });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(wire.headers.authorization).toBe(redactCredential(`Bearer ${DEFAULT_TOKEN}`));
    expect(JSON.parse(wire.body)).toEqual(email);
    expect(created).toMatchObject({ ...email, enabled: true, health: 'UNKNOWN' });
    expect(created.id).toMatch(/[0-9a-f-]{36}/);
    expect(created.createdDate).toBeGreaterThanOrEqual(before);

    expect(await client.subscriptions.list()).toEqual([created]);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: base, body: '' });
    expect(await client.subscriptions.get(created.id)).toEqual(created);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/${created.id}` });

    const updated = await client.subscriptions.update(created.id, { ...created, frequency: 'WEEKLY' });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/${created.id}` });
    expect(JSON.parse(wire.body).frequency).toBe('WEEKLY');
    expect(updated).toMatchObject({ id: created.id, frequency: 'WEEKLY', createdDate: created.createdDate });

    expect(await client.subscriptions.disable(created.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${base}/${created.id}/disable`,
      body: '{}',
    });
    expect((await client.subscriptions.get(created.id))?.enabled).toBe(false);
    expect(await client.subscriptions.enable(created.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${base}/${created.id}/enable`,
      body: '{}',
    });
    expect((await client.subscriptions.get(created.id))?.enabled).toBe(true);

    expect(await client.subscriptions.delete(created.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${base}/${created.id}` });
    expect(await client.subscriptions.list()).toEqual([]);
    for (const call of [
      () => client.subscriptions.get(created.id),
      () => client.subscriptions.update(created.id, email),
      () => client.subscriptions.delete(created.id),
      () => client.subscriptions.enable(created.id),
      () => client.subscriptions.disable(created.id),
      () => client.subscriptions.test(created.id),
    ]) {
      const error = await rejection(call());
      expect(error).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    }
  });

  it('keeps enabled: false when created disabled', async () => {
    const created = await env.client().subscriptions.create({ ...hook, enabled: false });
    expect(created.enabled).toBe(false);
  });

  it('tests a subscription: health goes from UNKNOWN to GOOD or PROBLEMATIC, and back on a new target', async () => {
    const client = env.client();
    const good = await client.subscriptions.create(hook);
    expect(await client.subscriptions.test(good.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/${good.id}/test`,
      body: '{}',
    });
    const tested = await client.subscriptions.get(good.id);
    expect(tested).toMatchObject({ health: 'GOOD' });
    expect(tested?.lastTestDate).toBeGreaterThan(0);

    const unreachable = await client.subscriptions.create({
      ...hook,
      parameters: { url: 'https://hooks.example.invalid/' },
    });
    await client.subscriptions.test(unreachable.id);
    expect((await client.subscriptions.get(unreachable.id))?.health).toBe('PROBLEMATIC');
    const noRecipients = await client.subscriptions.create({ ...email, parameters: { emailRecipients: [] } });
    await client.subscriptions.test(noRecipients.id);
    expect((await client.subscriptions.get(noRecipients.id))?.health).toBe('PROBLEMATIC');

    // Same target: the health stays; a new URL has not been tried yet.
    expect((await client.subscriptions.update(good.id, { ...hook, name: 'Renamed' })).health).toBe('GOOD');
    expect(
      (
        await client.subscriptions.update(good.id, {
          ...hook,
          parameters: { url: 'https://other.example.com' },
        })
      ).health,
    ).toBe('UNKNOWN');
  });

  it('refuses malformed subscriptions with 400 errors naming the problem', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...email, name: undefined }, "'name' is required"],
      [{ ...email, frequency: undefined }, "'frequency' is required"],
      [
        { ...email, frequency: 'MONTHLY' },
        'the body\'s /frequency must be one of "LIVE", "HOURLY", "DAILY", "WEEKLY"',
      ],
      [
        { ...email, type: 'SMS' },
        'the body\'s /type must be one of "EMAIL", "EMAIL_JSON", "WEB_HOOK", "HOME_PAGE"',
      ],
      [{ ...email, type: undefined }, "'type' is required"],
      [{ ...email, health: 'GREAT' }, "'health' must be one of: GOOD, WARNING, PROBLEMATIC, UNKNOWN"],
      [{ ...email, enabled: 'yes' }, "the body's /enabled must be of type boolean"],
      [
        { ...email, parameters: { emailRecipients: 'ops@example.com' } },
        "the body's /parameters/emailRecipients must be of type array",
      ],
      [
        { ...email, parameters: { emailRecipients: ['not an address'] } },
        "'not an address' is not an e-mail address",
      ],
      [{ ...email, parameters: 'ops@example.com' }, "the body's /parameters must be of type object"],
      [{ ...hook, parameters: { url: 'javascript:alert(1)' } }, "'parameters.url' must be an http(s) URL"],
      [{ ...hook, parameters: { url: 12 } }, "'parameters.url' must be an http(s) URL"],
      [{ ...email, eventTypes: [1] }, "'eventTypes' must be an array of strings"],
      [[email], "the body's / must be of type object"],
    ];
    const created = await env.client().subscriptions.create(email);
    for (const [method, path] of [
      ['POST', base],
      ['PUT', `${base}/${created.id}`],
      ['POST', `${base}/me`],
      ['PUT', `${base}/me/${created.id}`],
    ]) {
      for (const [body, message] of cases) {
        const response = await fetch(`${env.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${DEFAULT_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        // /me/{id} of an organization subscription: the user has no such subscription (the schema's
        // check comes first, then the handler's).
        const bySchema = message.startsWith("the body's");
        const expected = path === `${base}/me/${created.id}` && !bySchema ? 404 : 400;
        expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(expected);
        if (expected === 400) expect((await response.json()).message).toContain(message);
      }
    }
    const noBody = await fetch(`${env.url}${base}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEFAULT_TOKEN}` },
    });
    expect(noBody.status).toBe(400);
    expect(await env.client().subscriptions.list()).toEqual([created]);
  });
});

describe('subscriptions.me (the calling user)', () => {
  it('keeps each user their own subscriptions, apart from the organization', async () => {
    await env.seed({
      tokens: [
        {
          token: 'colleague-token',
          username: 'colleague@example.com',
          organizations: [DEFAULT_ORGANIZATION_ID],
        },
      ],
    });
    const admin = env.client();
    const colleague = env.client({ accessToken: 'colleague-token' });

    const mine = await admin.subscriptions.me.create(hook);
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/me`, query: '' });
    expect(JSON.parse(wire.body)).toEqual(hook);
    expect(mine).toMatchObject({
      ...hook,
      enabled: true,
      health: 'UNKNOWN',
      username: 'admin@emulator.local',
    });

    expect(await admin.subscriptions.me.list()).toEqual([mine]);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/me` });
    expect(await admin.subscriptions.list()).toEqual([]);
    expect(await colleague.subscriptions.me.list()).toEqual([]);
    expect((await rejection(colleague.subscriptions.me.get(mine.id))).status).toBe(404);
    expect((await rejection(admin.subscriptions.get(mine.id))).status).toBe(404);

    expect(await admin.subscriptions.me.get(mine.id)).toEqual(mine);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/me/${mine.id}` });

    const updated = await admin.subscriptions.me.update(mine.id, { ...mine, frequency: 'HOURLY' });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/me/${mine.id}` });
    expect(updated).toMatchObject({ frequency: 'HOURLY', username: 'admin@emulator.local' });

    expect(await admin.subscriptions.me.disable(mine.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${base}/me/${mine.id}/disable` });
    expect((await admin.subscriptions.me.get(mine.id))?.enabled).toBe(false);
    expect(await admin.subscriptions.me.enable(mine.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${base}/me/${mine.id}/enable` });
    expect((await admin.subscriptions.me.get(mine.id))?.enabled).toBe(true);

    expect(await admin.subscriptions.me.test(mine.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${base}/me/${mine.id}/test` });
    expect((await admin.subscriptions.me.get(mine.id))?.health).toBe('GOOD');

    expect((await rejection(colleague.subscriptions.me.delete(mine.id))).status).toBe(404);
    expect(await admin.subscriptions.me.delete(mine.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${base}/me/${mine.id}` });
    expect(await admin.subscriptions.me.list()).toEqual([]);
    expect((await rejection(admin.subscriptions.me.test(mine.id))).status).toBe(404);
  });

  it('refuses an enumeration value outside the spec through the typed client too', async () => {
    const error = await rejection(
      env
        .client()
        .subscriptions.me.create({ ...email, type: 'PIGEON' as unknown as NewSubscriptionModel['type'] }),
    );
    expect(error).toMatchObject({ status: 400, errorCode: 'INVALID_PARAMETER' });
  });
});
