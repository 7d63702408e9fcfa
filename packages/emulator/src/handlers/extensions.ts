import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { badRequest, created, noContent, notFound } from '../http';
import { collectionOf, requireObject } from './rest';
import type { Handlers } from './types';

const extensions = (ctx: EmulatorContext) => collectionOf(ctx, 'extensions', 'Extension');

/** Fields the platform sets; a body's values for them are ignored. */
const OWNED = ['id', 'versionId', 'createdDate', 'lastModified', 'disabledReason', 'disabledDate'];

/** Checks an extension model: `name` (non-empty) and `content` (the script) are required. */
function checkExtension(value: unknown): Record<string, any> {
  const body = requireObject(value, 'The extension');
  if (body.name === undefined || body.name === null) throw badRequest("The field 'name' is required.");
  if (typeof body.name !== 'string' || !body.name.trim()) {
    throw badRequest("The field 'name' must be a non-empty string.");
  }
  if (body.content === undefined || body.content === null) {
    throw badRequest("The field 'content' (the extension's script) is required.");
  }
  if (typeof body.content !== 'string') throw badRequest("The field 'content' must be a string.");
  if (body.description !== undefined && body.description !== null && typeof body.description !== 'string') {
    throw badRequest("The field 'description' must be a string.");
  }
  if (body.enabled !== undefined && typeof body.enabled !== 'boolean') {
    throw badRequest("The field 'enabled' must be a boolean.");
  }
  if (
    body.requiredDataStreams !== undefined &&
    !(
      Array.isArray(body.requiredDataStreams) &&
      body.requiredDataStreams.every((stream: unknown) => typeof stream === 'string')
    )
  ) {
    throw badRequest("The field 'requiredDataStreams' must be an array of strings.");
  }
  if (body.timeout !== undefined && !(typeof body.timeout === 'number' && body.timeout > 0)) {
    throw badRequest("The field 'timeout' must be a positive number of seconds.");
  }
  return Object.fromEntries(Object.entries(body).filter(([key]) => !OWNED.includes(key)));
}

const versionsOf = (ctx: EmulatorContext) => collectionOf(ctx, 'extensionVersions', 'Extension version');

/** Keeps a saved state of an extension, under its `versionId`. */
function keepVersion(ctx: EmulatorContext, extension: Record<string, any>) {
  versionsOf(ctx).insert({
    id: extension.versionId,
    extensionId: extension.id,
    lastModified: extension.lastModified,
    extension: { ...extension },
  });
  return extension;
}

/** Stores a new state of an extension, with a new `versionId` and `lastModified`. */
function save(ctx: EmulatorContext, record: Record<string, any>) {
  return keepVersion(
    ctx,
    extensions(ctx).insert({ ...record, versionId: randomUUID(), lastModified: Date.now() }),
  );
}

/** Versions of the path's extension, newest first. */
function versionsOfExtension(ctx: EmulatorContext) {
  const extension = extensions(ctx).get(ctx.params.extensionId);
  return versionsOf(ctx)
    .list()
    .filter((version) => version.extensionId === extension.id)
    .sort((a, b) => b.lastModified - a.lastModified);
}

/** Checks Python 3 source the way a compiler would see its blocks: balanced brackets and `:` before indented blocks. */
function compile(code: string): { valid: boolean; message?: string; line?: number } {
  const stack: Array<{ char: string; line: number }> = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i].replace(/#.*$/, '').replace(/'[^']*'|"[^"]*"/g, '""');
    for (const char of text) {
      if ('([{'.includes(char)) stack.push({ char, line: i + 1 });
      else if (pairs[char]) {
        if (stack.pop()?.char !== pairs[char])
          return { valid: false, message: `SyntaxError: unmatched '${char}'`, line: i + 1 };
      }
    }
    if (
      /^\s*(def|class|if|elif|else|for|while|try|except|finally|with)\b/.test(text) &&
      stack.length === 0 &&
      !/:\s*$/.test(text)
    ) {
      return { valid: false, message: "SyntaxError: expected ':'", line: i + 1 };
    }
  }
  if (stack.length) {
    const open = stack[stack.length - 1];
    return { valid: false, message: `SyntaxError: '${open.char}' was never closed`, line: open.line };
  }
  return { valid: true };
}

/**
 * Indexing pipeline extensions. Every change gives the extension a new `versionId`; `disable` keeps its
 * reason as `disabledReason` (with `disabledDate`), `enable` clears both.
 */
export const extensionsHandlers: Handlers = {
  'extensions.list': (ctx) => extensions(ctx).list(),

  'extensions.create': async (ctx) => {
    const model = checkExtension(await ctx.json());
    const now = Date.now();
    return created(
      keepVersion(
        ctx,
        extensions(ctx).insert({
          description: '',
          requiredDataStreams: [],
          ...model,
          enabled: model.enabled ?? true,
          id: undefined,
          versionId: randomUUID(),
          createdDate: now,
          lastModified: now,
        }),
      ),
    );
  },

  'extensions.get': (ctx) => extensions(ctx).get(ctx.params.extensionId),

  'extensions.update': async (ctx) => {
    const existing = extensions(ctx).get(ctx.params.extensionId);
    const model = checkExtension(await ctx.json());
    const enabled = model.enabled ?? existing.enabled;
    return save(ctx, {
      description: '',
      requiredDataStreams: [],
      ...model,
      enabled,
      id: existing.id,
      createdDate: existing.createdDate,
      ...(enabled ? {} : { disabledReason: existing.disabledReason, disabledDate: existing.disabledDate }),
    });
  },

  'extensions.delete': (ctx) => {
    extensions(ctx).delete(ctx.params.extensionId);
    for (const version of versionsOf(ctx).list()) {
      if (version.extensionId === ctx.params.extensionId) versionsOf(ctx).delete(version.id);
    }
    return noContent();
  },

  'extensions.enable': (ctx) => {
    const { disabledReason: _r, disabledDate: _d, ...record } = extensions(ctx).get(ctx.params.extensionId);
    return save(ctx, { ...record, enabled: true });
  },

  'extensions.disable': async (ctx) => {
    const existing = extensions(ctx).get(ctx.params.extensionId);
    const body = await ctx.json(false);
    const reason = body === undefined ? undefined : requireObject(body).reason;
    if (reason !== undefined && reason !== null && typeof reason !== 'string') {
      throw badRequest("The field 'reason' must be a string.");
    }
    return save(ctx, {
      ...existing,
      enabled: false,
      disabledReason: reason ?? undefined,
      disabledDate: Date.now(),
    });
  },

  'extensions.validateCode': async (ctx) => {
    const body = requireObject(await ctx.json());
    if (typeof body.code !== 'string')
      throw badRequest("The field 'code' is required: the script.", 'MISSING_FIELD');
    if (body.language !== undefined && body.language !== null && body.language !== 'PYTHON3') {
      throw badRequest("The field 'language' must be PYTHON3.");
    }
    return compile(body.code);
  },

  'extensions.listVersions': (ctx) =>
    versionsOfExtension(ctx).map(({ id, lastModified }) => ({ id, lastModified })),

  'extensions.getVersion': (ctx) => {
    const version = versionsOfExtension(ctx).find((v) => v.id === ctx.params.versionId);
    if (!version)
      throw notFound(`Version of the extension '${ctx.params.extensionId}'`, ctx.params.versionId);
    const { extensionId: _e, ...rest } = version;
    return rest;
  },
};
