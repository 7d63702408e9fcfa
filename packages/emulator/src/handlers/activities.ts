import { randomUUID } from 'node:crypto';
import { type EmulatorContext, paged } from '../context';
import { badRequest, conflict } from '../http';
import { own } from '../safe';
import type { OrganizationStore } from '../state';
import { requireObject } from './rest';
import type { Handlers } from './types';

/*
 * Activities: what the emulator's operations record (source refreshes, snapshot operations, security
 * provider refreshes). Families call recordActivity() when an operation starts; an activity is
 * EXECUTING until its expected end (computed lazily from timestamps, no timers), then EXECUTED with
 * result SUCCESS, unless endActivity() ended it first (a cancelled refresh: result ABORT) or it was
 * aborted through `activities.abort`, which also calls the operation's own abort hook. States, results
 * and operations take the platform's values.
 */

interface ActivityRecord {
  id: string;
  operation: string;
  resourceType: string;
  resourceId?: string;
  resourceName?: string;
  section: string;
  organizationId: string;
  triggeredBy: { type: string; id?: string; displayName?: string };
  createDate: number;
  startDate: number;
  /** Expected length, ms. */
  durationMs: number;
  /** Set when the activity ended early (aborted, cancelled, failed). */
  endedAt?: number;
  /** The platform's result: `SUCCESS`, `ERROR` or `ABORT`. */
  endResult?: string;
  /** The username that aborted it. */
  abortedBy?: string;
  abortReason?: string;
  snapshotId?: string;
  content?: unknown;
}

export interface NewActivity {
  id?: string;
  /** The platform's operation (`FULL_REFRESH`, `APPLY`, ...) or one of the {@link OPERATION_NAMES} keys. */
  operation: string;
  resourceType: string;
  resourceId?: string;
  resourceName?: string;
  /** Default `CONTENT`. */
  section?: string;
  /** How long the operation is expected to last, ms. */
  durationMs: number;
  /** The username that started it; `SYSTEM` when absent. */
  triggeredBy?: string;
  snapshotId?: string;
  content?: unknown;
  /** Called when the activity is aborted through the activities API, to stop the operation. */
  onAbort?: () => void;
}

/**
 * The platform's operation for the names the security family records under: a security provider
 * refresh is a `REFRESH`, identities pushed an `UPDATE`, identities deleted a `DELETE`.
 */
export const OPERATION_NAMES: Record<string, string> = {
  SECURITY_PROVIDER_REFRESH: 'REFRESH',
  PUSH_IDENTITIES: 'UPDATE',
  DELETE_IDENTITIES_OLDER_THAN: 'DELETE',
};

/** Every operation type an activity can have, per resource type (the platform's operation names). */
export const RESOURCES_AND_OPERATIONS: Record<string, string[]> = {
  SOURCE: ['FULL_REFRESH', 'INCREMENTAL_REFRESH', 'REBUILD'],
  // A dry run is a VALIDATE, a push to another organization an EXPORT.
  SNAPSHOT: ['VALIDATE', 'APPLY', 'EXPORT'],
  SECURITY_PROVIDER: ['REFRESH'],
  SECURITY_IDENTITY: ['UPDATE', 'DELETE'],
};
const ALL_OPERATIONS = [...new Set(Object.values(RESOURCES_AND_OPERATIONS).flat())];
const FILTER_ARRAYS = [
  'operations',
  'organizationIds',
  'resourceIds',
  'resourceTypes',
  'resultTypes',
  'sections',
  'states',
] as const;
/** The facets of a facet listing (the filter's arrays), and the activity field each lists the values of. */
const FACETS: Record<(typeof FILTER_ARRAYS)[number], keyof ReturnType<typeof view>> = {
  operations: 'operation',
  organizationIds: 'organizationId',
  resourceIds: 'resourceId',
  resourceTypes: 'resourceType',
  resultTypes: 'result',
  sections: 'section',
  states: 'state',
};

const activitiesOf = (store: OrganizationStore) => store.collection<ActivityRecord>('activities', 'Activity');
/** Abort hooks, by store then activity id: in memory only, gone with the store. */
const hooks = new WeakMap<OrganizationStore, Map<string, () => void>>();

/** Records the start of an operation as an activity. @returns the activity's id. */
export function recordActivity(store: OrganizationStore, activity: NewActivity): string {
  const now = Date.now();
  const record = activitiesOf(store).insert({
    id: activity.id ?? randomUUID(),
    operation: own(OPERATION_NAMES, activity.operation) ?? activity.operation,
    resourceType: activity.resourceType,
    resourceId: activity.resourceId,
    resourceName: activity.resourceName,
    section: activity.section ?? 'CONTENT',
    organizationId: store.organizationId,
    triggeredBy: activity.triggeredBy
      ? { type: 'USER', id: activity.triggeredBy, displayName: activity.triggeredBy }
      : { type: 'SYSTEM' },
    createDate: now,
    startDate: now,
    durationMs: Math.max(0, activity.durationMs),
    snapshotId: activity.snapshotId,
    content: activity.content,
  });
  if (activity.onAbort) {
    const byId = hooks.get(store) ?? new Map<string, () => void>();
    hooks.set(store, byId);
    byId.set(record.id, activity.onAbort);
  }
  return record.id;
}

/**
 * Ends an ongoing activity now with `result`: `ABORTED` (or the platform's `ABORT`), `ERROR`, ...; an
 * activity over stays as it is.
 */
export function endActivity(store: OrganizationStore, id: string | undefined, result: string): void {
  const all = activitiesOf(store);
  if (!id || !all.has(id)) return;
  const record = all.get(id);
  if (view(record).state !== 'EXECUTING') return;
  all.update(id, { endedAt: Date.now(), endResult: result === 'ABORTED' ? 'ABORT' : result });
  hooks.get(store)?.delete(id);
}

/** An activity as the API shows it, at this moment: `EXECUTING`, then `EXECUTED` with its result. */
function view(record: ActivityRecord, now = Date.now()) {
  const naturalEnd = record.startDate + record.durationMs;
  const over = record.endedAt !== undefined || now >= naturalEnd;
  const endDate = record.endedAt ?? (over ? naturalEnd : undefined);
  const result = record.endResult ?? (over ? 'SUCCESS' : undefined);
  const { durationMs, endedAt: _e, endResult: _r, abortedBy, ...rest } = record;
  return {
    ...rest,
    state: over ? 'EXECUTED' : 'EXECUTING',
    ...(result ? { result } : {}),
    ...(abortedBy !== undefined
      ? { abortedBy: { userId: abortedBy, displayName: abortedBy, abortedByType: 'USER' } }
      : {}),
    ...(endDate !== undefined ? { endDate, duration: endDate - record.startDate } : {}),
    progress: over ? 100 : Math.floor(((now - record.startDate) / Math.max(1, durationMs)) * 100),
  };
}

function dateQuery(ctx: EmulatorContext, name: string): number | undefined {
  const raw = ctx.query(name);
  if (raw === undefined || raw === '') return undefined;
  const value = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (!Number.isFinite(value)) {
    throw badRequest(
      `The query parameter '${name}' must be an ISO 8601 date or ms since the epoch; got '${raw}'.`,
    );
  }
  return value;
}

interface Filter {
  facet?: string;
  arrays: Partial<Record<(typeof FILTER_ARRAYS)[number], string[]>>;
}

async function readFilter(ctx: EmulatorContext): Promise<Filter> {
  const body = (await ctx.json(false)) ?? {};
  requireObject(body, 'The activity filter');
  const arrays: Filter['arrays'] = {};
  for (const name of FILTER_ARRAYS) {
    const value = body[name];
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      throw badRequest(`The filter's '${name}' must be an array of strings.`);
    }
    if (value.length) arrays[name] = value;
  }
  if (body.facet !== undefined && body.facet !== null && typeof body.facet !== 'string') {
    throw badRequest("The filter's 'facet' must be a string.");
  }
  return { facet: body.facet ?? undefined, arrays };
}

/** The activities of the given stores that match the filter and the `from`/`to` query, newest first. */
function matching(ctx: EmulatorContext, stores: OrganizationStore[], filter: Filter, publicOnly = false) {
  const from = dateQuery(ctx, 'from');
  const to = dateQuery(ctx, 'to');
  const now = Date.now();
  const { arrays } = filter;
  const has = (list: string[] | undefined, value: unknown) => !list || list.includes(String(value));
  return stores
    .flatMap((store) => activitiesOf(store).list())
    .map((record) => view(record, now))
    .filter(
      (a) =>
        (from === undefined || a.createDate >= from) &&
        (to === undefined || a.createDate <= to) &&
        (!publicOnly || a.section !== 'ORGANIZATION') &&
        has(arrays.operations, a.operation) &&
        has(arrays.organizationIds, a.organizationId) &&
        has(arrays.resourceIds, a.resourceId) &&
        has(arrays.resourceTypes, a.resourceType) &&
        has(arrays.resultTypes, a.result) &&
        has(arrays.sections, a.section) &&
        has(arrays.states, a.state),
    )
    .sort((a, b) => b.createDate - a.createDate);
}

/** For each facet (or the one asked for), the distinct values the matching activities have, sorted. */
function facets(items: Array<ReturnType<typeof view>>, facet?: string) {
  const names = facet ? [facet] : Object.keys(FACETS);
  const answer: Record<string, string[]> = {};
  for (const name of names) {
    const key = own(FACETS, name);
    if (!key) throw badRequest(`Unknown facet '${name}': use one of ${Object.keys(FACETS).join(', ')}.`);
    const values = new Set<string>();
    for (const item of items) if (item[key] !== undefined) values.add(String(item[key]));
    answer[name] = [...values].sort();
  }
  return answer;
}

const list = (publicOnly: boolean) => async (ctx: EmulatorContext) =>
  paged(ctx, matching(ctx, [ctx.store], await readFilter(ctx), publicOnly));
const facetList = (publicOnly: boolean) => async (ctx: EmulatorContext) => {
  const filter = await readFilter(ctx);
  return facets(matching(ctx, [ctx.store], filter, publicOnly), filter.facet);
};

export const activitiesHandlers: Handlers = {
  'activities.listAll': async (ctx) => {
    const filter = await readFilter(ctx);
    const allowed = [...(ctx.token?.organizations ?? [])].filter((id) => ctx.state.organizations.has(id));
    return paged(
      ctx,
      matching(
        ctx,
        allowed.map((id) => ctx.state.store(id)),
        filter,
      ),
    );
  },
  'activities.list': list(false),
  'activities.listPublic': list(true),
  'activities.listFacets': facetList(false),
  'activities.listPublicFacets': facetList(true),
  'activities.getOperationTypes': (ctx) => [
    ...new Set(
      activitiesOf(ctx.store)
        .list()
        .map((activity) => activity.operation),
    ),
  ],
  'activities.getAllOperationTypes': () => ALL_OPERATIONS,
  'activities.getResourcesAndOperations': () => RESOURCES_AND_OPERATIONS,
  'activities.getResourceTypes': () => Object.keys(RESOURCES_AND_OPERATIONS),
  'activities.get': (ctx) => view(activitiesOf(ctx.store).get(ctx.params.activityId)),
  'activities.abort': async (ctx) => {
    const all = activitiesOf(ctx.store);
    const record = all.get(ctx.params.activityId);
    const body = (await ctx.json(false)) ?? {};
    requireObject(body, 'The abort request');
    const current = view(record);
    if (current.state !== 'EXECUTING') {
      throw conflict(
        `The activity '${record.id}' is ${current.state}: only an executing activity can be aborted.`,
      );
    }
    const hook = hooks.get(ctx.store)?.get(record.id);
    hooks.get(ctx.store)?.delete(record.id);
    all.update(record.id, {
      endedAt: Date.now(),
      endResult: 'ABORT',
      abortedBy: ctx.token?.username,
      abortReason: typeof body.abortReason === 'string' ? body.abortReason : undefined,
    });
    hook?.();
    return view(all.get(record.id));
  },
};
