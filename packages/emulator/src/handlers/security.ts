import { boolQuery, type EmulatorContext, intQuery, paged, requestOrigin } from '../context';
import type { Behaviours } from '../engine/hooks';
import { propertiesOf } from '../engine/schemas';
import { badRequest, conflict, created, noContent, notFound, Reply } from '../http';
import { endActivity, recordActivity } from '../model/activities';
import { listQuery, timeQuery } from '../model/catalogs';
import { type Identity, type IdentityRef, identitiesOf, keyOf } from '../model/identities';
import { fileJson, newContainer } from '../model/pushed';
import { omit } from '../model/rest';
import { indexesOf } from '../provision';
import { own, text } from '../safe';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * Security providers, the security identity cache, the Push API's identity calls and the permissions
 * of indexed documents: one model of identities, so that what is pushed is what the cache and the
 * documents' effective permissions report.
 *
 * - Identities are kept per provider, keyed by provider, type and name; a group's `members` name other
 *   identities. Children and parents are computed from those member lists, recursively on request.
 * - A provider refresh is REFRESHING for refreshDurationMs (lazily, from timestamps), then IDLE with
 *   its last operation SUCCESS; cancelRefresh (or aborting its activity) ends it with ABORT.
 * - Push API writes carry an orderingId (default: now, ms); a write older than the identity's is
 *   ignored; permissions/olderthan deletes the provider's identities pushed with an older one.
 */

type Rec = Record<string, any>;

/** Identity types as the cache names them (published), by the Push API's names (`VIRTUAL_GROUP`). */
const cacheMember = propertiesOf({ $ref: 'security-cache#/$defs/SecurityCacheMemberModel' });
const CACHE_TYPES: string[] = cacheMember?.type.enum ?? [];
const TYPES = Object.fromEntries(
  CACHE_TYPES.map((type) => [type.replace(/\B([A-Z])/g, '_$1').toUpperCase(), type]),
);
const REFRESH = 'SECURITY_PROVIDER_REFRESH';

type Ref = IdentityRef;
/** A provider's refresh: when it started, how long it lasts (ms), when it was cancelled, if it was. */
type Run = { activityId: string; startedAt: number; durationMs: number; cancelledAt?: number };

const providersOf = (store: OrganizationStore) => store.collection('securityproviders', 'Security provider');
const schedulesOf = (store: OrganizationStore) => store.collection('securityProviderSchedules', 'Schedule');
const documentsOf = (store: OrganizationStore) => store.collection('indexDocuments', 'Document');
/** Refresh runs, by provider id: internal, never shown as such. */
const runsOf = (store: OrganizationStore) => store.collection<Run>('securityRefreshLifecycles', 'Refresh');

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const providerOf = (ctx: EmulatorContext, id = ctx.params.providerId ?? ctx.params.securityProviderId) =>
  providersOf(ctx.store).get(id);
/** The identities a provider holds. */
const heldBy = (store: OrganizationStore, provider: string) =>
  identitiesOf(store)
    .list()
    .filter((identity) => identity.provider === provider);

/** An identity a request names, its type as the cache names it, its infos as a list. */
function readRef(value: any, what: string, provider?: string): Ref {
  const type = own(TYPES, text(value?.type)) ?? value?.type ?? 'Unknown';
  if (typeof value?.name !== 'string' || !value.name || !CACHE_TYPES.includes(type)) {
    const types = Object.keys(TYPES).join(', ');
    throw badRequest(`${what} needs a 'name' (a string) and a 'type' (one of ${types}).`);
  }
  // The cache lists infos; the Push API gives them as a map (`additionalInfo`).
  const infos = value.infos ?? value.additionalInfo;
  const pairs = Array.isArray(infos)
    ? infos.map((info) => [info?.key, info?.value])
    : Object.entries(infos ?? {});
  const list =
    infos && typeof infos === 'object' && pairs.map(([key, v]) => ({ key: text(key), value: text(v) }));
  return { name: value.name, type, provider: value.provider ?? provider, ...(list ? { infos: list } : {}) };
}

/** What each Push API write changes of an identity: its members or its mappings, and its well-knowns. */
const MEMBERS = ['members', 'wellKnowns'];
const MAPPINGS = ['mappings', 'wellKnowns'];

/** A Push API identity body: the identity, and the lists of identities `lists` names. */
function pushBody(body: any, provider: string, what: string, lists: string[] = []) {
  const refs = (name: string) => {
    const value = body?.[name] ?? [];
    if (!Array.isArray(value)) throw badRequest(`${what}'s '${name}' must be an array.`);
    return value.map((item, i) => readRef(item, `${what}'s '${name}'[${i}]`, provider));
  };
  const ref = readRef(body?.identity, `${what}'s 'identity'`, provider);
  return { ref, lists: Object.fromEntries(lists.map((name) => [name, refs(name)])) };
}

/** The order of a Push API write (`orderingId`): now, in ms, by default. */
const orderOf = (ctx: EmulatorContext) => intQuery(ctx, 'orderingId', Date.now());

/** A provider's refresh now: running or not, and what it reports. */
function runStatus(store: OrganizationStore, providerId: string, now = Date.now()) {
  const run = runsOf(store).records.get(providerId);
  const total = heldBy(store, providerId).length;
  const idle: Rec = { type: 'IDLE', totalNumberOfEntities: total };
  if (!run) return { running: false, currentStatus: idle };
  const { activityId, startedAt, durationMs, cancelledAt } = run;
  const end = startedAt + durationMs;
  const at = Math.min(cancelledAt ?? now, end);
  const processed = Math.floor((total * (at - startedAt)) / Math.max(1, durationMs));
  if (cancelledAt === undefined && now < end) {
    const progress = {
      refreshType: REFRESH,
      numberOfEntitiesProcessed: processed,
      numberOfEntitiesInError: 0,
    };
    return { running: true, currentStatus: { ...idle, type: 'REFRESHING', ...progress, activityId } as Rec };
  }
  // A refresh that ran to its end (not cancelled): identities are up to date as of then.
  const done = at === end;
  const outcome = { result: done ? 'SUCCESS' : 'ABORT', numberOfEntitiesProcessed: done ? total : processed };
  const lastRefreshOperation = { id: activityId, operationType: REFRESH, ...outcome, timestamp: at };
  return { running: false, refreshedAt: done ? end : undefined, currentStatus: idle, lastRefreshOperation };
}

function providerView(store: OrganizationStore, record: Rec) {
  const { running: _r, refreshedAt: _a, ...status } = runStatus(store, record.id);
  return { ...record, ...status };
}

function entityView(store: OrganizationStore, { key: _k, orderingId: _o, ...identity }: Identity) {
  const lastUpdateDate = Math.max(
    identity.lastUpdateDate,
    runStatus(store, identity.provider).refreshedAt ?? 0,
  );
  return { ...identity, state: 'UP_TO_DATE', lastUpdateResult: 'SUCCESS', lastUpdateDate };
}
type View = ReturnType<typeof entityView> | (Ref & { provider: string; state: string; members: Ref[] });

/** The stored identity a reference names, or, named with no lists, one the cache does not hold. */
function resolve(store: OrganizationStore, ref: Ref, fallbackProvider: string): View {
  const { name, type, provider = fallbackProvider } = ref;
  const identity = identitiesOf(store).records.get(keyOf({ name, type, provider }));
  if (identity) return entityView(store, identity);
  return { name, type, provider, state: 'NOT_UPDATED', members: [], mappings: [], wellKnowns: [] };
}

/** The identity the body names, in the path's provider unless it names its own. @throws HttpError 404. */
async function bodyIdentity(ctx: EmulatorContext, ref?: Ref): Promise<Identity> {
  const { name, type, provider } = ref ?? readRef(await ctx.json(), 'The identity', providerOf(ctx).id);
  const identity = identitiesOf(ctx.store).records.get(keyOf({ name, type, provider }));
  if (!identity) throw notFound(`Security identity of the provider '${provider}'`, `${type} ${name}`);
  return identity;
}

const sameRef = (a: Ref, b: Ref, fallback: string) =>
  a.name === b.name && a.type === b.type && (a.provider ?? fallback) === b.provider;

type Node = Ref & { provider: string; members?: Ref[] };

/** The identities `next` leads to from `start`, each once (`start` left out), recursively on request. */
function reach<T extends Node>(start: Node, recursive: boolean, next: (from: Node) => T[]): T[] {
  const seen = new Set([keyOf(start)]);
  const out: T[] = [];
  const walk = (from: Node) => {
    for (const found of next(from)) {
      if (seen.has(keyOf(found))) continue;
      seen.add(keyOf(found));
      out.push(found);
      if (recursive) walk(found);
    }
  };
  walk(start);
  return out;
}

/** A group's members, recursively on request, each once. */
const children = (store: OrganizationStore, identity: Identity, recursive: boolean): View[] =>
  reach(identity, recursive, (group) => (group.members ?? []).map((m) => resolve(store, m, group.provider)));

/** The groups an identity is a member of, recursively on request, each once. */
function parents(store: OrganizationStore, identity: Identity, recursive: boolean) {
  const all = identitiesOf(store).list();
  const groupsOf = (child: Node) => all.filter((g) => g.members.some((m) => sameRef(m, child, g.provider)));
  return reach(identity, recursive, groupsOf).map((group) => entityView(store, group));
}

function startRefresh(ctx: EmulatorContext, { id, name }: Rec) {
  const store = ctx.store;
  if (runStatus(store, id).running) throw conflict(`The security provider '${id}' is refreshing already.`);
  const durationMs = ctx.settings.refreshDurationMs;
  const activityId = recordActivity(store, {
    operation: REFRESH,
    resourceType: 'SECURITY_PROVIDER',
    resourceId: id,
    resourceName: name,
    durationMs,
    triggeredBy: ctx.token?.username,
    onAbort: () => cancel(store, id, activityId),
  });
  runsOf(store).records.set(id, { activityId, startedAt: Date.now(), durationMs });
}

/** Ends a provider's refresh now, when it is the refresh of that activity. */
function cancel(store: OrganizationStore, providerId: string, activityId: string) {
  const run = runsOf(store).records.get(providerId);
  if (run?.activityId === activityId) run.cancelledAt = Date.now();
}

/** Stores an identity pushed through the Push API with the lists it changes, unless a newer write is stored. */
function upsert(
  ctx: EmulatorContext,
  provider: string,
  write: ReturnType<typeof pushBody>,
  orderingId: number,
) {
  const { name, type, infos } = write.ref;
  const key = keyOf({ name, type, provider });
  const existing = identitiesOf(ctx.store).records.get(key);
  if (existing && existing.orderingId > orderingId) return;
  const identity = { members: [], mappings: [], wellKnowns: [], ...existing, ...write.lists, name, type };
  const stamps = { key, provider, orderingId, lastUpdateDate: Date.now(), ...(infos ? { infos } : {}) };
  identitiesOf(ctx.store).records.set(key, { ...identity, ...stamps });
}

/** Deletes an identity and its place in every group. */
function remove(store: OrganizationStore, provider: string, { name, type }: Ref) {
  identitiesOf(store).records.delete(keyOf({ name, type, provider }));
  for (const group of identitiesOf(store).list()) {
    group.members = group.members.filter((m) => !sameRef(m, { name, type, provider }, group.provider));
  }
}

/** Records a Push API write as an activity, and answers as the Push API does: 202, no body (queued). */
function pushed(ctx: EmulatorContext, provider: string, operation = 'PUSH_IDENTITIES') {
  const activity = { resourceType: 'SECURITY_IDENTITY', resourceId: provider, resourceName: provider };
  recordActivity(ctx.store, { ...activity, operation, durationMs: 0, triggeredBy: ctx.token?.username });
  return new Reply(202);
}

/** Whether a date is within the query's `from` and `to`. */
const inRange = (ctx: EmulatorContext, date = 0) =>
  date >= timeQuery(ctx, 'from', -Infinity) && date <= timeQuery(ctx, 'to', Infinity);

/** The identities of a provider, in the states and the update times the query asks, by name. */
function listing(ctx: EmulatorContext) {
  const states = listQuery(ctx, 'states');
  return heldBy(ctx.store, providerOf(ctx).id)
    .map((identity) => entityView(ctx.store, identity))
    .filter((i) => (!states.length || states.includes(i.state)) && inRange(ctx, i.lastUpdateDate))
    .sort(byName);
}

/** The listing's identities as the cache's security identifiers (SIDs): a number, the provider, the name. */
const sids = (ctx: EmulatorContext) =>
  paged(
    ctx,
    listing(ctx).map(({ name: data, provider }, i) => ({ id: i + 1, provider, data })),
  );

/** Ends the provider's refresh under way, its activity aborted; `strict`: 409 when none is. */
function cancelRefresh(ctx: EmulatorContext, strict: boolean) {
  const { id } = providerOf(ctx);
  const { running, currentStatus } = runStatus(ctx.store, id);
  if (!running && strict) throw conflict(`The security provider '${id}' is not refreshing.`);
  if (running) {
    cancel(ctx.store, id, currentStatus.activityId);
    endActivity(ctx.store, currentStatus.activityId, 'ABORTED');
  }
  return noContent();
}

/**
 * Turns back on the identities the cache disabled in `providers`: none, as the emulator disables no
 * identity (every one it holds is up to date); each provider's operation shows in the activities.
 */
function enableDisabled(ctx: EmulatorContext, providers: Rec[]) {
  for (const { id, name } of providers) {
    const provider = { resourceType: 'SECURITY_PROVIDER', resourceId: id, resourceName: name };
    const operation = 'ENABLE_DISABLED_ENTITIES';
    recordActivity(ctx.store, { ...provider, operation, durationMs: 0, triggeredBy: ctx.token?.username });
  }
  return noContent();
}

/** A page of the providers, with their status: those whose id or name holds the query's filter, of `ids`. */
function providersPage(ctx: EmulatorContext, ids?: string[]) {
  const filter = (ctx.query('filter') ?? '').toLowerCase();
  const shown = (p: Rec) =>
    (!ids || ids.includes(p.id)) && `${p.id}\n${p.name ?? ''}`.toLowerCase().includes(filter);
  return paged(
    ctx,
    providersOf(ctx.store)
      .list()
      .filter(shown)
      .map((p) => providerView(ctx.store, p)),
  );
}

/** The document the path names, in the index it names. */
function documentOf(ctx: EmulatorContext) {
  const index = indexesOf(ctx.store).get(ctx.params.indexId);
  const document = documentsOf(ctx.store).get(ctx.params.documentId);
  if (document.indexId !== undefined && document.indexId !== index.id)
    throw notFound(`Document of the index '${index.id}'`, document.id);
  return document;
}

/** A document's permission sets: the identities each allows and denies. */
function permissionSets(document: Rec) {
  const refs = (list: unknown): Ref[] =>
    Array.isArray(list) ? list.filter((ref) => typeof ref?.name === 'string') : [];
  const levels = [document.permissions ?? []].flat().filter((level) => level && typeof level === 'object');
  return levels.map((level: any) => ({
    name: typeof level?.name === 'string' ? level.name : undefined,
    allowAnonymous: level?.allowAnonymous === true,
    allowed: refs(level?.allowedPermissions),
    denied: refs(level?.deniedPermissions),
  }));
}

/** The identities the cache holds that a reference expands to: itself, and for a group, its members recursively. */
function expand(store: OrganizationStore, ref: Ref): View[] {
  const matches: View[] = ref.provider
    ? [resolve(store, { ...ref, type: ref.type ?? 'Unknown' }, ref.provider)]
    : identitiesOf(store)
        .list()
        .filter((i) => i.name === ref.name && (!ref.type || i.type === ref.type))
        .map((i) => entityView(store, i));
  const expanded = matches.flatMap((match) => {
    const group = identitiesOf(store).records.get(keyOf(match));
    return [match, ...(group ? children(store, group, true) : [])];
  });
  return expanded.filter((view) => view.state !== 'NOT_UPDATED');
}

/** The engine lists, reads and deletes providers; a provider shows its refresh, and takes its identities with it. */
export const securityBehaviours: Behaviours = {
  'securityProviders.get': {
    records: 'securityproviders',
    label: 'Security provider',
    keep: ['currentStatus', 'lastRefreshOperation'],
    view: (ctx, record) => providerView(ctx.store, record),
    removed(ctx, { id }) {
      endActivity(ctx.store, runStatus(ctx.store, id).currentStatus.activityId, 'ABORTED');
      runsOf(ctx.store).records.delete(id);
      for (const identity of heldBy(ctx.store, id)) identitiesOf(ctx.store).delete(identity.key);
      for (const schedule of schedulesOf(ctx.store).list()) {
        if (schedule.resourceId === id) schedulesOf(ctx.store).delete(schedule.id);
      }
    },
  },
  // The cache's schedules are those of its providers: read and replaced, never made here.
  'securityCache.getSchedule': {
    records: 'securityProviderSchedules',
    label: 'Schedule',
    accept(ctx, body, before) {
      if (!before) throw notFound('Schedule', ctx.params.scheduleId);
      return body;
    },
  },
};

export const securityHandlers: Handlers = {
  // A new provider comes with its daily refresh schedule.
  'securityProviders.createOrUpdate': async (ctx) => {
    const { currentStatus: _c, lastRefreshOperation: _l, ...fields } = await ctx.json();
    const id = ctx.params.providerId;
    const existing = providersOf(ctx.store).records.get(id);
    const stored = { ...existing, name: id, ...fields, id, organizationId: ctx.org };
    providersOf(ctx.store).records.set(id, stored);
    if (!existing) {
      const kind = { refreshType: REFRESH, scheduleType: 'SECURITY_PROVIDER', enabled: true };
      const frequency = { type: 'DAILY', hourMinute: { hour: 2, minute: 0 } };
      schedulesOf(ctx.store).insert({ id: `${id}-refresh`, resourceId: id, ...kind, frequency });
    }
    return providerView(ctx.store, stored);
  },
  'securityProviders.listSchedules': (ctx) => {
    const { id } = providerOf(ctx);
    return schedulesOf(ctx.store)
      .list()
      .filter((s) => s.resourceId === id);
  },
  'securityProviders.updateSchedule': async (ctx) => {
    const { id: resourceId } = providerOf(ctx);
    const { id, resourceId: owner } = schedulesOf(ctx.store).get(ctx.params.scheduleId);
    if (owner !== resourceId) throw notFound(`Schedule of the provider '${resourceId}'`, id);
    return schedulesOf(ctx.store).update(id, { ...(await ctx.json()), id, resourceId });
  },
  'securityProviders.cancelRefresh': (ctx) => cancelRefresh(ctx, true),
  'securityCache.cancelProviderRefresh': (ctx) => cancelRefresh(ctx, false),
  'securityProviders.listPaged': (ctx) => providersPage(ctx),
  'securityProviders.listByIds': async (ctx) => providersPage(ctx, await ctx.json()),
  // The raw configuration has no id, projects, references, instance or cascading providers field.
  'securityProviders.getRaw': (ctx) =>
    omit(providerOf(ctx), 'id', 'projectIds', 'referencedBy', 'instanceId', 'cascadingSecurityProviders'),
  // The platform answers no body: read the provider again with getRaw.
  'securityProviders.updateRaw': async (ctx) => {
    const { id } = providerOf(ctx);
    providersOf(ctx.store).update(id, await ctx.json());
    return noContent();
  },

  'securityCache.listMembers': (ctx) =>
    boolQuery(ctx, 'usePageModel', true) ? paged(ctx, listing(ctx)) : listing(ctx),
  'securityCache.listEntities': sids,
  // The organization has one cache, named after it.
  'securityCache.listOnlineCacheIds': (ctx) => [ctx.org],
  'securityCache.listCacheEntities': (ctx) => {
    if (ctx.params.securityCacheId !== ctx.org) throw notFound('Security cache', ctx.params.securityCacheId);
    return sids(ctx);
  },
  // A fact of the emulator's cache: it lists every organization's identities (filterEntities).
  'securityCache.isEntityListingSupported': () => true,
  'securityCache.filterEntities': async (ctx) => {
    const {
      filterTerm = '',
      filteringMode,
      identityTypes = [],
      providerIds = [],
    } = (await ctx.json(false)) ?? {};
    const term = filterTerm.toLowerCase();
    const types = identityTypes.map((type: string) => TYPES[type]);
    const named = (name: string) =>
      filteringMode === 'PREFIX' ? name.toLowerCase().startsWith(term) : name.toLowerCase().includes(term);
    const kept = (i: Identity) =>
      named(i.name) &&
      (!types.length || types.includes(i.type)) &&
      (!providerIds.length || providerIds.includes(i.provider));
    const items = identitiesOf(ctx.store).list().filter(kept);
    return paged(ctx, items.map((i) => entityView(ctx.store, i)).sort(byName));
  },
  'securityCache.listChildren': async (ctx) =>
    paged(ctx, children(ctx.store, await bodyIdentity(ctx), boolQuery(ctx, 'recursive', false))),
  'securityCache.listParents': async (ctx) =>
    paged(ctx, parents(ctx.store, await bodyIdentity(ctx), boolQuery(ctx, 'recursive', false))),
  'securityCache.getEntity': async (ctx) => entityView(ctx.store, await bodyIdentity(ctx)),
  // Every identity the cache holds is up to date: the Push API's writes land at once.
  'securityCache.getStatus': (ctx) => {
    const providers = providersOf(ctx.store).list();
    const refreshing = providers.map((p) => runStatus(ctx.store, p.id)).filter((s) => s.running);
    const total = identitiesOf(ctx.store).list().length;
    const processed = refreshing.reduce((sum, s) => sum + s.currentStatus.numberOfEntitiesProcessed, 0);
    const byState = { UP_TO_DATE: total, OUT_OF_DATE: 0, NOT_UPDATED: 0, IN_ERROR: 0, DISABLED: 0 };
    const type = refreshing.length ? 'REFRESHING' : 'IDLE';
    return {
      currentStatus: { type, numberOfEntitiesProcessed: processed, totalNumberOfEntities: total },
      statistics: {
        numberOfProviders: providers.length,
        totalNumberOfEntities: total,
        numberOfEntitiesInError: 0,
        numberOfEntitiesByState: byState,
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
    startRefresh(ctx, providerOf(ctx));
    return noContent();
  },
  'securityCache.enableDisabledEntities': (ctx) => enableDisabled(ctx, providersOf(ctx.store).list()),
  'securityCache.enableProviderDisabledEntities': (ctx) => enableDisabled(ctx, [providerOf(ctx)]),
  'securityCache.refreshEntity': async (ctx) => {
    const ref = readRef(await ctx.json(), 'The identity');
    if (!ref.provider) throw badRequest("The identity needs its 'provider'.");
    const provider = providerOf(ctx, ref.provider).id;
    (await bodyIdentity(ctx, { ...ref, provider })).lastUpdateDate = Date.now();
    return noContent();
  },

  'pushApi.updateIdentity': async (ctx) => {
    const provider = providerOf(ctx).id;
    upsert(ctx, provider, pushBody(await ctx.json(), provider, 'The identity', MEMBERS), orderOf(ctx));
    return pushed(ctx, provider);
  },
  'pushApi.updateMappings': async (ctx) => {
    const provider = providerOf(ctx).id;
    const body = await ctx.json();
    if (!Array.isArray(body.mappings))
      throw badRequest("The mapping needs 'mappings' (an array of identities).");
    upsert(ctx, provider, pushBody(body, provider, 'The mapping', MAPPINGS), orderOf(ctx));
    return pushed(ctx, provider);
  },
  'pushApi.deleteIdentity': async (ctx) => {
    const provider = providerOf(ctx).id;
    const { ref } = pushBody(await ctx.json(), provider, 'The identity');
    const stored = identitiesOf(ctx.store).records.get(keyOf({ ...ref, provider }));
    if (stored && stored.orderingId > orderOf(ctx)) return new Reply(202);
    remove(ctx.store, provider, ref);
    return pushed(ctx, provider);
  },
  // The batch is the JSON object uploaded to the file container that `fileId` names.
  'pushApi.updateIdentitiesBatch': (ctx) => {
    const provider = providerOf(ctx).id;
    const fileId = ctx.query('fileId') as string;
    const shape = "a JSON object of 'members', 'mappings' and 'deleted'";
    const batch = fileJson(ctx.state, ctx.store, fileId, shape) as Rec | undefined;
    if (!batch || typeof batch !== 'object' || Array.isArray(batch))
      throw badRequest(
        `The file container '${fileId}' holds no batch: upload ${shape} to its uploadUri first.`,
      );
    // Read everything first: a malformed batch stores nothing.
    const read = (name: string, lists?: string[]) => {
      const items = batch[name] ?? [];
      if (!Array.isArray(items)) throw badRequest(`The batch's '${name}' must be an array.`);
      return items.map((item, i) => pushBody(item, provider, `${name}[${i}]`, lists));
    };
    const [writes, deleted] = [[...read('members', MEMBERS), ...read('mappings', MAPPINGS)], read('deleted')];
    const orderingId = orderOf(ctx);
    for (const write of writes) upsert(ctx, provider, write, orderingId);
    for (const { ref } of deleted) remove(ctx.store, provider, ref);
    return pushed(ctx, provider);
  },
  'pushApi.deleteOlderThan': (ctx) => {
    const provider = providerOf(ctx).id;
    const olderThan = intQuery(ctx, 'orderingId', 0);
    for (const identity of heldBy(ctx.store, provider)) {
      if (identity.orderingId < olderThan) remove(ctx.store, provider, identity);
    }
    return pushed(ctx, provider, 'DELETE_IDENTITIES_OLDER_THAN');
  },
  'pushApi.createFileContainer': (ctx) => created(newContainer(ctx.state, ctx.store, requestOrigin(ctx))),

  'indexes.documents.listPermissions': (ctx) => {
    const document = documentOf(ctx);
    const annotate = (ref: Ref) => ({ ...ref, state: expand(ctx.store, ref)[0]?.state ?? 'NOT_UPDATED' });
    const sets = permissionSets(document).map(({ name, allowAnonymous, allowed, denied }) => ({
      ...(name ? { name } : {}),
      allowAnonymous,
      allowedPermissions: allowed.map(annotate),
      deniedPermissions: denied.map(annotate),
    }));
    return { documentId: document.id, permissionSets: sets };
  },
  'indexes.documents.listEffectivePermissions': (ctx) => {
    const document = documentOf(ctx);
    const included = listQuery(ctx, 'includedEntities');
    if (included.some((value) => value !== 'ALLOWED' && value !== 'DENIED'))
      throw badRequest("'includedEntities' takes ALLOWED or DENIED.");
    // Denials first: an identity both denied and allowed is denied.
    const byKey = new Map<string, Rec>();
    for (const { allowed, denied } of permissionSets(document)) {
      const views = (refs: Ref[], isAllowed: boolean) =>
        refs.flatMap((ref) => expand(ctx.store, ref)).map((view) => ({ ...view, allowed: isAllowed }));
      for (const view of [...views(denied, false), ...views(allowed, true)]) {
        if (!byKey.has(keyOf(view))) byKey.set(keyOf(view), view);
      }
    }
    const items = [...byKey.values()].filter(
      (item) =>
        (!included.length || included.includes(item.allowed ? 'ALLOWED' : 'DENIED')) &&
        inRange(ctx, item.lastUpdateDate),
    );
    return paged(ctx, items);
  },
};
