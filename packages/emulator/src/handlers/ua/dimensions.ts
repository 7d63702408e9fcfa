import { boolQuery, type EmulatorContext } from '../../context';
import { badRequest, conflict, created, noContent, notFound } from '../../http';
import type { OrganizationStore } from '../../state';
import { requireObject } from '../rest';
import type { Handlers } from '../types';
import {
  customDimensionsOf,
  type DimensionRecord,
  dimensionsOf,
  dimensionValue,
  EVENT_TYPES,
  findDimension,
  rangeOf,
  selectEvents,
} from './analytics';
import { eventsOf, uaStore } from './events';
import { serviceHealth, serviceStatus } from './serviceStatus';

/*
 * Dimensions: the built-in ones and the organization's custom dimensions (`c_…`), whose values come
 * from the events' custom data (at `path`, or under the name without `c_`). A custom dimension gives
 * values to events from its creation on; with `updatePastEvents=true` (on create or update) past
 * events get them too. Values and counts are counted from the event store.
 */

const TYPES = ['TEXT', 'NUMBER', 'SHORT', 'BOOLEAN', 'DATE', 'DATETIME'];
const EVENTS = Object.values(EVENT_TYPES);

/** What the platform shows of a dimension (internal fields left out). */
function view(d: DimensionRecord) {
  const { createdDate: _c, backfilled: _b, ...rest } = d as DimensionRecord & { id?: string; field?: string };
  const { id: _i, field: _f, ...shown } = rest as Record<string, unknown>;
  return shown;
}

function listed(ctx: EmulatorContext, store: OrganizationStore, customOnly = false) {
  const includeCustom = boolQuery(ctx, 'includeCustom', true);
  boolQuery(ctx, 'includeOnlyParents', false);
  return dimensionsOf(store)
    .filter((d) => (customOnly ? d.custom : includeCustom || !d.custom))
    .map(view);
}

function values(ctx: EmulatorContext, store: OrganizationStore, dimension: DimensionRecord) {
  const range = rangeOf(ctx, store);
  const counts = new Map<string | number, number>();
  for (const event of selectEvents(ctx, store, range)) {
    const value = dimensionValue(event, dimension);
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const all = [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)));
  const page = Math.max(1, Number(ctx.query('p') || 1));
  const size = Number(ctx.query('n') || 100);
  if (!Number.isInteger(page) || !Number.isInteger(size) || size < 1) {
    throw badRequest("'p' and 'n' must be positive integers.");
  }
  return { values: all.slice((page - 1) * size, page * size), totalNumberOfResults: all.length };
}

function checkModel(raw: unknown) {
  const body = requireObject(raw);
  if (body.type !== undefined && !TYPES.includes(body.type))
    throw badRequest(`'type' must be one of ${TYPES.join(', ')}.`);
  if (body.displayName !== undefined && typeof body.displayName !== 'string')
    throw badRequest("'displayName' must be a string.");
  if (
    body.path !== undefined &&
    (!Array.isArray(body.path) || body.path.some((p: unknown) => typeof p !== 'string'))
  ) {
    throw badRequest("'path' must be an array of strings.");
  }
  return body as { type?: string; displayName?: string; path?: string[] };
}

const customOf = (store: OrganizationStore, id: string) => {
  const found = findDimension(store, id);
  if (!found?.custom) throw notFound('Custom dimension', id);
  return customDimensionsOf(store).get((found as DimensionRecord & { id: string }).id);
};

export const uaDimensionsHandlers: Handlers = {
  'ua.dimensions.status': serviceStatus('dimensions'),
  'ua.dimensions.health': serviceHealth('dimensions'),
  'ua.dimensions.list': (ctx) => listed(ctx, uaStore(ctx)),
  'ua.dimensions.listExportables': (ctx) => listed(ctx, uaStore(ctx)),
  'ua.dimensions.get': (ctx) => {
    const store = uaStore(ctx);
    const d = findDimension(store, ctx.params.dimensionId);
    if (!d) throw notFound('Dimension', ctx.params.dimensionId);
    return view(d);
  },
  'ua.dimensions.values': (ctx) => {
    const store = uaStore(ctx);
    const d = findDimension(store, ctx.params.dimensionId);
    if (!d) throw notFound('Dimension', ctx.params.dimensionId);
    return values(ctx, store, d);
  },

  'ua.dimensions.custom.status': serviceStatus('custom dimensions'),
  'ua.dimensions.custom.health': serviceHealth('custom dimensions'),
  'ua.dimensions.custom.list': (ctx) => listed(ctx, uaStore(ctx), true),
  'ua.dimensions.custom.get': (ctx) => view(customOf(uaStore(ctx), ctx.params.apiName)),
  'ua.dimensions.custom.values': (ctx) => {
    const store = uaStore(ctx);
    return values(ctx, store, customOf(store, ctx.params.dimensionId));
  },
  'ua.dimensions.custom.create': async (ctx) => {
    const store = uaStore(ctx);
    const model = checkModel((await ctx.json(false)) ?? {});
    const rawName = ctx.query('name');
    if (!rawName || !/^[A-Za-z0-9_]+$/.test(rawName)) {
      throw badRequest("The query parameter 'name' is required: letters, digits and underscores.");
    }
    const name = (rawName.startsWith('c_') ? rawName : `c_${rawName}`).toLowerCase();
    const events = ctx
      .queries('event')
      .flatMap((e) => e.split(','))
      .filter(Boolean);
    for (const e of events)
      if (!EVENTS.includes(e)) throw badRequest(`Unknown event type '${e}'. Use ${EVENTS.join(', ')}.`);
    const backfill = boolQuery(ctx, 'updatePastEvents', false);
    if (findDimension(store, name)) throw conflict(`The dimension '${name}' exists.`);
    const record = customDimensionsOf(store).insert({
      id: name,
      apiNames: [name],
      returnName: name,
      displayName: model.displayName ?? name,
      type: model.type ?? 'TEXT',
      eventTypes: events.length ? events : EVENTS,
      custom: true,
      status: 'AVAILABLE',
      availableInVisit: true,
      ...(model.path ? { path: model.path } : {}),
      createdDate: Date.now(),
      backfilled: backfill,
    });
    return created(view(record));
  },
  'ua.dimensions.custom.update': async (ctx) => {
    const store = uaStore(ctx);
    const existing = customOf(store, ctx.params.dimensionId);
    const model = checkModel((await ctx.json(false)) ?? {});
    const backfill = boolQuery(ctx, 'updatePastEvents', false);
    const updated = customDimensionsOf(store).update(existing.id, {
      ...(model.displayName !== undefined ? { displayName: model.displayName } : {}),
      ...(model.type !== undefined ? { type: model.type } : {}),
      ...(model.path !== undefined ? { path: model.path } : {}),
      // Without updatePastEvents, the new definition holds from now on only.
      ...(backfill ? { backfilled: true } : { backfilled: false, createdDate: Date.now() }),
    });
    return view(updated);
  },
  'ua.dimensions.custom.delete': (ctx) => {
    const store = uaStore(ctx);
    customDimensionsOf(store).delete(customOf(store, ctx.params.dimensionId).id);
    return noContent();
  },
  'ua.dimensions.custom.suggestions': (ctx) => {
    const store = uaStore(ctx);
    const event = ctx.params.event;
    if (!EVENTS.includes(event)) throw badRequest(`Unknown event type '${event}'. Use ${EVENTS.join(', ')}.`);
    const samples = boolQuery(ctx, 'includeValueSamples', false);
    const range = rangeOf(ctx, store);
    if (ctx.query('depth') && !/^\d+$/.test(ctx.query('depth')!))
      throw badRequest("'depth' must be a non-negative integer.");
    const covered = new Set(
      customDimensionsOf(store)
        .list()
        .map((d) => (d.path?.length ? d.path.join('.') : d.returnName.replace(/^c_/, ''))),
    );
    const keys = new Map<string, Set<string>>();
    for (const e of eventsOf(store)) {
      if (EVENT_TYPES[e.table] !== event || e.timestamp < range.from || e.timestamp > range.to) continue;
      for (const [key, value] of Object.entries(e.customData)) {
        if (covered.has(key)) continue;
        if (!keys.has(key)) keys.set(key, new Set());
        keys.get(key)!.add(value);
      }
    }
    return {
      suggestions: [...keys].map(([key, vals]) => ({
        eventName: event,
        apiName: `c_${key.toLowerCase()}`,
        ...(samples ? { values: [...vals].sort().slice(0, 5) } : {}),
      })),
    };
  },
};
