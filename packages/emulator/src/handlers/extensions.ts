import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { badRequest, created, noContent, notFound } from '../http';
import { collectionOf, requireObject } from './rest';
import type { Handlers } from './types';

const extensions = (ctx: EmulatorContext) => collectionOf(ctx, 'extensions', 'Extension');

/** Fields the platform sets; a body's values for them are ignored. */
const OWNED = [
  'id',
  'versionId',
  'createdDate',
  'lastModified',
  'status',
  'usedBy',
  'disabledReason',
  'disabledDate',
  'lastDisablingDate',
];

/**
 * An extension as the API shows it: its `language` (PYTHON3 unless the model said), and its `status`.
 * The emulator runs no extension, so the statistics count no execution and the health is UNKNOWN; a
 * disabled extension's status says since when and why (`disabledStatus`), and the status keeps the
 * last disabling's date. The published schema requires `disabledStatus.disabledDate` (a number, as the
 * platform's statistics are): an extension that is not disabled has 0 there, no date. The record keeps
 * `disabledReason` and `disabledDate` while it is disabled.
 */
function view(record: Record<string, any>) {
  const { disabledReason, disabledDate, lastDisablingDate, ...extension } = record;
  return {
    ...extension,
    language: extension.language ?? 'PYTHON3',
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
      disabledStatus:
        record.enabled === false && typeof disabledDate === 'number'
          ? { disabledDate, ...(disabledReason ? { reason: disabledReason } : {}) }
          : { disabledDate: 0 },
      ...(typeof lastDisablingDate === 'number' ? { lastDisablingDate } : {}),
    },
  };
}

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

interface CompileError {
  type: string;
  message: string;
  /** 1-based. */
  line: number;
  /** 0-based column of the character at fault. */
  offset: number;
}

/**
 * Checks Python 3 source the way a compiler would see its blocks: balanced brackets and `:` before
 * indented blocks. @returns the first error, or undefined when there is none.
 */
function compile(code: string): CompileError | undefined {
  const stack: Array<{ char: string; line: number; offset: number }> = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const lines = code.split('\n');
  const error = (message: string, line: number, offset: number) => ({
    type: 'SyntaxError',
    message,
    line,
    offset,
  });
  for (let i = 0; i < lines.length; i++) {
    // Comments dropped, string literals blanked to the same length: columns stay where they were.
    const text = lines[i]
      .replace(/#.*$/, '')
      .replace(/'[^']*'|"[^"]*"/g, (literal) => `"${' '.repeat(literal.length - 2)}"`);
    for (let column = 0; column < text.length; column++) {
      const char = text[column];
      if ('([{'.includes(char)) stack.push({ char, line: i + 1, offset: column });
      else if (pairs[char] && stack.pop()?.char !== pairs[char]) {
        return error(`unmatched '${char}'`, i + 1, column);
      }
    }
    if (
      /^\s*(def|class|if|elif|else|for|while|try|except|finally|with)\b/.test(text) &&
      stack.length === 0 &&
      !/:\s*$/.test(text)
    ) {
      return error("expected ':'", i + 1, text.trimEnd().length);
    }
  }
  const open = stack.pop();
  return open ? error(`'${open.char}' was never closed`, open.line, open.offset) : undefined;
}

/**
 * Indexing pipeline extensions. Every change gives the extension a new `versionId`; `disable` keeps its
 * reason and date (the status's `disabledStatus`), `enable` clears them (204 both, as the platform).
 */
export const extensionsHandlers: Handlers = {
  'extensions.list': (ctx) => extensions(ctx).list().map(view),

  'extensions.create': async (ctx) => {
    const model = checkExtension(await ctx.json());
    const now = Date.now();
    const enabled = model.enabled ?? true;
    return created(
      view(
        keepVersion(
          ctx,
          extensions(ctx).insert({
            description: '',
            requiredDataStreams: [],
            ...model,
            enabled,
            // Created disabled: disabled since its creation.
            ...(enabled ? {} : { disabledDate: now, lastDisablingDate: now }),
            id: undefined,
            versionId: randomUUID(),
            createdDate: now,
            lastModified: now,
          }),
        ),
      ),
    );
  },

  'extensions.get': (ctx) => view(extensions(ctx).get(ctx.params.extensionId)),

  'extensions.update': async (ctx) => {
    const existing = extensions(ctx).get(ctx.params.extensionId);
    const model = checkExtension(await ctx.json());
    const enabled = model.enabled ?? existing.enabled;
    const now = Date.now();
    return view(
      save(ctx, {
        description: '',
        requiredDataStreams: [],
        ...model,
        enabled,
        id: existing.id,
        createdDate: existing.createdDate,
        lastDisablingDate: existing.enabled && !enabled ? now : existing.lastDisablingDate,
        // Kept disabled: since when and why stay; disabled by this replacement: since now.
        ...(enabled
          ? {}
          : existing.enabled
            ? { disabledDate: now }
            : { disabledReason: existing.disabledReason, disabledDate: existing.disabledDate }),
      }),
    );
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
    save(ctx, { ...record, enabled: true });
    return noContent();
  },

  'extensions.disable': async (ctx) => {
    const existing = extensions(ctx).get(ctx.params.extensionId);
    const body = await ctx.json(false);
    // The published schema checks the reason's type.
    const reason = body === undefined ? undefined : requireObject(body).reason;
    const now = Date.now();
    save(ctx, {
      ...existing,
      enabled: false,
      disabledReason: reason ?? undefined,
      disabledDate: now,
      lastDisablingDate: now,
    });
    return noContent();
  },

  'extensions.validateCode': async (ctx) => {
    const body = requireObject(await ctx.json());
    if (typeof body.code !== 'string')
      throw badRequest("The field 'code' is required: the script.", 'MISSING_FIELD');
    const error = compile(body.code);
    return error ? { successful: false, error } : { successful: true };
  },

  'extensions.listVersions': (ctx) =>
    versionsOfExtension(ctx).map(({ id, lastModified }) => ({ id, lastModified })),

  // The extension as that version saved it.
  'extensions.getVersion': (ctx) => {
    const version = versionsOfExtension(ctx).find((v) => v.id === ctx.params.versionId);
    if (!version)
      throw notFound(`Version of the extension '${ctx.params.extensionId}'`, ctx.params.versionId);
    return view(version.extension);
  },
};
