import { boolQuery, type EmulatorContext } from '../../context';
import { badRequest, conflict, created } from '../../http';
import type { OrganizationStore } from '../../state';
import { requireObject } from '../rest';
import type { Handlers } from '../types';

/*
 * Analytics properties: tracking ids, keyed by `trackingId`. Every organization starts with its
 * default property (`default`), which cannot be deleted.
 */

type Rec = Record<string, any>;

const DEFAULT_TRACKING_ID = 'default';
const TRACKING_ID = /^[a-z0-9][a-z0-9-]{1,99}$/;

function propertiesOf(store: OrganizationStore) {
  const properties = store.collection<Rec>('ua.properties', 'Property', 'trackingId');
  if (!store.documents.has('ua.properties.provisioned')) {
    store.documents.set('ua.properties.provisioned', true);
    if (!properties.has(DEFAULT_TRACKING_ID)) {
      properties.insert({
        trackingId: DEFAULT_TRACKING_ID,
        displayName: 'Default',
        defaultCurrency: 'USD',
        defaultTimeZone: 'UTC',
        isDefault: true,
        projectIds: [],
      });
    }
  }
  return properties;
}

/** A property as the platform answers it: with its organization's id. */
const view = (store: OrganizationStore, property: Rec): Rec => ({
  ...property,
  organizationId: store.organizationId,
});

/** The property store of the `{org}` of the path; an `org` query parameter, when given, must name it. */
function storeOf(ctx: EmulatorContext): OrganizationStore {
  const org = ctx.query('org');
  if (org && org !== ctx.org) {
    throw badRequest(
      `The query parameter 'org' ('${org}') must name the organization of the path ('${ctx.org}').`,
    );
  }
  return ctx.store;
}

/** Checks `displayName`, `defaultCurrency` and `defaultTimeZone` of the query string. */
function savedFields(ctx: EmulatorContext, create: boolean): Rec {
  const fields: Rec = {};
  const displayName = ctx.query('displayName');
  if (displayName !== undefined && !displayName.trim()) throw badRequest("'displayName' must not be empty.");
  if (create && !displayName) throw badRequest("The query parameter 'displayName' is required.");
  if (displayName) fields.displayName = displayName;
  const currency = ctx.query('defaultCurrency');
  if (currency) {
    if (!/^[A-Z]{3}$/.test(currency))
      throw badRequest("'defaultCurrency' must be an ISO 4217 code such as USD.");
    fields.defaultCurrency = currency;
  }
  const timeZone = ctx.query('defaultTimeZone');
  if (timeZone) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
    } catch {
      throw badRequest(`Unknown time zone '${timeZone}': use an IANA name such as America/New_York.`);
    }
    fields.defaultTimeZone = timeZone;
  }
  return fields;
}

interface Criteria {
  filter?: string;
  includeDefault: boolean;
  includeProjectIds: boolean;
  page: number;
  perPage: number;
  projectId?: string;
  trackingIds?: string[];
}

function nonNegative(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'number' ? value : /^\d+$/.test(String(value)) ? Number(value) : Number.NaN;
  if (!Number.isInteger(number) || number < 0) throw badRequest(`'${name}' must be a non-negative integer.`);
  return number;
}

function optionalText(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`'${name}' must be a string.`);
  return value;
}

function page(store: OrganizationStore, properties: Rec[], criteria: Criteria) {
  if (criteria.perPage < 1) throw badRequest("'perPage' must be at least 1.");
  const text = criteria.filter?.toLowerCase();
  const matching = properties
    .filter((p) => criteria.includeDefault || !p.isDefault)
    .filter((p) => !text || `${p.trackingId} ${p.displayName}`.toLowerCase().includes(text))
    .filter(
      (p) =>
        !criteria.projectId || (Array.isArray(p.projectIds) && p.projectIds.includes(criteria.projectId)),
    )
    .filter((p) => !criteria.trackingIds?.length || criteria.trackingIds.includes(p.trackingId))
    .map((p) => {
      if (criteria.includeProjectIds)
        return view(store, { ...p, projectIds: Array.isArray(p.projectIds) ? p.projectIds : [] });
      const { projectIds: _p, ...rest } = p;
      return view(store, rest);
    });
  const start = criteria.page * criteria.perPage;
  return {
    items: matching.slice(start, start + criteria.perPage),
    totalEntries: matching.length,
    totalPages: Math.ceil(matching.length / criteria.perPage),
  };
}

export const analyticsPropertiesHandlers: Handlers = {
  'ua.properties.list': (ctx) => {
    const store = storeOf(ctx);
    const trackingIds = ctx
      .queries('trackingIds')
      .flatMap((v) => v.split(','))
      .filter(Boolean);
    return page(store, propertiesOf(store).list(), {
      filter: ctx.query('filter'),
      includeDefault: boolQuery(ctx, 'includeDefault', true),
      includeProjectIds: boolQuery(ctx, 'includeProjectIds', false),
      page: nonNegative(ctx.query('page'), 'page', 0),
      perPage: nonNegative(ctx.query('perPage') ?? ctx.query('pageSize'), 'perPage', 100),
      projectId: ctx.query('projectId'),
      trackingIds,
    });
  },
  'ua.properties.query': async (ctx) => {
    const store = storeOf(ctx);
    const body = requireObject(await ctx.json(), 'The criteria');
    const flag = (name: string, fallback: boolean) => {
      const value = body[name];
      if (value === undefined || value === null) return fallback;
      if (typeof value !== 'boolean') throw badRequest(`'${name}' must be a boolean.`);
      return value;
    };
    let trackingIds: string[] | undefined;
    if (body.trackingIds !== undefined && body.trackingIds !== null) {
      if (
        !Array.isArray(body.trackingIds) ||
        !body.trackingIds.every((id: unknown) => typeof id === 'string')
      ) {
        throw badRequest("'trackingIds' must be an array of tracking ids.");
      }
      trackingIds = body.trackingIds;
    }
    return page(store, propertiesOf(store).list(), {
      filter: optionalText(body.filter, 'filter'),
      includeDefault: flag('includeDefault', true),
      includeProjectIds: flag('includeProjectIds', false),
      page: nonNegative(body.page, 'page', 0),
      perPage: nonNegative(body.perPage ?? body.pageSize, 'perPage', 100),
      projectId: optionalText(body.projectId, 'projectId'),
      trackingIds,
    });
  },
  'ua.properties.get': (ctx) => {
    const store = storeOf(ctx);
    return view(store, propertiesOf(store).get(ctx.params.trackingId));
  },
  'ua.properties.create': (ctx) => {
    const store = storeOf(ctx);
    const trackingId = ctx.params.trackingId;
    if (!TRACKING_ID.test(trackingId)) {
      throw badRequest(
        'A tracking id holds 2 to 100 lowercase letters, digits and hyphens, starting with a letter or digit.',
      );
    }
    const fields = savedFields(ctx, true);
    const properties = propertiesOf(store);
    if (properties.has(trackingId)) throw conflict(`The property '${trackingId}' already exists.`);
    const property = properties.insert({ trackingId, ...fields, isDefault: false, projectIds: [] });
    return created({ message: `The property '${trackingId}' was created.`, property: view(store, property) });
  },
  'ua.properties.update': (ctx) => {
    const store = storeOf(ctx);
    const properties = propertiesOf(store);
    properties.get(ctx.params.trackingId);
    const property = properties.update(ctx.params.trackingId, savedFields(ctx, false));
    return { message: `The property '${property.trackingId}' was updated.`, property: view(store, property) };
  },
  'ua.properties.delete': (ctx) => {
    const properties = propertiesOf(storeOf(ctx));
    const property = properties.get(ctx.params.trackingId);
    if (property.isDefault) throw badRequest('The default property cannot be deleted.', 'DEFAULT_PROPERTY');
    properties.delete(property.trackingId);
    return { message: `The property '${property.trackingId}' was deleted.` };
  },
};
