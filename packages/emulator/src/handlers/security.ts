import { randomUUID } from 'node:crypto';
import { boolQuery, type EmulatorContext, intQuery, paged } from '../context';
import { badRequest, conflict, created, HttpError, noContent, Reply } from '../http';
import { indexesOf } from '../provision';
import { own, text } from '../safe';
import type { OrganizationStore } from '../state';
import { endActivity, recordActivity } from './activities';
import { requireObject } from './rest';
import type { Handlers } from './types';

/*
 * Security providers, the security identity cache, the Push API's identity calls and the permissions
 * of indexed documents: one model of identities, so that what is pushed is what the cache and the
 * documents' effective permissions report.
 *
 * - Identities are kept per provider, keyed by type and name; a group's `members` name other
 *   identities. Children and parents are computed from those member lists (so they always agree),
 *   recursively on request, cycles cut.
 * - A provider refresh is REFRESHING for refreshDurationMs (lazily, from timestamps), then IDLE with
 *   its last operation SUCCESS, the identities updated at its end; cancelRefresh (or aborting its
 *   activity) ends it with ABORT.
 * - Push API writes carry an orderingId (default: now, ms); a write older than the identity's is
 *   ignored; permissions/olderthan deletes the provider's identities whose orderingId is older than its
 *   own; a batch is the JSON file uploaded to the file container its fileId names.
 */

/** Identity types, as the platform names them in identities (Push API, security cache entities). */
const IDENTITY_TYPES = ['User', 'Group', 'VirtualGroup', 'Unknown'];
/**
 * The identity types of `filterEntities` and of the Push API, as the platform names them there, and the
 * type each stands for.
 */
const FILTER_TYPES: Record<string, string> = {
  USER: 'User',
  GROUP: 'Group',
  VIRTUAL_GROUP: 'VirtualGroup',
  UNKNOWN: 'Unknown',
};
const STATES = ['UP_TO_DATE', 'OUT_OF_DATE', 'NOT_UPDATED', 'IN_ERROR', 'DISABLED'];

interface Ref {
  name: string;
  type: string;
  provider?: string;
  infos?: Array<{ key: string; value: string }>;
}

interface IdentityRecord extends Ref {
  key: string;
  provider: string;
  members: Ref[];
  mappings: Ref[];
  wellKnowns: Ref[];
  orderingId: number;
  lastUpdateDate: number;
}

interface RefreshRun {
  activityId: string;
  operationType: string;
  startedAt: number;
  durationMs: number;
  cancelledAt?: number;
}

const providersOf = (store: OrganizationStore) =>
  store.collection<Record<string, any>>('securityproviders', 'Security provider');
const identitiesOf = (store: OrganizationStore) =>
  store.collection<IdentityRecord>('securityIdentities', 'Security identity', 'key');
const schedulesOf = (store: OrganizationStore) =>
  store.collection<Record<string, any>>('securityProviderSchedules', 'Schedule');
const containersOf = (store: OrganizationStore) =>
  store.collection<Record<string, any>>('fileContainers', 'File container', 'fileId');
const documentsOf = (store: OrganizationStore) =>
  store.collection<Record<string, any>>('indexDocuments', 'Document');
/** Refresh runs of providers, by provider id: internal, never shown as such. */
const runsOf = (store: OrganizationStore) =>
  store.collection<RefreshRun & { id: string }>('securityRefreshLifecycles', 'Refresh');

const keyOf = (provider: string, type: string, name: string) => `${provider}|${type}|${name}`;

// ---------------------------------------------------------------- reading input

function readRef(value: unknown, what: string, provider?: string): Ref {
  const ref = requireObject(value, what);
  if (typeof ref.name !== 'string' || !ref.name) throw badRequest(`${what} needs a 'name' (a string).`);
  // The Push API names types as filters do (USER, ...), the security cache as identities (User, ...).
  const type = own(FILTER_TYPES, text(ref.type)) ?? ref.type ?? 'Unknown';
  if (typeof type !== 'string' || !IDENTITY_TYPES.includes(type)) {
    throw badRequest(`${what}'s 'type' must be one of: ${IDENTITY_TYPES.join(', ')}.`);
  }
  if (ref.provider !== undefined && typeof ref.provider !== 'string')
    throw badRequest(`${what}'s 'provider' must be a string.`);
  const infos = ref.infos ?? ref.additionalInfo;
  const list =
    infos && typeof infos === 'object' && !Array.isArray(infos)
      ? Object.entries(infos).map(([key, v]) => ({ key, value: text(v) }))
      : Array.isArray(infos)
        ? infos.map((info: any) => ({ key: text(info?.key), value: text(info?.value) }))
        : undefined;
  return { name: ref.name, type, provider: ref.provider ?? provider, ...(list ? { infos: list } : {}) };
}

function readRefs(value: unknown, what: string, provider: string): Ref[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${what} must be an array of identities.`);
  return value.map((item, i) => readRef(item, `${what}[${i}]`, provider));
}

function provider(ctx: EmulatorContext, id = ctx.params.providerId ?? ctx.params.securityProviderId) {
  return providersOf(ctx.store).get(id);
}

function orderingId(ctx: EmulatorContext): number {
  return intQuery(ctx, 'orderingId', Date.now());
}

function dateQuery(ctx: EmulatorContext, name: string): number | undefined {
  const raw = ctx.query(name);
  if (raw === undefined || raw === '') return undefined;
  const value = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (!Number.isFinite(value))
    throw badRequest(`The query parameter '${name}' must be an ISO 8601 date or ms; got '${raw}'.`);
  return value;
}

// ---------------------------------------------------------------- lifecycles and views

function runStatus(store: OrganizationStore, providerId: string, now = Date.now()) {
  const runs = runsOf(store);
  const run = runs.has(providerId) ? runs.get(providerId) : undefined;
  const total = identitiesOf(store)
    .list()
    .filter((i) => i.provider === providerId).length;
  if (!run) return { running: false, total, currentStatus: { type: 'IDLE', totalNumberOfEntities: total } };
  const end = run.startedAt + run.durationMs;
  const running = run.cancelledAt === undefined && now < end;
  const at = Math.min(run.cancelledAt ?? now, end);
  const processed = Math.floor(total * Math.min(1, (at - run.startedAt) / Math.max(1, run.durationMs)));
  if (running) {
    return {
      running,
      total,
      currentStatus: {
        type: 'REFRESHING',
        refreshType: run.operationType,
        numberOfEntitiesProcessed: processed,
        numberOfEntitiesInError: 0,
        totalNumberOfEntities: total,
        activityId: run.activityId,
      },
    };
  }
  const cancelled = run.cancelledAt !== undefined && run.cancelledAt < end;
  return {
    running,
    total,
    /** When the last successful refresh ended: identities are up to date as of then. */
    refreshedAt: cancelled ? undefined : end,
    currentStatus: { type: 'IDLE', totalNumberOfEntities: total },
    lastRefreshOperation: {
      id: run.activityId,
      operationType: run.operationType,
      result: cancelled ? 'ABORT' : 'SUCCESS',
      numberOfEntitiesProcessed: cancelled ? processed : total,
      timestamp: cancelled ? run.cancelledAt : end,
    },
  };
}

function providerView(store: OrganizationStore, record: Record<string, any>) {
  const { running: _r, total: _t, refreshedAt: _a, ...status } = runStatus(store, record.id);
  return { ...record, ...status };
}

function entityView(store: OrganizationStore, identity: IdentityRecord) {
  const { refreshedAt } = runStatus(store, identity.provider);
  const { key: _k, orderingId: _o, ...rest } = identity;
  return {
    ...rest,
    state: 'UP_TO_DATE',
    lastUpdateResult: 'SUCCESS',
    lastUpdateDate: Math.max(identity.lastUpdateDate, refreshedAt ?? 0),
  };
}

/** The stored identity a reference names, or a view of an identity the cache does not hold. */
function resolve(store: OrganizationStore, ref: Ref, fallbackProvider: string) {
  const providerId = ref.provider ?? fallbackProvider;
  const all = identitiesOf(store);
  const key = keyOf(providerId, ref.type, ref.name);
  if (all.has(key)) return entityView(store, all.get(key));
  return {
    name: ref.name,
    type: ref.type,
    provider: providerId,
    state: 'NOT_UPDATED',
    members: [],
    mappings: [],
    wellKnowns: [],
  };
}

function identityOf(ctx: EmulatorContext, ref: Ref, providerId: string): IdentityRecord {
  const key = keyOf(ref.provider ?? providerId, ref.type, ref.name);
  const all = identitiesOf(ctx.store);
  if (!all.has(key)) {
    throw new HttpError(
      404,
      'NOT_FOUND',
      `Security identity '${ref.type} ${ref.name}' does not exist in the provider '${ref.provider ?? providerId}'.`,
    );
  }
  return all.get(key);
}

const sameRef = (a: Ref, b: { name: string; type: string; provider: string }, fallback: string) =>
  a.name === b.name && a.type === b.type && (a.provider ?? fallback) === b.provider;

function children(store: OrganizationStore, identity: IdentityRecord, recursive: boolean) {
  const seen = new Set<string>([identity.key]);
  const out: Array<ReturnType<typeof resolve>> = [];
  const walk = (group: { members?: Ref[]; provider: string }) => {
    for (const member of group.members ?? []) {
      const view = resolve(store, member, group.provider);
      const key = keyOf(view.provider, view.type, view.name);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(view);
      if (recursive) walk(view as { members?: Ref[]; provider: string });
    }
  };
  walk(identity);
  return out;
}

function parents(
  store: OrganizationStore,
  identity: { name: string; type: string; provider: string; key: string },
  recursive: boolean,
) {
  const all = identitiesOf(store).list();
  const seen = new Set<string>([identity.key]);
  const out: IdentityRecord[] = [];
  const walk = (child: { name: string; type: string; provider: string }) => {
    for (const group of all) {
      if (seen.has(group.key) || !group.members.some((m) => sameRef(m, child, group.provider))) continue;
      seen.add(group.key);
      out.push(group);
      if (recursive) walk(group);
    }
  };
  walk(identity);
  return out.map((group) => entityView(store, group));
}

function startRefresh(
  ctx: EmulatorContext,
  record: Record<string, any>,
  operationType = 'SECURITY_PROVIDER_REFRESH',
) {
  if (runStatus(ctx.store, record.id).running) {
    throw conflict(`The security provider '${record.id}' is refreshing already.`);
  }
  const store = ctx.store;
  const activityId = recordActivity(store, {
    operation: 'SECURITY_PROVIDER_REFRESH',
    resourceType: 'SECURITY_PROVIDER',
    resourceId: record.id,
    resourceName: record.name,
    durationMs: ctx.settings.refreshDurationMs,
    triggeredBy: ctx.token?.username,
    onAbort: () => {
      const runs = runsOf(store);
      if (runs.has(record.id) && runs.get(record.id).activityId === activityId) {
        runs.update(record.id, { cancelledAt: Date.now() });
      }
    },
  });
  const run = {
    id: record.id,
    activityId,
    operationType,
    startedAt: Date.now(),
    durationMs: ctx.settings.refreshDurationMs,
  };
  runsOf(store).records.set(record.id, run);
}

/** Stores an identity pushed through the Push API, unless a newer write is stored. */
function upsert(
  ctx: EmulatorContext,
  providerId: string,
  ref: Ref,
  fields: Partial<IdentityRecord>,
  ordering: number,
) {
  const all = identitiesOf(ctx.store);
  const key = keyOf(providerId, ref.type, ref.name);
  const existing = all.has(key) ? all.get(key) : undefined;
  if (existing && existing.orderingId > ordering) return;
  all.records.set(key, {
    members: [],
    mappings: [],
    wellKnowns: [],
    ...existing,
    ...fields,
    key,
    name: ref.name,
    type: ref.type,
    provider: providerId,
    ...(ref.infos ? { infos: ref.infos } : {}),
    orderingId: ordering,
    lastUpdateDate: Date.now(),
  });
}

/** Deletes an identity and its place in every group. */
function remove(store: OrganizationStore, providerId: string, ref: Ref) {
  const all = identitiesOf(store);
  const target = { name: ref.name, type: ref.type, provider: providerId };
  all.records.delete(keyOf(providerId, ref.type, ref.name));
  for (const group of all.list()) {
    if (group.members.some((m) => sameRef(m, target, group.provider))) {
      group.members = group.members.filter((m) => !sameRef(m, target, group.provider));
    }
  }
}

function pushIdentityBody(body: unknown, providerId: string, what: string) {
  const b = requireObject(body, what);
  return {
    ref: readRef(b.identity, `${what}'s 'identity'`, providerId),
    members: readRefs(b.members, `${what}'s 'members'`, providerId),
    wellKnowns: readRefs(b.wellKnowns, `${what}'s 'wellKnowns'`, providerId),
    mappings: readRefs(b.mappings, `${what}'s 'mappings'`, providerId),
    raw: b,
  };
}

function pushActivity(ctx: EmulatorContext, providerId: string, operation: string) {
  recordActivity(ctx.store, {
    operation,
    resourceType: 'SECURITY_IDENTITY',
    resourceId: providerId,
    resourceName: providerId,
    durationMs: 0,
    triggeredBy: ctx.token?.username,
  });
}

/** The Push API's answer: 202, no body (the change is queued). */
const accepted = () => new Reply(202);

function listing(ctx: EmulatorContext, providerId: string) {
  const states = ctx
    .queries('states')
    .flatMap((s) => s.split(','))
    .filter(Boolean);
  for (const state of states) {
    if (!STATES.includes(state)) throw badRequest(`Unknown state '${state}': use ${STATES.join(', ')}.`);
  }
  const from = dateQuery(ctx, 'from');
  const to = dateQuery(ctx, 'to');
  return identitiesOf(ctx.store)
    .list()
    .filter((i) => i.provider === providerId)
    .map((i) => entityView(ctx.store, i))
    .filter(
      (i) =>
        (!states.length || states.includes(i.state)) &&
        (from === undefined || i.lastUpdateDate >= from) &&
        (to === undefined || i.lastUpdateDate <= to),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

// ---------------------------------------------------------------- document permissions

function documentOf(ctx: EmulatorContext) {
  const index = indexesOf(ctx.store).get(ctx.params.indexId);
  const document = documentsOf(ctx.store).get(ctx.params.documentId);
  if (document.indexId !== undefined && document.indexId !== index.id) {
    throw new HttpError(
      404,
      'NOT_FOUND',
      `Document '${document.id}' does not exist in the index '${index.id}'.`,
    );
  }
  return document;
}

function permissionSets(
  document: Record<string, any>,
): Array<{ name?: string; allowAnonymous?: boolean; allowed: Ref[]; denied: Ref[] }> {
  const raw = Array.isArray(document.permissions)
    ? document.permissions
    : document.permissions
      ? [document.permissions]
      : [];
  return raw
    .filter((level: unknown) => level && typeof level === 'object')
    .map((level: any) => ({
      name: typeof level.name === 'string' ? level.name : undefined,
      allowAnonymous: level.allowAnonymous === true,
      allowed: (Array.isArray(level.allowedPermissions) ? level.allowedPermissions : []).filter(
        (r: any) => r && typeof r.name === 'string',
      ),
      denied: (Array.isArray(level.deniedPermissions) ? level.deniedPermissions : []).filter(
        (r: any) => r && typeof r.name === 'string',
      ),
    }));
}

/** The identities a reference expands to: itself, and for a group, its members recursively. */
function expand(store: OrganizationStore, ref: Ref) {
  const providerId = ref.provider ?? '';
  const matches = ref.provider
    ? [resolve(store, { ...ref, type: ref.type ?? 'Unknown' }, providerId)]
    : identitiesOf(store)
        .list()
        .filter((i) => i.name === ref.name && (!ref.type || i.type === ref.type))
        .map((i) => entityView(store, i));
  const out = [...matches];
  for (const match of matches) {
    const key = keyOf(match.provider, match.type, match.name);
    if (identitiesOf(store).has(key)) out.push(...children(store, identitiesOf(store).get(key), true));
  }
  return out.filter((view) => view.state !== 'NOT_UPDATED');
}

// ---------------------------------------------------------------- handlers

export const securityHandlers: Handlers = {
  // Security providers
  'securityProviders.list': (ctx) =>
    providersOf(ctx.store)
      .list()
      .map((p) => providerView(ctx.store, p)),
  'securityProviders.get': (ctx) => providerView(ctx.store, provider(ctx)),
  'securityProviders.createOrUpdate': async (ctx) => {
    const body = requireObject(await ctx.json(), 'The security provider');
    const id = ctx.params.providerId;
    if (body.name !== undefined && typeof body.name !== 'string')
      throw badRequest("The provider's 'name' must be a string.");
    if (body.type !== undefined && typeof body.type !== 'string')
      throw badRequest("The provider's 'type' must be a string.");
    const { currentStatus: _c, lastRefreshOperation: _l, ...fields } = body;
    const all = providersOf(ctx.store);
    const isNew = !all.has(id);
    const stored = { ...(isNew ? {} : all.get(id)), name: id, ...fields, id, organizationId: ctx.org };
    all.records.set(id, stored);
    if (isNew) {
      schedulesOf(ctx.store).insert({
        id: `${id}-refresh`,
        resourceId: id,
        enabled: true,
        refreshType: 'SECURITY_PROVIDER_REFRESH',
        scheduleType: 'SECURITY_PROVIDER',
        frequency: { type: 'DAILY', hourMinute: { hour: 2, minute: 0 } },
      });
    }
    return providerView(ctx.store, stored);
  },
  'securityProviders.delete': (ctx) => {
    const record = provider(ctx);
    const run = runStatus(ctx.store, record.id);
    if (run.running) endActivity(ctx.store, run.currentStatus.activityId, 'ABORTED');
    providersOf(ctx.store).delete(record.id);
    runsOf(ctx.store).records.delete(record.id);
    for (const identity of identitiesOf(ctx.store).list()) {
      if (identity.provider === record.id) identitiesOf(ctx.store).delete(identity.key);
    }
    for (const schedule of schedulesOf(ctx.store).list()) {
      if (schedule.resourceId === record.id) schedulesOf(ctx.store).delete(schedule.id);
    }
    return noContent();
  },
  'securityProviders.listSchedules': (ctx) => {
    const record = provider(ctx);
    return schedulesOf(ctx.store)
      .list()
      .filter((s) => s.resourceId === record.id);
  },
  'securityProviders.updateSchedule': async (ctx) => {
    const record = provider(ctx);
    const body = requireObject(await ctx.json(), 'The schedule');
    const schedule = schedulesOf(ctx.store).get(ctx.params.scheduleId);
    if (schedule.resourceId !== record.id) {
      throw new HttpError(
        404,
        'NOT_FOUND',
        `Schedule '${schedule.id}' does not belong to the provider '${record.id}'.`,
      );
    }
    if (body.enabled !== undefined && typeof body.enabled !== 'boolean')
      throw badRequest("The schedule's 'enabled' must be a boolean.");
    if (body.frequency !== undefined) requireObject(body.frequency, "The schedule's 'frequency'");
    return schedulesOf(ctx.store).update(schedule.id, { ...body, id: schedule.id, resourceId: record.id });
  },
  'securityProviders.cancelRefresh': (ctx) => {
    const record = provider(ctx);
    const status = runStatus(ctx.store, record.id);
    if (!status.running) throw conflict(`The security provider '${record.id}' is not refreshing.`);
    runsOf(ctx.store).update(record.id, { cancelledAt: Date.now() });
    endActivity(ctx.store, status.currentStatus.activityId, 'ABORTED');
    return noContent();
  },
  'securityProviders.getRaw': (ctx) => {
    const { currentStatus: _c, lastRefreshOperation: _l, ...raw } = providerView(ctx.store, provider(ctx));
    return raw;
  },
  'securityProviders.updateRaw': async (ctx) => {
    const record = provider(ctx);
    boolQuery(ctx, 'forceUpdate', false);
    const body = requireObject(await ctx.json(), 'The raw security provider');
    if (body.name !== undefined && typeof body.name !== 'string')
      throw badRequest("The provider's 'name' must be a string.");
    const stored = { ...record, ...body, id: record.id };
    providersOf(ctx.store).records.set(record.id, stored);
    // The platform answers no body: read the provider again with getRaw.
    return noContent();
  },

  // Security cache
  'securityCache.listMembers': (ctx) => {
    const items = listing(ctx, provider(ctx).id);
    return boolQuery(ctx, 'usePageModel', true) ? paged(ctx, items) : items;
  },
  'securityCache.listEntities': (ctx) => paged(ctx, listing(ctx, provider(ctx).id)),
  'securityCache.filterEntities': async (ctx) => {
    const body = requireObject((await ctx.json(false)) ?? {}, 'The filter');
    const term: string = (body.filterTerm ?? '').toLowerCase();
    const finds = (name: string) =>
      body.filteringMode === 'PREFIX'
        ? name.toLowerCase().startsWith(term)
        : name.toLowerCase().includes(term);
    // The published schema types identityTypes (USER, GROUP, VIRTUAL_GROUP, UNKNOWN) and providerIds.
    const types: string[] = ((body.identityTypes ?? []) as string[]).map((type) => FILTER_TYPES[type]);
    const providers: string[] = body.providerIds ?? [];
    const items = identitiesOf(ctx.store)
      .list()
      .filter(
        (i) =>
          finds(i.name) &&
          (!types.length || types.includes(i.type)) &&
          (!providers.length || providers.includes(i.provider)),
      )
      .map((i) => entityView(ctx.store, i))
      .sort((a, b) => a.name.localeCompare(b.name));
    return paged(ctx, items);
  },
  'securityCache.isEntityListingSupported': () => true,
  'securityCache.listChildren': async (ctx) => {
    const providerId = provider(ctx).id;
    const identity = identityOf(ctx, readRef(await ctx.json(), 'The identity', providerId), providerId);
    return paged(ctx, children(ctx.store, identity, boolQuery(ctx, 'recursive', false)));
  },
  'securityCache.listParents': async (ctx) => {
    const providerId = provider(ctx).id;
    const identity = identityOf(ctx, readRef(await ctx.json(), 'The identity', providerId), providerId);
    return paged(ctx, parents(ctx.store, identity, boolQuery(ctx, 'recursive', false)));
  },
  'securityCache.getEntity': async (ctx) => {
    const providerId = provider(ctx).id;
    return entityView(
      ctx.store,
      identityOf(ctx, readRef(await ctx.json(), 'The identity', providerId), providerId),
    );
  },
  'securityCache.listSchedules': (ctx) => schedulesOf(ctx.store).list(),
  'securityCache.getStatus': (ctx) => {
    const providers = providersOf(ctx.store).list();
    const statuses = providers.map((p) => runStatus(ctx.store, p.id));
    const refreshing = statuses.filter((s) => s.running);
    const total = identitiesOf(ctx.store).list().length;
    return {
      currentStatus: {
        type: refreshing.length ? 'REFRESHING' : 'IDLE',
        numberOfEntitiesProcessed: refreshing.reduce(
          (sum, s) =>
            sum +
            Number(
              (s.currentStatus as { numberOfEntitiesProcessed?: number }).numberOfEntitiesProcessed ?? 0,
            ),
          0,
        ),
        totalNumberOfEntities: total,
      },
      statistics: {
        numberOfProviders: providers.length,
        totalNumberOfEntities: total,
        numberOfEntitiesInError: 0,
        numberOfEntitiesByState: {
          UP_TO_DATE: total,
          OUT_OF_DATE: 0,
          NOT_UPDATED: 0,
          IN_ERROR: 0,
          DISABLED: 0,
        },
        numberOfPermissionModels: documentsOf(ctx.store).list().length,
      },
    };
  },
  'securityCache.refresh': (ctx) => {
    for (const record of providersOf(ctx.store).list()) {
      if (!runStatus(ctx.store, record.id).running) startRefresh(ctx, record);
    }
    return noContent();
  },
  'securityCache.refreshProvider': (ctx) => {
    startRefresh(ctx, provider(ctx));
    return noContent();
  },
  'securityCache.refreshEntity': async (ctx) => {
    const ref = readRef(await ctx.json(), 'The identity');
    if (!ref.provider) throw badRequest("The identity needs its 'provider'.");
    provider(ctx, ref.provider);
    const identity = identityOf(ctx, ref, ref.provider);
    identitiesOf(ctx.store).update(identity.key, { lastUpdateDate: Date.now() });
    return noContent();
  },

  // Push API
  'pushApi.updateIdentity': async (ctx) => {
    const providerId = provider(ctx).id;
    const ordering = orderingId(ctx);
    const { ref, members, wellKnowns } = pushIdentityBody(await ctx.json(), providerId, 'The identity');
    upsert(ctx, providerId, ref, { members, wellKnowns }, ordering);
    pushActivity(ctx, providerId, 'PUSH_IDENTITIES');
    return accepted();
  },
  'pushApi.updateMappings': async (ctx) => {
    const providerId = provider(ctx).id;
    const ordering = orderingId(ctx);
    const { ref, mappings, wellKnowns, raw } = pushIdentityBody(await ctx.json(), providerId, 'The mapping');
    if (!Array.isArray(raw.mappings))
      throw badRequest("The mapping needs 'mappings' (an array of identities).");
    upsert(ctx, providerId, ref, { mappings, wellKnowns }, ordering);
    pushActivity(ctx, providerId, 'PUSH_IDENTITIES');
    return accepted();
  },
  'pushApi.deleteIdentity': async (ctx) => {
    const providerId = provider(ctx).id;
    const ordering = orderingId(ctx);
    const { ref } = pushIdentityBody(await ctx.json(), providerId, 'The identity');
    const key = keyOf(providerId, ref.type, ref.name);
    const all = identitiesOf(ctx.store);
    if (all.has(key) && all.get(key).orderingId > ordering) return accepted();
    remove(ctx.store, providerId, ref);
    pushActivity(ctx, providerId, 'PUSH_IDENTITIES');
    return accepted();
  },
  'pushApi.updateIdentitiesBatch': (ctx) => {
    const providerId = provider(ctx).id;
    const ordering = orderingId(ctx);
    // The published schema requires fileId: the batch is the JSON file uploaded to that container.
    const fileId = ctx.query('fileId') as string;
    containersOf(ctx.store).get(fileId);
    const file = ctx.state.files.get(fileId);
    let batch: Record<string, any> | undefined;
    try {
      const text = typeof file?.body === 'string' ? file.body : new TextDecoder().decode(file?.body);
      const parsed = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) batch = parsed;
    } catch {
      batch = undefined;
    }
    if (!batch) {
      throw badRequest(
        `The file container '${fileId}' holds no batch: upload a JSON object of 'members', 'mappings' and 'deleted' to its uploadUri first.`,
      );
    }
    for (const name of ['members', 'mappings', 'deleted']) {
      if (batch[name] !== undefined && !Array.isArray(batch[name]))
        throw badRequest(`The batch's '${name}' must be an array.`);
    }
    // Read everything first: a malformed batch stores nothing.
    const members = (batch.members ?? []).map((item: unknown, i: number) =>
      pushIdentityBody(item, providerId, `members[${i}]`),
    );
    const mappings = (batch.mappings ?? []).map((item: unknown, i: number) =>
      pushIdentityBody(item, providerId, `mappings[${i}]`),
    );
    const deleted = (batch.deleted ?? []).map((item: unknown, i: number) =>
      pushIdentityBody(item, providerId, `deleted[${i}]`),
    );
    for (const m of members)
      upsert(ctx, providerId, m.ref, { members: m.members, wellKnowns: m.wellKnowns }, ordering);
    for (const m of mappings)
      upsert(ctx, providerId, m.ref, { mappings: m.mappings, wellKnowns: m.wellKnowns }, ordering);
    for (const d of deleted) remove(ctx.store, providerId, d.ref);
    pushActivity(ctx, providerId, 'PUSH_IDENTITIES');
    return accepted();
  },
  'pushApi.deleteOlderThan': (ctx) => {
    const providerId = provider(ctx).id;
    intQuery(ctx, 'queueDelay', 0);
    // The published schema requires orderingId: identities pushed with an older one go.
    const olderThan = intQuery(ctx, 'orderingId', 0);
    for (const identity of identitiesOf(ctx.store).list()) {
      if (identity.provider === providerId && identity.orderingId < olderThan)
        remove(ctx.store, providerId, identity);
    }
    pushActivity(ctx, providerId, 'DELETE_IDENTITIES_OLDER_THAN');
    return accepted();
  },
  'pushApi.createFileContainer': (ctx) => {
    boolQuery(ctx, 'useVirtualHostedStyleUrl', false);
    const fileId = randomUUID();
    const origin = new URL(ctx.c.req.url).origin;
    ctx.state.files.set(fileId, { body: new Uint8Array(), contentType: 'application/octet-stream' });
    return created(
      containersOf(ctx.store).insert({
        fileId,
        uploadUri: `${origin}/_files/${fileId}`,
        requiredHeaders: {
          'x-amz-server-side-encryption': 'AES256',
          'Content-Type': 'application/octet-stream',
        },
      }),
    );
  },

  // Permissions of indexed documents
  'indexes.documents.listPermissions': (ctx) => {
    const document = documentOf(ctx);
    const annotate = (ref: Ref) => {
      const view = ref.provider
        ? resolve(ctx.store, { ...ref, type: ref.type ?? 'Unknown' }, ref.provider)
        : expand(ctx.store, ref)[0];
      return { ...ref, state: view?.state ?? 'NOT_UPDATED' };
    };
    return {
      documentId: document.id,
      permissionSets: permissionSets(document).map((level) => ({
        ...(level.name ? { name: level.name } : {}),
        allowAnonymous: level.allowAnonymous,
        allowedPermissions: level.allowed.map(annotate),
        deniedPermissions: level.denied.map(annotate),
      })),
    };
  },
  'indexes.documents.listEffectivePermissions': (ctx) => {
    const document = documentOf(ctx);
    const included = ctx
      .queries('includedEntities')
      .flatMap((s) => s.split(','))
      .filter(Boolean);
    for (const value of included) {
      if (value !== 'ALLOWED' && value !== 'DENIED')
        throw badRequest(`'includedEntities' takes ALLOWED or DENIED; got '${value}'.`);
    }
    const from = dateQuery(ctx, 'from');
    const to = dateQuery(ctx, 'to');
    const byKey = new Map<string, Record<string, any>>();
    for (const level of permissionSets(document)) {
      for (const [refs, allowed] of [
        [level.denied, false],
        [level.allowed, true],
      ] as const) {
        for (const ref of refs) {
          for (const view of expand(ctx.store, ref)) {
            const key = keyOf(view.provider, view.type, view.name);
            if (!byKey.has(key)) byKey.set(key, { ...view, allowed });
          }
        }
      }
    }
    const items = [...byKey.values()].filter(
      (item) =>
        (!included.length || included.includes(item.allowed ? 'ALLOWED' : 'DENIED')) &&
        (from === undefined || item.lastUpdateDate >= from) &&
        (to === undefined || item.lastUpdateDate <= to),
    );
    return paged(ctx, items);
  },
};
