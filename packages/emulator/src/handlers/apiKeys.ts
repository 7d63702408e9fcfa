import { randomUUID } from 'node:crypto';
import { grants, type KeyPrincipal, type Privilege } from '../access';
import type { EmulatorContext } from '../context';
import type { Behaviours } from '../engine/hooks';
import { badRequest, created, HttpError, noContent, notFound } from '../http';
import { ALL_PRIVILEGES } from '../model/organizations';
import { isoDurationMs } from '../model/rest';
import { text } from '../safe';
import type { Handlers } from './types';

// API keys: the engine stores, lists, reads, replaces and deletes them. A key's secret (`value`) is made
// at creation and shown then only; its status follows activation, disabling and expiry.

type Rec = Record<string, any>;

const ACTIVE = ['ENABLED', 'SOON_TO_BE_EXPIRED', 'SOON_TO_BE_DISABLED'];
const DEACTIVATED = ['DISABLED', 'DISABLED_FOR_INACTIVITY', 'DISABLED_EXPOSED', 'EXPIRED'];
const activeAndExposed = (key: Rec) => ACTIVE.includes(key.status) && key.exposed === true;
/** The keys each status filter of the list gives (an exposed key has `exposed`); a status names its own. */
const STATUS_FILTERS: Record<string, (key: Rec) => boolean> = {
  ACTIVE: (key) => ACTIVE.includes(key.status),
  ACTIVE_AND_EXPOSED: activeAndExposed,
  WITH_WARNING: (key) => ACTIVE.slice(1).includes(key.status) || activeAndExposed(key),
  ALL_EXPOSED: (key) => key.status === 'DISABLED_EXPOSED' || key.exposed === true,
  DEACTIVATED: (key) => DEACTIVATED.includes(key.status),
};
/** A key's status now: an active key whose expiration date has passed is EXPIRED. */
const statusOf = (key: Rec) =>
  ACTIVE.includes(key.status) && typeof key.expirationDate === 'number' && key.expirationDate <= Date.now()
    ? 'EXPIRED'
    : key.status;
const DAY_MS = 86_400_000;
/** A key's lifetime when it has no expiration date to go by. */
const DEFAULT_LIFETIME_MS = 365 * DAY_MS;

/**
 * Templates the platform offers, one a line: id, display name, description, then the privileges it
 * gives (`owner targetDomain type?`, separated by commas).
 */
const TEMPLATES = [
  'SearchPage | Search page | Queries the index from a public search page. | SEARCH_API EXECUTE_QUERY',
  'PushSource | Push source | Pushes items and permissions to push sources. | PLATFORM SOURCE EDIT',
  'AnonymousSearch | Anonymous search | Queries the index and records usage analytics events. | ' +
    'SEARCH_API EXECUTE_QUERY, USAGE_ANALYTICS ANALYTICS_DATA EDIT',
]
  .map((row) => row.split(' | '))
  .map(([id, displayName, description, privileges]) => ({
    id,
    displayName,
    description,
    privileges: privileges.split(', ').map((privilege) => {
      const [owner, targetDomain, type] = privilege.split(' ');
      return { owner, targetDomain, type };
    }),
  }));

const keys = (ctx: EmulatorContext) => ctx.store.collection('apikeys', 'API key');
const newSecret = () => `xx${randomUUID()}`;

/** Reads an ISO-8601 duration (`P30D`, `PT12H`) in ms. @throws HttpError 400 for text that is no such duration. */
function durationMs(text: string, field: string): number {
  const ms = isoDurationMs(text);
  if (ms !== undefined) return ms;
  throw badRequest(`The field '${field}' must be an ISO-8601 duration such as P30D; got '${text}'.`);
}

function setEnabled(ctx: EmulatorContext, id: string, enabled: boolean) {
  keys(ctx).update(id, { enabled, status: enabled ? 'ENABLED' : 'DISABLED' });
  return noContent();
}

/**
 * Runs one change per key of a bulk call, whose body is an array of API key ids. All or nothing: when an
 * id names no key, the answer is 412 and no key changes.
 */
async function bulk(ctx: EmulatorContext, change: (id: string) => unknown) {
  const ids = [...new Set<string>(await ctx.json())];
  const unknown = ids.filter((id) => !keys(ctx).has(id));
  if (unknown.length) {
    const named = unknown.map((id) => `'${text(id, 100)}'`).join(', ');
    throw new HttpError(412, 'PRECONDITION_FAILED', `No API key has the id ${named}: no key was changed.`);
  }
  for (const id of ids) change(id);
  return noContent();
}

/** How long a key lasts from its creation to its expiry, ms; undefined without the dates. */
const lifetimeOf = ({ createdDate, expirationDate }: Rec) =>
  typeof expirationDate === 'number' && typeof createdDate === 'number'
    ? expirationDate - createdDate
    : undefined;

/**
 * Whether the caller holds a privilege: an API key or platform token its own, a user every one (every
 * member of an organization is its administrator here).
 */
function callerHolds(ctx: EmulatorContext, needed: Privilege) {
  const held = (ctx.token as KeyPrincipal | undefined)?.privileges ?? ALL_PRIVILEGES;
  return held.some((privilege) => grants(privilege as Privilege, needed));
}

/** A new key with the fields of `original` and `fields`, its own id and secrets, enabled now for `lifetime` ms. */
function copyKey(ctx: EmulatorContext, original: Rec, lifetime: number | undefined, fields: Rec = {}) {
  const { id: _id, value: _v, rotationSecret: _r, createdDate: _c, expirationDate: _e, ...copied } = original;
  const now = Date.now();
  const expiry = lifetime !== undefined ? { expirationDate: now + lifetime } : {};
  const secrets = { value: newSecret(), rotationSecret: newSecret() };
  const enabled = { enabled: true, status: 'ENABLED', createdDate: now };
  return keys(ctx).insert({ ...copied, ...fields, ...enabled, ...expiry, ...secrets });
}

export const apiKeysBehaviours: Behaviours = {
  'apiKeys.get': {
    records: 'apikeys',
    label: 'API key',
    keep: ['status', 'apiKeyTemplateId', 'expirationDate', 'exposed'],
    // A new key is enabled unless the body says otherwise, with its secret, and expires after its
    // lifetimeDuration (never without one); the secret stays the key's own. The status is the
    // platform's: a replacement that enables or disables the key makes it ENABLED or DISABLED.
    async accept(ctx, { id: _id, value: _value, ...body }, before) {
      if (before) {
        const { status: _status, ...fields } = body;
        const enabled = fields.enabled ?? before.enabled;
        const status = enabled === before.enabled ? before.status : enabled ? 'ENABLED' : 'DISABLED';
        return { ...before, ...fields, status };
      }
      // A key is made from a body: none is a 400 (MISSING_BODY), as for the other writes.
      await ctx.json();
      const enabled = body.enabled ?? true;
      const template = ctx.query('apiKeyTemplateId') ?? body.apiKeyTemplateId;
      const status = enabled ? 'ENABLED' : 'DISABLED';
      const { lifetimeDuration } = body;
      const lifetime =
        lifetimeDuration === undefined ? undefined : durationMs(lifetimeDuration, 'lifetimeDuration');
      return {
        ...body,
        ...(lifetime === undefined ? {} : { expirationDate: Date.now() + lifetime }),
        enabled,
        status,
        organizationId: ctx.org,
        apiKeyTemplateId: template,
        value: newSecret(),
        rotationSecret: newSecret(),
      };
    },
    // Each key with its status now, those of the status filter the query names.
    list(ctx, records) {
      const status = ctx.query('status');
      const current = records.map((key) => ({ ...key, status: statusOf(key) }));
      return status ? current.filter(STATUS_FILTERS[status] ?? ((key) => key.status === status)) : current;
    },
    // The secrets are shown once, at creation.
    view(ctx, { value, rotationSecret, ...key }) {
      const shown = { ...key, status: statusOf(key) };
      return ctx.endpoint.name === 'apiKeys.create' ? { ...shown, value, rotationSecret } : shown;
    },
  },
};

export const apiKeysHandlers: Handlers = {
  'apiKeys.activate': (ctx) => setEnabled(ctx, ctx.params.apiKeyId, true),
  'apiKeys.disable': (ctx) => setEnabled(ctx, ctx.params.apiKeyId, false),
  'apiKeys.activateBulk': (ctx) => bulk(ctx, (id) => setEnabled(ctx, id, true)),
  'apiKeys.disableBulk': (ctx) => bulk(ctx, (id) => setEnabled(ctx, id, false)),
  'apiKeys.deleteBulk': (ctx) => bulk(ctx, (id) => keys(ctx).delete(id)),
  // A new expiration date, as far from now as the key's lifetime; an expired key is enabled again.
  'apiKeys.extendActivation': (ctx) => {
    const key = keys(ctx).get(ctx.params.apiKeyId);
    const lifetime = Math.max(DAY_MS, lifetimeOf(key) ?? DEFAULT_LIFETIME_MS);
    const enabled = statusOf(key) === 'EXPIRED' ? { enabled: true, status: 'ENABLED' } : {};
    keys(ctx).update(key.id, { expirationDate: Date.now() + lifetime, ...enabled });
    return noContent();
  },
  'apiKeys.duplicate': async (ctx) => {
    const original = keys(ctx).get(ctx.params.apiKeyId);
    const { lifetimeDuration, displayName, description = original.description } = await ctx.json();
    const lifetime =
      lifetimeDuration !== undefined
        ? durationMs(lifetimeDuration, 'lifetimeDuration')
        : lifetimeOf(original);
    const name = displayName ?? `${original.displayName ?? original.id} (copy)`;
    return created(copyKey(ctx, original, lifetime, { displayName: name, description }));
  },
  // The key whose rotation secret the body gives makes way for a copy with new secrets; it expires after
  // previousKeyExpirationPeriod (at once without one).
  'apiKeys.rotate': async (ctx) => {
    const body = await ctx.json();
    const old = keys(ctx)
      .list()
      .find((key) => key.rotationSecret === body.rotationSecret);
    if (!old)
      throw new HttpError(404, 'NOT_FOUND', 'No API key of the organization has this rotation secret.');
    const period = (name: string) => body[name] && durationMs(body[name], name);
    const grace = period('previousKeyExpirationPeriod') || 0;
    const status = grace ? 'SOON_TO_BE_EXPIRED' : 'EXPIRED';
    keys(ctx).update(old.id, { expirationDate: Date.now() + grace, status, rotationSecret: undefined });
    return copyKey(ctx, old, period('newKeyExpirationPeriod') || lifetimeOf(old));
  },
  // Per template, the privileges it gives that the caller lacks: a key is generated from it only without any.
  'apiKeys.templates.listPrivilegesEligibility': (ctx) =>
    TEMPLATES.map(({ id, privileges }) => {
      const missingPrivileges = privileges.filter((privilege) => !callerHolds(ctx, privilege));
      return { id, missingPrivileges, canGenerate: missingPrivileges.length === 0 };
    }),
  'apiKeys.templates.list': () => TEMPLATES,
  'apiKeys.templates.get': (ctx) => {
    const template = TEMPLATES.find((t) => t.id === ctx.params.apiKeyTemplateId);
    if (!template) throw notFound('API key template', ctx.params.apiKeyTemplateId);
    return template;
  },
};
