import type { EmulatorContext } from '../../context';
import { badRequest, conflict, created } from '../../http';
import { listQuery } from '../../model/catalogs';
import { flag } from '../../model/rest';
import { checkTimeZone } from '../../model/ua/service';
import type { Handlers } from '../types';

// Analytics properties: tracking ids, keyed by `trackingId`. Every organization starts with its default
// property (`default`), which cannot be deleted.

type Rec = Record<string, any>;
const DEFAULT = {
  trackingId: 'default',
  displayName: 'Default',
  defaultCurrency: 'USD',
  defaultTimeZone: 'UTC',
};

/** The properties of the `{org}` of the path, its default one first; an `org` query parameter, when given, must name it. */
function propertiesIn(ctx: EmulatorContext) {
  const org = ctx.query('org');
  if (org && org !== ctx.org) {
    throw badRequest(
      `The query parameter 'org' ('${org}') must name the organization of the path ('${ctx.org}').`,
    );
  }
  const properties = ctx.store.collection<Rec>('ua.properties', 'Property', 'trackingId');
  if (!properties.has('default')) properties.insert({ ...DEFAULT, isDefault: true, projectIds: [] });
  return properties;
}

/** A property as the platform answers it: with its organization's id, and its projects when asked for. */
const view = (ctx: EmulatorContext, { projectIds, ...property }: Rec, withProjects = true) => ({
  ...property,
  organizationId: ctx.org,
  ...(withProjects ? { projectIds: projectIds ?? [] } : {}),
});

/** The `displayName`, `defaultCurrency` and `defaultTimeZone` of the query string, checked. */
function savedFields(ctx: EmulatorContext): Rec {
  const fields: Rec = Object.fromEntries(
    ['displayName', 'defaultCurrency', 'defaultTimeZone'].flatMap((name) =>
      ctx.query(name) ? [[name, ctx.query(name)]] : [],
    ),
  );
  if (!fields.displayName?.trim()) throw badRequest("The query parameter 'displayName' must not be empty.");
  if (fields.defaultCurrency && !/^[A-Z]{3}$/.test(fields.defaultCurrency))
    throw badRequest("'defaultCurrency' must be an ISO 4217 code such as USD.");
  checkTimeZone(fields.defaultTimeZone, false);
  return fields;
}

/** One page of the properties that meet the criteria (the published ListPropertiesRequest, typed by its schema). */
function page(ctx: EmulatorContext, criteria: Rec) {
  const { filter = '', includeDefault = true, page = 0, projectId, trackingIds = [] } = criteria;
  const perPage = Math.max(1, criteria.perPage ?? 100);
  const matching = propertiesIn(ctx)
    .list()
    .filter(
      (p) =>
        (includeDefault || !p.isDefault) &&
        `${p.trackingId} ${p.displayName}`.toLowerCase().includes(filter.toLowerCase()) &&
        (!projectId || p.projectIds?.includes(projectId)) &&
        (!trackingIds.length || trackingIds.includes(p.trackingId)),
    )
    .map((p) => view(ctx, p, criteria.includeProjectIds === true));
  return {
    items: matching.slice(page * perPage, (page + 1) * perPage),
    totalEntries: matching.length,
    totalPages: Math.ceil(matching.length / perPage),
  };
}

export const analyticsPropertiesHandlers: Handlers = {
  'ua.properties.list': (ctx) =>
    page(ctx, {
      filter: ctx.query('filter'),
      includeDefault: flag(ctx, 'includeDefault', true),
      includeProjectIds: flag(ctx, 'includeProjectIds'),
      page: Number(ctx.query('page') ?? 0),
      perPage: ctx.query('perPage') ? Number(ctx.query('perPage')) : undefined,
      projectId: ctx.query('projectId'),
      trackingIds: listQuery(ctx, 'trackingIds'),
    }),
  'ua.properties.query': async (ctx) => page(ctx, await ctx.json()),
  'ua.properties.get': (ctx) => view(ctx, propertiesIn(ctx).get(ctx.params.trackingId)),
  'ua.properties.create': (ctx) => {
    const properties = propertiesIn(ctx);
    const { trackingId } = ctx.params;
    if (!/^[a-z0-9][a-z0-9-]{1,99}$/.test(trackingId)) {
      throw badRequest(
        'A tracking id holds 2 to 100 lowercase letters, digits and hyphens, starting with a letter or digit.',
      );
    }
    const fields = savedFields(ctx);
    if (properties.has(trackingId)) throw conflict(`The property '${trackingId}' already exists.`);
    const property = properties.insert({ trackingId, ...fields, isDefault: false, projectIds: [] });
    return created({ message: `The property '${trackingId}' was created.`, property: view(ctx, property) });
  },
  'ua.properties.update': (ctx) => {
    const property = propertiesIn(ctx).update(ctx.params.trackingId, savedFields(ctx));
    return { message: `The property '${property.trackingId}' was updated.`, property: view(ctx, property) };
  },
  'ua.properties.delete': (ctx) => {
    const properties = propertiesIn(ctx);
    const { trackingId, isDefault } = properties.get(ctx.params.trackingId);
    if (isDefault) throw badRequest('The default property cannot be deleted.', 'DEFAULT_PROPERTY');
    properties.delete(trackingId);
    return { message: `The property '${trackingId}' was deleted.` };
  },
};
