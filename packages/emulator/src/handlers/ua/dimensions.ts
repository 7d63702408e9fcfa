import { type EmulatorContext, intQuery } from '../../context';
import type { Behaviours } from '../../engine/hooks';
import { badRequest, conflict, notFound } from '../../http';
import { listQuery } from '../../model/catalogs';
import { flag } from '../../model/rest';
import {
  customDimensionsOf,
  customKeyOf,
  DIMENSION_EVENT_TYPES,
  type DimensionRecord,
  dimensionsOf,
  dimensionValue,
  EVENT_TYPES,
  eventsIn,
  findDimension,
  rangeOf,
  selectEvents,
} from '../../model/ua/analytics';
import { uaStore } from '../../model/ua/events';
import { pageOf, withV14, withV14Behaviours } from '../../model/ua/service';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

// Dimensions: the built-in ones and the organization's custom dimensions (`c_…`; the engine stores,
// lists, reads, replaces and deletes them, and answers their published model), whose values come from
// the events' custom data (at `path`, or under the name without `c_`). A custom dimension gives values
// to events from its creation on; with `updatePastEvents=true` (on create or update) past events get
// them too. Values are counted from the event store.

export const uaDimensionsBehaviours: Behaviours = withV14Behaviours({
  'ua.dimensions.custom.get': {
    // Created under the `name` of the query; replaced with the body's fields, from now on unless backfilled.
    accept(ctx, { displayName, type, path }, before) {
      const backfilled = flag(ctx, 'updatePastEvents');
      const fields = { displayName, type, ...(path ? { path } : {}), backfilled };
      if (before) return { ...before, ...fields, createdDate: backfilled ? before.createdDate : Date.now() };
      const raw = ctx.query('name') ?? '';
      if (!/^\w+$/.test(raw))
        throw badRequest("The query parameter 'name' is required: letters, digits and underscores.");
      const name = (raw.startsWith('c_') ? raw : `c_${raw}`).toLowerCase();
      if (findDimension(uaStore(ctx), name)) throw conflict(`The dimension '${name}' exists.`);
      const events = listQuery(ctx, 'event');
      const named = { id: name, apiNames: [name], returnName: name, custom: true, status: 'AVAILABLE' };
      const eventTypes = events.length ? events : DIMENSION_EVENT_TYPES;
      return { ...named, ...fields, eventTypes, availableInVisit: true, createdDate: Date.now() };
    },
  },
});

/** What the platform shows of a dimension (internal fields left out). */
const view = ({ createdDate: _c, backfilled: _b, id: _i, ...shown }: DimensionRecord & { id?: string }) =>
  shown;

const dimensionOf = (ctx: EmulatorContext, store: OrganizationStore) => {
  const found = findDimension(store, ctx.params.dimensionId);
  if (!found) throw notFound('Dimension', ctx.params.dimensionId);
  return found;
};

/** A dimension's values in the range, with their counts, most frequent first; `p` (1-based) and `n` page them. */
function values(ctx: EmulatorContext, find: (store: OrganizationStore) => DimensionRecord) {
  const store = uaStore(ctx);
  const dimension = find(store);
  const counts = new Map<string | number, number>();
  for (const event of selectEvents(ctx, store, rangeOf(ctx, store))) {
    const value = dimensionValue(event, dimension);
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const all = [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)));
  return { values: pageOf(ctx, all) };
}

export const uaDimensionsHandlers: Handlers = withV14({
  'ua.dimensions.list': (ctx) =>
    dimensionsOf(uaStore(ctx))
      .filter((d) => flag(ctx, 'includeCustom', true) || !d.custom)
      .map(view),
  'ua.dimensions.listExportables': (ctx) => dimensionsOf(uaStore(ctx)).map(view),
  'ua.dimensions.get': (ctx) => view(dimensionOf(ctx, uaStore(ctx))),
  'ua.dimensions.values': (ctx) => values(ctx, (store) => dimensionOf(ctx, store)),
  'ua.dimensions.custom.values': (ctx) =>
    values(ctx, (store) => customDimensionsOf(store).get(ctx.params.dimensionId)),
  // The keys of the custom data of an event type that no custom dimension reads yet, in the last `depth`
  // events of the type (1000 by default), with samples of their values unless `includeValueSamples=false`.
  'ua.dimensions.custom.suggestions': (ctx) => {
    const store = uaStore(ctx);
    const { event } = ctx.params;
    const covered = new Set(customDimensionsOf(store).list().map(customKeyOf));
    const keys = new Map<string, Set<string>>();
    const ofType = eventsIn(store, rangeOf(ctx, store)).filter((e) => EVENT_TYPES[e.table] === event);
    const depth = intQuery(ctx, 'depth', 1000);
    for (const e of ofType.slice(Math.max(0, ofType.length - depth))) {
      for (const [key, value] of Object.entries(e.customData)) {
        if (!covered.has(key)) keys.set(key, (keys.get(key) ?? new Set()).add(value));
      }
    }
    const samples = flag(ctx, 'includeValueSamples', true);
    return {
      suggestions: [...keys].map(([key, vals]) => ({
        eventName: event,
        apiName: `c_${key.toLowerCase()}`,
        ...(samples ? { values: [...vals].sort().slice(0, 5) } : {}),
      })),
    };
  },
});
