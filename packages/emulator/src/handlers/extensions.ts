import { randomUUID } from 'node:crypto';
import { type EmulatorContext, paged, requestOrigin } from '../context';
import { badRequest, created, noContent, notFound, Reply } from '../http';
import { projectQuery } from '../model/catalogs';
import { newContainer } from '../model/pushed';
import type { Handlers } from './types';

/*
 * Indexing pipeline extensions. Every change gives the extension a new `versionId` and keeps the state
 * it saved as that version; `disable` keeps its reason and date (the status's `disabledStatus`), `enable`
 * clears them (204 both, as the platform).
 */

type Rec = Record<string, any>;

const extensionsOf = (ctx: EmulatorContext) => ctx.store.collection('extensions', 'Extension');
const versionsOf = (ctx: EmulatorContext) => ctx.store.collection('extensionVersions', 'Extension version');
/** Data streams uploaded to test an extension: the stream's id (its file's), the extension's. */
const testStreamsOf = (ctx: EmulatorContext) => ctx.store.collection('extensionTestStreams', 'Data stream');

/**
 * An extension as the API shows it: its `language` (PYTHON3 unless the model said), and its `status`.
 * The emulator runs no extension: the statistics count no execution and the health is UNKNOWN. The
 * published schema requires `disabledStatus.disabledDate`: 0 for an extension that is not disabled.
 */
function view({ disabledReason: reason, disabledDate, lastDisablingDate, ...extension }: Rec) {
  const disabled = extension.enabled === false && disabledDate !== undefined;
  return {
    language: 'PYTHON3',
    ...extension,
    status: {
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
      disabledStatus: disabled ? { disabledDate, ...(reason ? { reason } : {}) } : { disabledDate: 0 },
      ...(lastDisablingDate ? { lastDisablingDate } : {}),
    },
  };
}

/**
 * The fields of an extension model the caller sets, checked where the published schema (it requires
 * `name` and `content` and types every field) leaves them open: a name that is not blank, a positive
 * time-out.
 */
async function model(ctx: EmulatorContext): Promise<Rec> {
  const { id, versionId, createdDate, lastModified, status, usedBy, ...body } = await ctx.json();
  for (const owned of ['disabledReason', 'disabledDate', 'lastDisablingDate']) delete body[owned];
  if (!body.name.trim()) throw badRequest("The field 'name' must be a non-empty string.");
  if (body.timeout !== undefined && !(body.timeout > 0))
    throw badRequest("The field 'timeout' must be a positive number of seconds.");
  return { description: '', requiredDataStreams: [], ...body };
}

/** Stores a new state of an extension, with a new `versionId`, and keeps it as that version. */
function save(ctx: EmulatorContext, record: Rec) {
  const now = Date.now();
  const saved = extensionsOf(ctx).insert({
    createdDate: now,
    ...record,
    versionId: randomUUID(),
    lastModified: now,
  });
  versionsOf(ctx).insert({ id: saved.versionId, extensionId: saved.id, extension: { ...saved } });
  return saved;
}

/** Versions of the path's extension, newest first. */
function versions(ctx: EmulatorContext) {
  const { id } = extensionsOf(ctx).get(ctx.params.extensionId);
  return versionsOf(ctx)
    .list()
    .filter((version) => version.extensionId === id)
    .sort((a, b) => b.extension.lastModified - a.extension.lastModified);
}

/** The extension as the version of the path's extension saved it. @throws HttpError 404 for an unknown one. */
function savedVersion(ctx: EmulatorContext, versionId: string): Rec {
  const version = versions(ctx).find((v) => v.id === versionId);
  if (version) return version.extension;
  throw notFound(`Version of the extension '${ctx.params.extensionId}'`, versionId);
}

/**
 * A test item as the extension gets it: no metadata, data streams or permissions unless given, and each
 * data stream that names an `id` holding what was uploaded to that test data stream of the extension.
 */
function testItem(ctx: EmulatorContext, extensionId: string, item: Rec = {}) {
  const content = (stream: Rec) => {
    const file =
      testStreamsOf(ctx).records.get(stream.id)?.extensionId === extensionId &&
      ctx.state.files.get(stream.id);
    if (!file) throw badRequest(`'${stream.id}' is no test data stream of the extension: create one first.`);
    const bytes = Buffer.from(file.body);
    return bytes.toString(stream.compressionType === 'UNCOMPRESSED' ? 'utf8' : 'base64');
  };
  const streams = (item.dataStreams ?? []).map((set: Rec) => {
    const entries = Object.entries(set.values).map(([name, stream]: [string, any]) => [
      name,
      stream.id ? { ...stream, inlineContent: content(stream) } : stream,
    ]);
    return { ...set, values: Object.fromEntries(entries) };
  });
  return { metadata: [], permissions: [], ...item, dataStreams: streams };
}

/** Python 3 source as a compiler sees its blocks: balanced brackets, `:` before indented blocks. */
function compile(code: string) {
  const stack: Array<{ char: string; line: number; offset: number }> = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const error = (message: string, line: number, offset: number) => ({
    type: 'SyntaxError',
    message,
    line,
    offset,
  });
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    // Comments dropped, string literals blanked to the same length: columns stay where they were.
    const text = lines[i]
      .replace(/#.*$/, '')
      .replace(/'[^']*'|"[^"]*"/g, (literal) => `"${' '.repeat(literal.length - 2)}"`);
    for (let column = 0; column < text.length; column++) {
      const char = text[column];
      if ('([{'.includes(char)) stack.push({ char, line: i + 1, offset: column });
      else if (pairs[char] && stack.pop()?.char !== pairs[char])
        return error(`unmatched '${char}'`, i + 1, column);
    }
    const block = /^\s*(def|class|if|elif|else|for|while|try|except|finally|with)\b/.test(text);
    if (block && stack.length === 0 && !/:\s*$/.test(text))
      return error("expected ':'", i + 1, text.trimEnd().length);
  }
  const open = stack.pop();
  return open && error(`'${open.char}' was never closed`, open.line, open.offset);
}

/** A page of the extensions whose name holds the query's `filter` (any case), among `ids` when given. */
function extensionsPage(ctx: EmulatorContext, ids?: string[]) {
  const filter = ctx.query('filter')?.toLowerCase() ?? '';
  const kept = ({ id, name }: Rec) => (!ids || ids.includes(id)) && name.toLowerCase().includes(filter);
  return paged(ctx, extensionsOf(ctx).list().filter(kept).map(view));
}

export const extensionsHandlers: Handlers = {
  'extensions.list': (ctx) => extensionsOf(ctx).list().map(view),
  'extensions.listPaged': (ctx) => extensionsPage(ctx),
  'extensions.listByIds': async (ctx) => extensionsPage(ctx, await ctx.json()),
  'extensions.listByProject': (ctx) => extensionsPage(ctx, projectQuery(ctx, 'EXTENSION')),
  // The code is plain text both ways; new code is a new version of the extension.
  'extensions.getCode': (ctx) =>
    new Reply(200, extensionsOf(ctx).get(ctx.params.extensionId).content, { 'content-type': 'text/plain' }),
  'extensions.updateCode': async (ctx) =>
    view(save(ctx, { ...extensionsOf(ctx).get(ctx.params.extensionId), content: await ctx.c.req.text() })),
  'extensions.create': async (ctx) => {
    const extension = { enabled: true, ...(await model(ctx)) };
    // Created disabled: disabled since its creation.
    const disabled = extension.enabled ? {} : { disabledDate: Date.now(), lastDisablingDate: Date.now() };
    return created(view(save(ctx, { ...extension, ...disabled })));
  },
  'extensions.get': (ctx) => view(extensionsOf(ctx).get(ctx.params.extensionId)),
  'extensions.update': async (ctx) => {
    const existing = extensionsOf(ctx).get(ctx.params.extensionId);
    const { id, createdDate, enabled: was, disabledReason, disabledDate, lastDisablingDate } = existing;
    const { enabled = was, ...fields } = await model(ctx);
    // Kept disabled: since when and why stay; disabled by this replacement: since now.
    const now = Date.now();
    const disabled = enabled ? {} : was ? { disabledDate: now } : { disabledReason, disabledDate };
    const last = was && !enabled ? now : lastDisablingDate;
    return view(save(ctx, { ...fields, enabled, id, createdDate, lastDisablingDate: last, ...disabled }));
  },
  'extensions.delete': (ctx) => {
    const { id } = extensionsOf(ctx).delete(ctx.params.extensionId);
    for (const version of versionsOf(ctx).list())
      if (version.extensionId === id) versionsOf(ctx).delete(version.id);
    return noContent();
  },
  'extensions.enable': (ctx) => {
    const { disabledReason: _r, disabledDate: _d, ...record } = extensionsOf(ctx).get(ctx.params.extensionId);
    save(ctx, { ...record, enabled: true });
    return noContent();
  },
  'extensions.disable': async (ctx) => {
    const existing = extensionsOf(ctx).get(ctx.params.extensionId);
    const disabledReason = (await ctx.json(false))?.reason;
    const now = Date.now();
    save(ctx, { ...existing, enabled: false, disabledReason, disabledDate: now, lastDisablingDate: now });
    return noContent();
  },
  'extensions.validateCode': async (ctx) => {
    const error = compile((await ctx.json()).code ?? '');
    return error ? { successful: false, error } : { successful: true };
  },
  'extensions.listVersions': (ctx) =>
    versions(ctx).map(({ id, extension }) => ({ id, lastModified: extension.lastModified })),
  // The extension as that version saved it.
  'extensions.getVersion': (ctx) => view(savedVersion(ctx, ctx.params.versionId)),
  // A new time-out is a new version of the extension.
  'extensions.updateTimeout': async (ctx) => {
    const existing = extensionsOf(ctx).get(ctx.params.extensionId);
    const { executionTimeout = 5 } = await ctx.json();
    if (!(executionTimeout > 0))
      throw badRequest("The field 'executionTimeout' must be a positive number of seconds.");
    save(ctx, { ...existing, timeout: executionTimeout });
    return noContent();
  },
  // Where to upload a data stream for a test item: a file container, its id for `test` to name.
  'extensions.createTestDataStreamUri': (ctx) => {
    const { id: extensionId } = extensionsOf(ctx).get(ctx.params.extensionId);
    const { fileId, uploadUri, requiredHeaders } = newContainer(ctx.state, ctx.store, requestOrigin(ctx));
    testStreamsOf(ctx).insert({ id: fileId, extensionId });
    return { streamId: fileId, uri: uploadUri, requiredHeaders };
  },
  /*
   * The emulator runs no Python: a script that does not compile fails (EXECUTION_ERROR, as the
   * platform's interpreter would); any other succeeds and leaves the item as it was given, a log entry
   * saying that the script was not run. The version tested is the body's `versionId`, the latest by default.
   */
  'extensions.test': async (ctx) => {
    const started = performance.now();
    const extension = extensionsOf(ctx).get(ctx.params.extensionId);
    const { versionId, document } = await ctx.json();
    const tested = versionId ? savedVersion(ctx, versionId) : extension;
    const item = testItem(ctx, extension.id, document);
    const error = compile(tested.content);
    const result = error
      ? { status: 'EXECUTION_ERROR', reason: `${error.type}: ${error.message} (line ${error.line})` }
      : { status: 'SUCCESS' };
    const comment = 'The emulator does not run extension scripts: the item is as it was given.';
    const logs = [{ severity: 'WARNING', comment, date: new Date().toISOString() }];
    const duration = (performance.now() - started) / 1000;
    return { document: item, logs, dataStreamUris: [], duration, result };
  },
};
