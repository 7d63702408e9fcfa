import type { NewExtensionModel } from '@platform-admin/client';
import { redactCredential } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const raw = (method: string, path: string, body?: string) => env.send(method, path, body);
const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/extensions`;
const script = "document.add_meta_data({'reviewed': ['yes']})";

describe('extensions', () => {
  it('creates, lists, reads, replaces (new version) and deletes an extension', async () => {
    const client = env.client();
    const model: NewExtensionModel = {
      name: 'Tag reviewed',
      content: script,
      description: 'adds reviewed=yes',
      requiredDataStreams: ['BODY_TEXT'],
    };
    const created = await client.extensions.create(model);
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: base, query: '', endpoint: 'extensions.create' });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(wire.headers.authorization).toBe(redactCredential(`Bearer ${DEFAULT_TOKEN}`));
    expect(JSON.parse(wire.body)).toEqual(model);
    expect(created).toMatchObject({ ...model, enabled: true, language: 'PYTHON3' });
    // The emulator runs no extension: no execution counted, health unknown.
    expect(created.status).toEqual({
      dailyStatistics: {
        averageDurationInSeconds: 0,
        numberOfErrors: 0,
        numberOfExecutions: 0,
        numberOfSkips: 0,
        numberOfTimeouts: 0,
      },
      durationHealth: { healthIndicator: 'UNKNOWN' },
      timeoutHealth: { healthIndicator: 'UNKNOWN' },
      timeoutLikeliness: 'NONE',
      // Never disabled: no date.
      disabledStatus: { disabledDate: 0 },
    });
    expect(created.id).toMatch(/[0-9a-f-]{36}/);
    expect(created.versionId).toMatch(/[0-9a-f-]{36}/);
    expect(created.lastModified).toBe(created.createdDate);

    expect(await client.extensions.list()).toEqual([created]);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: base, body: '' });
    expect(await client.extensions.get(created.id)).toEqual(created);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/${created.id}` });

    const updated = await client.extensions.update(created.id, {
      name: 'Tag reviewed v2',
      content: `${script}\n`,
    });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/${created.id}` });
    expect(JSON.parse(wire.body)).toEqual({ name: 'Tag reviewed v2', content: `${script}\n` });
    expect(updated).toMatchObject({
      id: created.id,
      name: 'Tag reviewed v2',
      content: `${script}\n`,
      enabled: true,
      createdDate: created.createdDate,
    });
    expect(updated.versionId).not.toBe(created.versionId);
    expect(await client.extensions.get(created.id)).toEqual(updated);

    expect(await client.extensions.delete(created.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/${created.id}`,
      body: '',
    });
    const gone = await rejection(client.extensions.get(created.id));
    expect(gone).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    expect(gone.message).toContain(`Extension '${created.id}' does not exist`);
    expect(await client.extensions.list()).toEqual([]);
  });

  it('disables with a reason (kept) and enables again (reason cleared)', async () => {
    const client = env.client();
    const { id, versionId } = await client.extensions.create({ name: 'x', content: script });
    const before = Date.now();
    expect(await client.extensions.disable(id, 'Too slow on large files')).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/${id}/disable`, query: '' });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(JSON.parse(wire.body)).toEqual({ reason: 'Too slow on large files' });
    const disabled = (await client.extensions.get(id))!;
    expect(disabled).toMatchObject({ id, enabled: false });
    expect(disabled.status.disabledStatus).toEqual({
      disabledDate: expect.any(Number),
      reason: 'Too slow on large files',
    });
    expect(disabled.status.disabledStatus.disabledDate).toBeGreaterThanOrEqual(before);
    expect(disabled.status.lastDisablingDate).toBe(disabled.status.disabledStatus.disabledDate);
    expect(disabled.versionId).not.toBe(versionId);

    // A replacement keeps it disabled, with its reason and date, unless it says `enabled`.
    const kept = await client.extensions.update(id, { name: 'x', content: script });
    expect(kept).toMatchObject({
      enabled: false,
      status: { disabledStatus: disabled.status.disabledStatus },
    });

    expect(await client.extensions.enable(id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/${id}/enable`,
      body: '{}',
    });
    const enabled = (await client.extensions.get(id))!;
    expect(enabled).toMatchObject({ id, enabled: true });
    expect(enabled.status.disabledStatus).toEqual({ disabledDate: 0 });
    expect(enabled.status.lastDisablingDate).toBe(disabled.status.lastDisablingDate);
    expect(enabled.versionId).not.toBe(kept.versionId);

    const noReason = await raw('POST', `${base}/${id}/disable`);
    expect(noReason.status).toBe(204);
    expect((await client.extensions.get(id))!.status.disabledStatus).toEqual({
      disabledDate: expect.any(Number),
    });
    const badReason = await raw('POST', `${base}/${id}/disable`, '{"reason":42}');
    expect(badReason.status).toBe(400);
    expect((await badReason.json()).message).toContain("the body's /reason must be of type string");

    expect((await rejection(client.extensions.enable('ghost'))).status).toBe(404);
    expect((await rejection(client.extensions.disable('ghost', 'r'))).status).toBe(404);
    expect((await rejection(client.extensions.update('ghost', { name: 'x', content: '' }))).status).toBe(404);
    expect((await rejection(client.extensions.delete('ghost'))).status).toBe(404);
  });

  it('refuses models without name or content, or with malformed fields, with 400', async () => {
    const client = env.client();
    const cases: Array<[unknown, string]> = [
      [{ content: script }, "the body's /name is required"],
      [{ name: '  ', content: script }, "'name' must be a non-empty string"],
      [{ name: 'x' }, "the body's /content is required"],
      [{ name: 'x', content: 12 }, "the body's /content must be of type string"],
      [{ name: 'x', content: script, enabled: 'no' }, "the body's /enabled must be of type boolean"],
      [
        { name: 'x', content: script, requiredDataStreams: 'BODY_TEXT' },
        "the body's /requiredDataStreams must be of type array",
      ],
      [
        { name: 'x', content: script, requiredDataStreams: ['TEXT'] },
        'the body\'s /requiredDataStreams/0 must be one of "BODY_TEXT"',
      ],
      [{ name: 'x', content: script, timeout: -1 }, "'timeout' must be a positive number"],
      [42, "the body's / must be of type object"],
    ];
    for (const [model, message] of cases) {
      const error = await rejection(client.extensions.create(model as NewExtensionModel));
      expect(error.status, JSON.stringify(model)).toBe(400);
      expect(error.message).toContain(message);
    }
    const { id } = await client.extensions.create({ name: 'ok', content: script, enabled: false });
    expect((await rejection(client.extensions.update(id, { name: 'ok' } as NewExtensionModel))).status).toBe(
      400,
    );
    expect((await raw('POST', base, '{"name":"x",')).status).toBe(400);
    expect((await raw('POST', base)).status).toBe(400);
    expect((await client.extensions.list())?.map((e) => [e.name, e.enabled])).toEqual([['ok', false]]);
  });
});

describe('extensions: time-out and tests', () => {
  it('sets the time-out: a new version, shown by get; 400 for none positive, 404 for an unknown extension', async () => {
    const client = env.client();
    const { id, versionId } = await client.extensions.create({ name: 'x', content: script });
    expect(await client.extensions.updateTimeout(id, { executionTimeout: 12 })).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${base}/${id}/timeouts` });
    const updated = (await client.extensions.get(id))!;
    expect(updated).toMatchObject({ timeout: 12, content: script });
    expect(updated.versionId).not.toBe(versionId);
    const refused = await rejection(client.extensions.updateTimeout(id, { executionTimeout: 0 }));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("'executionTimeout' must be a positive number");
    expect((await client.extensions.get(id))!.timeout).toBe(12);
    expect((await rejection(client.extensions.updateTimeout('ghost', { executionTimeout: 3 }))).status).toBe(
      404,
    );
  });

  it('tests an extension on an item with an uploaded data stream: the item unchanged, the script not run', async () => {
    const client = env.client();
    const { id, versionId } = await client.extensions.create({ name: 'x', content: script });
    const stream = await client.extensions.createTestDataStreamUri(id);
    expect(stream).toMatchObject({ streamId: expect.any(String), requiredHeaders: expect.any(Object) });
    const upload = await fetch(stream.uri, { method: 'PUT', headers: stream.requiredHeaders, body: 'Hello' });
    expect(upload.status).toBe(200);
    const body = { id: stream.streamId, inlineContent: '', compressionType: 'UNCOMPRESSED' as const };
    const metadata = [{ origin: 'test', values: { title: { value: ['Soup'] } } }];
    const document = {
      id: 'doc://1',
      metadata,
      dataStreams: [{ origin: 'test', values: { BODY_TEXT: body } }],
    };
    const report = await client.extensions.test(id, { document });
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${base}/${id}/test` });
    expect(report.result).toEqual({ status: 'SUCCESS' });
    // The uploaded stream is the item's body text; nothing else changed.
    const streams = [{ origin: 'test', values: { BODY_TEXT: { ...body, inlineContent: 'Hello' } } }];
    expect(report.document).toEqual({ ...document, dataStreams: streams, permissions: [] });
    expect(report.logs).toEqual([expect.objectContaining({ severity: 'WARNING' })]);
    expect(report.logs?.[0].comment).toContain('does not run extension scripts');
    expect(report.dataStreamUris).toEqual([]);
    expect(report.duration).toBeGreaterThanOrEqual(0);

    // A version that does not compile fails; the latest version still passes.
    await client.extensions.updateCode(id, 'if True\n  pass');
    const broken = await client.extensions.test(id, {});
    expect(broken.result).toEqual({
      status: 'EXECUTION_ERROR',
      reason: expect.stringContaining('SyntaxError'),
    });
    expect((await client.extensions.test(id, { versionId })).result.status).toBe('SUCCESS');

    const other = await client.extensions.create({ name: 'y', content: script });
    const foreign = await rejection(client.extensions.test(other.id, { document }));
    expect(foreign.status).toBe(400);
    expect(foreign.message).toContain(stream.streamId);
    expect((await rejection(client.extensions.test(id, { versionId: 'ghost' }))).status).toBe(404);
    expect((await rejection(client.extensions.test('ghost', {}))).status).toBe(404);
    expect((await rejection(client.extensions.createTestDataStreamUri('ghost'))).status).toBe(404);
  });
});

describe('indexes, fields and extensions: any input', () => {
  it('answers every route of the three families without a server error', async () => {
    const bodies = [
      undefined,
      '',
      'null',
      '[]',
      '{}',
      '"text"',
      '42',
      '{"x":',
      '[null, 1, "a"]',
      '{"name":{}}',
    ];
    const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
    const idx = `${DEFAULT_ORGANIZATION_ID}-index-1`;
    const routes: Array<[string, string]> = [
      ['POST', `${org}/indexes`],
      ['POST', `${org}/indexes/${idx}/resize`],
      ['POST', `${org}/indexes/${idx}/restore?backupId=%00`],
      ['PUT', `${org}/indexes/${idx}/readonly?isReadOnly[]=1`],
      ['PUT', `${org}/indexes/${idx}/online?isOnline=1`],
      ['PUT', `${org}/indexes/${idx}/configuration`],
      ['PUT', `${org}/indexes/raw`],
      ['GET', `${org}/indexbackups/page?from=&to=-1&page=1e9&perPage=99999999999`],
      ['POST', `${org}/indexes/fields`],
      ['POST', `${org}/indexes/fields/batch/create`],
      ['PUT', `${org}/indexes/fields/batch/update`],
      ['DELETE', `${org}/indexes/fields/batch/delete?fields=,,`],
      ['PUT', `${org}/indexes/fields/title`],
      ['GET', `${org}/indexes/page/fields?sortBy=&order=&filter=%25`],
      ['POST', `${org}/extensions`],
      ['POST', `${org}/extensions/nope/disable`],
    ];
    for (const [method, path] of routes) {
      for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : bodies) {
        const response = await raw(method, path, body);
        expect(response.status, `${method} ${path} ${body}`).toBeLessThan(500);
        // A 204 (a field replaced, say) has no body; any other answer is JSON.
        if (response.status === 204) expect(await response.text()).toBe('');
        else expect(response.headers.get('content-type') ?? 'application/json').toContain('json');
      }
    }
  });
});
