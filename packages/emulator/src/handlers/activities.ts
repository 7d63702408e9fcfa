import { type EmulatorContext, paged } from '../context';
import { badRequest, conflict } from '../http';
import { abortHooks, activitiesOf, activityView, endActivity } from '../model/activities';
import { timeQuery } from '../model/catalogs';
import { requireObject } from '../model/rest';
import { own } from '../safe';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/** Every operation type an activity can have, per resource type (the platform's operation names). */
const RESOURCES_AND_OPERATIONS: Record<string, string[]> = {
  SOURCE: ['FULL_REFRESH', 'INCREMENTAL_REFRESH', 'REBUILD'],
  // A dry run is a VALIDATE, a push to another organization an EXPORT.
  SNAPSHOT: ['VALIDATE', 'APPLY', 'EXPORT'],
  SECURITY_PROVIDER: ['REFRESH'],
  SECURITY_IDENTITY: ['UPDATE', 'DELETE'],
};
type View = ReturnType<typeof activityView>;
/** The filter's arrays (its facets), and the activity field each lists the values of. */
const FACETS: Record<string, keyof View> = {
  operations: 'operation',
  organizationIds: 'organizationId',
  resourceIds: 'resourceId',
  resourceTypes: 'resourceType',
  resultTypes: 'result',
  sections: 'section',
  states: 'state',
};

/** The filter of the body (optional): arrays of values by facet, and the facet to list. */
async function readFilter(ctx: EmulatorContext) {
  const { facet, ...body } = requireObject((await ctx.json(false)) ?? {}, 'The activity filter');
  for (const name of Object.keys(FACETS)) {
    const value = body[name] ?? [];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      throw badRequest(`The filter's '${name}' must be an array of strings.`);
    }
  }
  if (facet != null && !own(FACETS, facet)) {
    throw badRequest(`Unknown facet '${facet}': use one of ${Object.keys(FACETS).join(', ')}.`);
  }
  return { facet: facet ?? undefined, arrays: body as Record<string, string[] | undefined> };
}

/** The activities of `stores` that match the filter and the `from`/`to` query, newest first. */
async function matching(ctx: EmulatorContext, stores: OrganizationStore[], publicOnly = false) {
  const { facet, arrays } = await readFilter(ctx);
  const [from, to] = [timeQuery(ctx, 'from', 0), timeQuery(ctx, 'to', Number.POSITIVE_INFINITY)];
  const items = stores
    // Newest first: those of the same instant in the reverse of their order.
    .flatMap((store) => activitiesOf(store).list().reverse())
    .map((record) => activityView(record))
    .filter(
      (a) =>
        a.createDate >= from &&
        a.createDate <= to &&
        !(publicOnly && a.section === 'ORGANIZATION') &&
        Object.entries(FACETS).every(
          ([name, field]) => !arrays[name]?.length || arrays[name].includes(String(a[field])),
        ),
    )
    .sort((a, b) => b.createDate - a.createDate);
  return { facet, items };
}

/** For each facet (or the one asked for), the distinct values the activities have, sorted. */
async function facets(ctx: EmulatorContext, publicOnly: boolean) {
  const { facet, items } = await matching(ctx, [ctx.store], publicOnly);
  const names = facet ? [facet] : Object.keys(FACETS);
  const values = (field: keyof View) =>
    [...new Set(items.flatMap((item) => (item[field] === undefined ? [] : [String(item[field])])))].sort();
  return Object.fromEntries(names.map((name) => [name, values(FACETS[name])]));
}

export const activitiesHandlers: Handlers = {
  'activities.listAll': async (ctx) => {
    const stores = [...(ctx.token?.organizations ?? [])]
      .filter((id) => ctx.state.organizations.has(id))
      .map((id) => ctx.state.store(id));
    return paged(ctx, (await matching(ctx, stores)).items);
  },
  'activities.list': async (ctx) => paged(ctx, (await matching(ctx, [ctx.store])).items),
  'activities.listPublic': async (ctx) => paged(ctx, (await matching(ctx, [ctx.store], true)).items),
  // The newest activity of each resource among those the filter keeps: the first (they come newest first).
  'activities.listLatest': async (ctx) => {
    const { items } = await matching(ctx, [ctx.store]);
    const resource = (a: View) => `${a.resourceType} ${a.resourceId}`;
    const latest = items.filter((a, i) => items.findIndex((b) => resource(b) === resource(a)) === i);
    return paged(ctx, latest);
  },
  'activities.listFacets': (ctx) => facets(ctx, false),
  'activities.listPublicFacets': (ctx) => facets(ctx, true),
  'activities.getOperationTypes': (ctx) => [
    ...new Set(
      activitiesOf(ctx.store)
        .list()
        .map((a) => a.operation),
    ),
  ],
  'activities.getAllOperationTypes': () => [...new Set(Object.values(RESOURCES_AND_OPERATIONS).flat())],
  'activities.getResourcesAndOperations': () => RESOURCES_AND_OPERATIONS,
  'activities.getResourceTypes': () => Object.keys(RESOURCES_AND_OPERATIONS),
  'activities.get': (ctx) => activityView(activitiesOf(ctx.store).get(ctx.params.activityId)),
  // Aborting an executing activity stops its operation too.
  'activities.abort': async (ctx) => {
    const record = activitiesOf(ctx.store).get(ctx.params.activityId);
    const { abortReason } = requireObject((await ctx.json(false)) ?? {}, 'The abort request');
    const hook = abortHooks.get(ctx.store)?.get(record.id);
    const fields = {
      abortedBy: ctx.token?.username,
      abortReason: typeof abortReason === 'string' ? abortReason : undefined,
    };
    const state = activityView(record).state;
    if (!endActivity(ctx.store, record.id, 'ABORT', fields))
      throw conflict(`The activity '${record.id}' is ${state}: only an executing activity can be aborted.`);
    hook?.();
    return activityView(activitiesOf(ctx.store).get(record.id));
  },
};
