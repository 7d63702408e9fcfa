import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { badRequest, created, noContent, notFound } from '../http';
import { collectionOf, requireObject } from './rest';
import type { Handlers } from './types';

const extensions = (ctx: EmulatorContext) => collectionOf(ctx, 'extensions', 'Extension');

/** Fields the platform sets; a body's values for them are ignored. */
const OWNED = ['id', 'versionId', 'createdDate', 'lastModified', 'disabledReason', 'disabledDate'];

/**
 * Checks what the published schema leaves open in an extension model (it requires `name` and
 * `content`, and types every field): a name that is not blank, a positive time-out.
 */
function checkExtension(value: unknown): Record<string, any> {
  const body = requireObject(value, 'The extension');
  if (!String(body.name).trim()) throw badRequest("The field 'name' must be a non-empty string.");
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
    // The published schema checks the reason's type.
    const reason = body === undefined ? undefined : requireObject(body).reason;
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
