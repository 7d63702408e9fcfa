import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { badRequest, created, HttpError, noContent, notFound } from '../http';
import { text } from '../safe';
import { ALL_PRIVILEGES } from './organizations';
import { collectionOf, requireObject } from './rest';
import type { Handlers } from './types';

const ACTIVE = ['ENABLED', 'SOON_TO_BE_EXPIRED', 'SOON_TO_BE_DISABLED'];
const WARNING = ['SOON_TO_BE_EXPIRED', 'SOON_TO_BE_DISABLED'];
const DEACTIVATED = ['DISABLED', 'DISABLED_FOR_INACTIVITY', 'DISABLED_EXPOSED', 'EXPIRED'];
/** The keys each status filter of the list gives, by the keys' statuses (an exposed key has `exposed`). */
const STATUS_FILTERS: Record<string, (key: Record<string, any>) => boolean> = {
  ACTIVE: (key) => ACTIVE.includes(key.status),
  SOON_TO_BE_DISABLED: (key) => key.status === 'SOON_TO_BE_DISABLED',
  SOON_TO_BE_EXPIRED: (key) => key.status === 'SOON_TO_BE_EXPIRED',
  ACTIVE_AND_EXPOSED: (key) => ACTIVE.includes(key.status) && key.exposed === true,
  WITH_WARNING: (key) =>
    WARNING.includes(key.status) || (ACTIVE.includes(key.status) && key.exposed === true),
  ALL_EXPOSED: (key) => key.status === 'DISABLED_EXPOSED' || key.exposed === true,
  DEACTIVATED: (key) => DEACTIVATED.includes(key.status),
};
const keys = (ctx: EmulatorContext) => collectionOf(ctx, 'apikeys', 'API key');
/** The secret is shown once, at creation. */
const withoutSecret = ({ value: _value, ...key }: Record<string, any>) => key;
const DAY_MS = 86_400_000;
/** A key's lifetime when it has no expiration date to go by. */
const DEFAULT_LIFETIME_MS = 365 * DAY_MS;

/** Templates the platform offers: named sets of privileges. */
const TEMPLATES = [
  {
    id: 'SearchPage',
    displayName: 'Search page',
    description: 'Queries the index from a public search page.',
    privileges: [{ owner: 'SEARCH_API', targetDomain: 'EXECUTE_QUERY' }],
  },
  {
    id: 'PushSource',
    displayName: 'Push source',
    description: 'Pushes items and permissions to push sources.',
    privileges: [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'EDIT' }],
  },
  {
    id: 'AnonymousSearch',
    displayName: 'Anonymous search',
    description: 'Queries the index and records usage analytics events.',
    privileges: [
      { owner: 'SEARCH_API', targetDomain: 'EXECUTE_QUERY' },
      { owner: 'USAGE_ANALYTICS', targetDomain: 'ANALYTICS_DATA', type: 'EDIT' },
    ],
  },
];

/** Reads an ISO-8601 duration of days, hours, minutes (`P30D`, `PT12H`) in ms. @throws HttpError 400 otherwise. */
function durationMs(text: string): number {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(text);
  const [days, hours, minutes] = (match?.slice(1) ?? []).map((part) => Number(part ?? 0));
  const ms = ((days * 24 + hours) * 60 + minutes) * 60_000;
  if (!match || !(ms > 0)) {
    throw badRequest(
      `The field 'lifetimeDuration' must be an ISO-8601 duration such as P30D; got '${text}'.`,
    );
  }
  return ms;
}

const setEnabledById = (ctx: EmulatorContext, id: string, enabled: boolean) =>
  keys(ctx).update(id, { enabled, status: enabled ? 'ENABLED' : 'DISABLED' });

/**
 * Runs one change per key of a bulk call, whose body is a JSON array of API key ids (as the platform
 * takes it). All or nothing: when an id names no key, the answer is 412 and no key changes.
 * @returns 204, as the platform answers.
 */
async function bulk(ctx: EmulatorContext, change: (id: string) => unknown) {
  const ids: unknown = await ctx.json();
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
    throw badRequest(
      'The body must be a JSON array of API key ids, e.g. ["t4hk287bfj5sg6wskg64ckk5a"].',
      'INVALID_BODY',
    );
  }
  const unique = [...new Set<string>(ids)];
  const unknown = unique.filter((id) => !keys(ctx).has(id));
  if (unknown.length) {
    throw new HttpError(
      412,
      'PRECONDITION_FAILED',
      `No API key has the id ${unknown.map((id) => `'${text(id, 100)}'`).join(', ')}: no key was changed.`,
    );
  }
  for (const id of unique) change(id);
  return noContent();
}

const setEnabled = (ctx: EmulatorContext, enabled: boolean) => {
  setEnabledById(ctx, keys(ctx).get(ctx.params.apiKeyId).id, enabled);
  return noContent();
};

/** The privileges the caller holds: every member of an organization is its administrator in the emulator. */
const callerHolds = (privilege: { owner: string; targetDomain: string; type?: string }) =>
  ALL_PRIVILEGES.some(
    (held) =>
      held.owner === privilege.owner &&
      held.targetDomain === privilege.targetDomain &&
      (privilege.type === undefined || held.type === privilege.type),
  );

export const apiKeysHandlers: Handlers = {
  'apiKeys.list': (ctx) => {
    // The published schema gives the filter's values.
    const status = ctx.query('status');
    const wanted = status ? STATUS_FILTERS[status] : undefined;
    return keys(ctx)
      .list()
      .filter((key) => !wanted || wanted(key))
      .map(withoutSecret);
  },
  'apiKeys.create': async (ctx) => {
    const body = requireObject(await ctx.json());
    if (body.privileges !== undefined && !Array.isArray(body.privileges)) {
      throw badRequest("The field 'privileges' must be an array.");
    }
    const enabled = body.enabled ?? true;
    const key = keys(ctx).insert({
      ...body,
      id: undefined,
      enabled,
      status: enabled ? 'ENABLED' : 'DISABLED',
      organizationId: ctx.org,
      createdDate: Date.now(),
      apiKeyTemplateId: ctx.query('apiKeyTemplateId') ?? body.apiKeyTemplateId,
      value: `xx${randomUUID()}`,
    });
    return created(key);
  },
  'apiKeys.get': (ctx) => withoutSecret(keys(ctx).get(ctx.params.apiKeyId)),
  'apiKeys.update': async (ctx) => {
    const { id: _id, value: _value, ...fields } = requireObject(await ctx.json());
    keys(ctx).update(ctx.params.apiKeyId, fields);
    return noContent();
  },
  'apiKeys.delete': (ctx) => {
    keys(ctx).delete(ctx.params.apiKeyId);
    return noContent();
  },
  'apiKeys.activate': (ctx) => setEnabled(ctx, true),
  'apiKeys.disable': (ctx) => setEnabled(ctx, false),

  'apiKeys.activateBulk': async (ctx) => bulk(ctx, (id) => setEnabledById(ctx, id, true)),
  'apiKeys.disableBulk': async (ctx) => bulk(ctx, (id) => setEnabledById(ctx, id, false)),
  'apiKeys.deleteBulk': async (ctx) => bulk(ctx, (id) => keys(ctx).delete(id)),
  'apiKeys.extendActivation': (ctx) => {
    const key = keys(ctx).get(ctx.params.apiKeyId);
    const now = Date.now();
    const lifetime =
      typeof key.expirationDate === 'number' && typeof key.createdDate === 'number'
        ? Math.max(DAY_MS, key.expirationDate - key.createdDate)
        : DEFAULT_LIFETIME_MS;
    keys(ctx).update(key.id, {
      expirationDate: now + lifetime,
      enabled: key.status === 'EXPIRED' ? true : key.enabled,
      status: key.status === 'EXPIRED' ? 'ENABLED' : key.status,
    });
    return noContent();
  },
  'apiKeys.duplicate': async (ctx) => {
    const original = keys(ctx).get(ctx.params.apiKeyId);
    const body = requireObject(await ctx.json());
    for (const name of ['displayName', 'description', 'lifetimeDuration']) {
      if (body[name] !== undefined && typeof body[name] !== 'string') {
        throw badRequest(`The field '${name}' must be a string.`);
      }
    }
    const lifetime = body.lifetimeDuration === undefined ? undefined : durationMs(body.lifetimeDuration);
    const now = Date.now();
    const { id: _id, value: _value, createdDate: _c, expirationDate, ...rest } = original;
    const key = keys(ctx).insert({
      ...rest,
      displayName: body.displayName ?? `${original.displayName ?? original.id} (copy)`,
      description: body.description ?? original.description,
      enabled: true,
      status: 'ENABLED',
      createdDate: now,
      ...(lifetime !== undefined
        ? { expirationDate: now + lifetime }
        : typeof expirationDate === 'number' && typeof original.createdDate === 'number'
          ? { expirationDate: now + (expirationDate - original.createdDate) }
          : {}),
      value: `xx${randomUUID()}`,
    });
    return created(key);
  },

  // Per template, the privileges it gives that the caller lacks: a key is generated from it only without any.
  'apiKeys.templates.listPrivilegesEligibility': () =>
    TEMPLATES.map((template) => {
      const missingPrivileges = template.privileges.filter((privilege) => !callerHolds(privilege));
      return { id: template.id, missingPrivileges, canGenerate: missingPrivileges.length === 0 };
    }),
  'apiKeys.templates.get': (ctx) => {
    const template = TEMPLATES.find((t) => t.id === ctx.params.apiKeyTemplateId);
    if (!template) throw notFound('API key template', ctx.params.apiKeyTemplateId);
    return template;
  },
};
