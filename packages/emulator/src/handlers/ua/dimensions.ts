import type { EmulatorContext } from '../../context';
import { badRequest, conflict, created, notFound } from '../../http';
import { flag } from '../../model/rest';
import {
  customDimensionsOf,
  DIMENSION_EVENT_TYPES,
  type DimensionRecord,
  dimensionsOf,
  dimensionValue,
  EVENT_TYPES,
  findDimension,
  rangeOf,
  selectEvents,
} from '../../model/ua/analytics';
import { eventsOf, uaStore } from '../../model/ua/events';
import { serviceHealth, serviceStatus } from '../../model/ua/service';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

/*
 * Dimensions: the built-in ones and the organization's custom dimensions (`c_…`; the engine lists, reads
 * and deletes them), whose values come from the events' custom data (at `path`, or under the name
 * without `c_`). A custom dimension gives values to events from its creation on; with
 * `updatePastEvents=true` (on create or update) past events get them too. Values are counted from the
 * event store.
 */

/** What the platform shows of a dimension (internal fields left out). */
const view = ({
  createdDate: _c,
  backfilled: _b,
  id: _i,
  field: _f,
  ...shown
}: DimensionRecord & { id?: string; field?: string }) => shown;

const dimensionOf = (ctx: EmulatorContext, store: OrganizationStore) => {
  const found = findDimension(store, ctx.params.dimensionId);
  if (!found) throw notFound('Dimension', ctx.params.dimensionId);
  return found;
};

/** A dimension's values in the range, with their counts, most frequent first; `p` (1-based) and `n` page them. */
function values(ctx: EmulatorContext, store: OrganizationStore, dimension: DimensionRecord) {
  const counts = new Map<string | number, number>();
  for (const event of selectEvents(ctx, store, rangeOf(ctx, store))) {
    const value = dimensionValue(event, dimension);
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const all = [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)));
  const [page, size] = [Math.max(1, Number(ctx.query('p') ?? 1)), Math.max(1, Number(ctx.query('n') ?? 100))];
  return { values: all.slice((page - 1) * size, page * size), totalNumberOfResults: all.length };
}

/** The key of the custom data a custom dimension reads. */
const keyOf = (d: DimensionRecord) => (d.path?.length ? d.path.join('.') : d.returnName.replace(/^c_/, ''));

export const uaDimensionsHandlers: Handlers = {
  'ua.dimensions.status': serviceStatus('dimensions'),
  'ua.dimensions.health': serviceHealth('dimensions'),
  'ua.dimensions.list': (ctx) =>
    dimensionsOf(uaStore(ctx))
      .filter((d) => flag(ctx, 'includeCustom', true) || !d.custom)
      .map(view),
  'ua.dimensions.listExportables': (ctx) => dimensionsOf(uaStore(ctx)).map(view),
  'ua.dimensions.get': (ctx) => view(dimensionOf(ctx, uaStore(ctx))),
  'ua.dimensions.values': (ctx) => {
    const store = uaStore(ctx);
    return values(ctx, store, dimensionOf(ctx, store));
  },

  'ua.dimensions.custom.status': serviceStatus('custom dimensions'),
  'ua.dimensions.custom.health': serviceHealth('custom dimensions'),
  'ua.dimensions.custom.values': (ctx) => {
    const store = uaStore(ctx);
    return values(ctx, store, customDimensionsOf(store).get(ctx.params.dimensionId));
  },
  'ua.dimensions.custom.create': async (ctx) => {
    const store = uaStore(ctx);
    const { displayName, type, path } = await ctx.json();
    const raw = ctx.query('name') ?? '';
    if (!/^\w+$/.test(raw))
      throw badRequest("The query parameter 'name' is required: letters, digits and underscores.");
    const name = (raw.startsWith('c_') ? raw : `c_${raw}`).toLowerCase();
    if (findDimension(store, name)) throw conflict(`The dimension '${name}' exists.`);
    const events = ctx.queries('event').flatMap((e) => e.split(','));
    const record = customDimensionsOf(store).insert({
      id: name,
      apiNames: [name],
      returnName: name,
      displayName: displayName ?? name,
      type: type ?? 'TEXT',
      eventTypes: events.length ? events : DIMENSION_EVENT_TYPES,
      custom: true,
      status: 'AVAILABLE',
      availableInVisit: true,
      ...(path ? { path } : {}),
      createdDate: Date.now(),
      backfilled: flag(ctx, 'updatePastEvents'),
    });
    return created(view(record));
  },
  // Without updatePastEvents, the new definition holds from now on only.
  'ua.dimensions.custom.update': async (ctx) => {
    const store = uaStore(ctx);
    const { id } = customDimensionsOf(store).get(ctx.params.dimensionId);
    const { displayName, type, path } = await ctx.json();
    const backfill = flag(ctx, 'updatePastEvents');
    const fields = {
      displayName,
      type,
      ...(path ? { path } : {}),
      backfilled: backfill,
      ...(backfill ? {} : { createdDate: Date.now() }),
    };
    return view(customDimensionsOf(store).update(id, fields));
  },
  // The keys of the custom data of an event type that no custom dimension reads yet.
  'ua.dimensions.custom.suggestions': (ctx) => {
    const store = uaStore(ctx);
    const { event } = ctx.params;
    const range = rangeOf(ctx, store);
    const covered = new Set(customDimensionsOf(store).list().map(keyOf));
    const keys = new Map<string, Set<string>>();
    for (const e of eventsOf(store)) {
      if (EVENT_TYPES[e.table] !== event || e.timestamp < range.from || e.timestamp > range.to) continue;
      for (const [key, value] of Object.entries(e.customData)) {
        if (!covered.has(key)) keys.set(key, (keys.get(key) ?? new Set()).add(value));
      }
    }
    const samples = flag(ctx, 'includeValueSamples');
    return {
      suggestions: [...keys].map(([key, vals]) => ({
        eventName: event,
        apiName: `c_${key.toLowerCase()}`,
        ...(samples ? { values: [...vals].sort().slice(0, 5) } : {}),
      })),
    };
  },
};
