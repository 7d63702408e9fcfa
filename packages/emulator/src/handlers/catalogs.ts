import { createHash } from 'node:crypto';
import { boolQuery, type EmulatorContext, paged } from '../context';
import { badRequest, conflict, created, noContent, notFound } from '../http';
import { collectionOf, requireObject } from '../model/rest';
import { fieldsOf, sourcesOf } from '../provision';
import { dictionary } from '../safe';
import type { Handlers } from './types';

/*
 * Catalogs, catalog configurations and catalog content. A catalog names a source (it must exist) and
 * its configuration: how its products, variants and availabilities are recognized, either its own
 * (`configuration`) or a shared catalog configuration (`catalogConfigurationId`); its answers give the
 * configuration either way. Its fields are the organization's index fields; its field statistics are
 * derived from the source's item count (split among the object types) and are kept for an hour
 * (`nextUpdate`), or until `forceRefresh` computes them again.
 */

type Rec = Record<string, any>;

export const catalogsOf = (ctx: EmulatorContext) => collectionOf(ctx, 'catalogs', 'Catalog');
export const catalogConfigurationsOf = (ctx: EmulatorContext) =>
  collectionOf(ctx, 'catalogConfigurations', 'Catalog configuration');
const statsOf = (ctx: EmulatorContext) => collectionOf(ctx, 'catalogFieldStats', 'Catalog field statistics');

const KINDS = ['product', 'variant', 'availability'] as const;
/** Share of a catalog source's items per kind. */
const SHARE: Record<string, number> = { product: 0.5, variant: 0.3, availability: 0.2 };
const OWNED = ['id', 'createdDate', 'lastModified', 'fields', 'associatedCatalogs'];
/** How long field statistics are kept before a read computes them again, ms. */
const STATS_TTL_MS = 3_600_000;
/** What identifies the items of each kind, besides the object type. */
const KEY_FIELD: Record<(typeof KINDS)[number], string> = {
  product: 'idField',
  variant: 'idField',
  availability: 'availableSkusField',
};

const hash = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0);
const strip = (body: Rec) => Object.fromEntries(Object.entries(body).filter(([key]) => !OWNED.includes(key)));
/** Every value of a list query parameter, repeated or comma-separated. */
export const listQuery = (ctx: EmulatorContext, name: string) =>
  ctx
    .queries(name)
    .flatMap((value) => value.split(','))
    .filter(Boolean);

function requiredString(body: Rec, name: string, where = '') {
  const value = body[name];
  if (typeof value !== 'string' || !value.trim()) {
    throw badRequest(`The field '${where}${name}' is required: a non-empty string.`, 'MISSING_FIELD');
  }
  return value;
}

/**
 * Checks `product` (required), `variant` and `availability` of a configuration: each names its object
 * type and its id field (an availability: its `availableSkusField`).
 */
export function checkObjectTypes(body: Rec, where = '') {
  for (const kind of KINDS) {
    const value = body[kind];
    if (value === undefined || value === null) {
      if (kind === 'product') {
        throw badRequest(
          `The field '${where}product' is required: { objectType, idField }.`,
          'MISSING_FIELD',
        );
      }
      continue;
    }
    const model = requireObject(value, `The field '${where}${kind}'`);
    requiredString(model, 'objectType', `${where}${kind}.`);
    requiredString(model, KEY_FIELD[kind], `${where}${kind}.`);
  }
}

function checkCatalog(ctx: EmulatorContext, value: unknown): Rec {
  const body = requireObject(value, 'The catalog');
  requiredString(body, 'name');
  const sourceId = requiredString(body, 'sourceId');
  const named = body.catalogConfigurationId !== undefined && body.catalogConfigurationId !== null;
  const own = body.configuration !== undefined && body.configuration !== null;
  if (named === own) {
    throw badRequest(
      "A catalog needs either its 'configuration' ({ name, product, variant, availability }) or a 'catalogConfigurationId', not both.",
      'MISSING_FIELD',
    );
  }
  if (own) {
    const configuration = requireObject(body.configuration, "The field 'configuration'");
    requiredString(configuration, 'name', 'configuration.');
    checkObjectTypes(configuration, 'configuration.');
  }
  if (!sourcesOf(ctx.store).has(sourceId)) {
    throw badRequest(`The field 'sourceId' names the source '${sourceId}', which does not exist.`);
  }
  if (body.availabilitySourceId !== undefined && body.availabilitySourceId !== null) {
    const id = requiredString(body, 'availabilitySourceId');
    if (!sourcesOf(ctx.store).has(id)) throw badRequest(`The source '${id}' does not exist.`);
  }
  if (body.catalogConfigurationId !== undefined && body.catalogConfigurationId !== null) {
    const id = requiredString(body, 'catalogConfigurationId');
    if (!catalogConfigurationsOf(ctx).has(id)) {
      throw badRequest(`The catalog configuration '${id}' does not exist.`);
    }
  }
  return strip(body);
}

/** A catalog's configuration: the catalog configuration it names (with its id), or its own. */
function configurationOf(ctx: EmulatorContext, catalog: Rec): Rec {
  const id = catalog.catalogConfigurationId;
  if (id && catalogConfigurationsOf(ctx).has(id)) {
    const { createdDate: _c, ...configuration } = catalogConfigurationsOf(ctx).get(id);
    return configuration;
  }
  return catalog.configuration ?? {};
}

/** The object types and id fields a catalog uses, by kind. */
function shapeOf(ctx: EmulatorContext, catalog: Rec): Rec {
  const configuration = configurationOf(ctx, catalog);
  return Object.fromEntries(KINDS.map((kind) => [kind, configuration[kind]]));
}

/** The catalog's fields per kind: every index field of the organization; id fields go with their kind. */
function catalogFields(ctx: EmulatorContext, catalog: Rec) {
  const shape = shapeOf(ctx, catalog);
  const result: Rec = {};
  for (const kind of KINDS) {
    const model = shape[kind];
    if (!model) {
      result[kind] = [];
      continue;
    }
    const names = new Set<string>(
      [model.idField, model.productIdField, model.availableSkusField].filter(
        (name): name is string => typeof name === 'string',
      ),
    );
    for (const field of fieldsOf(ctx.store).list()) names.add(field.name);
    result[kind] = [...names].sort().map((name) => ({
      name,
      type: fieldsOf(ctx.store).has(name) ? fieldsOf(ctx.store).get(name).type : 'STRING',
      objectTypes: [model.objectType],
    }));
  }
  return result;
}

/** Items of the catalog's source right now. */
function itemCount(ctx: EmulatorContext, catalog: Rec): number {
  if (!sourcesOf(ctx.store).has(catalog.sourceId)) return 0;
  const source = sourcesOf(ctx.store).get(catalog.sourceId);
  return Number(source.information?.numberOfDocuments) || 0;
}

/**
 * Per field, for each kind of item: how many items of the kind hold it (`objectsWithField`) out of the
 * items of the kind (`objectsWithType`), computed now.
 */
function computeStats(ctx: EmulatorContext, catalog: Rec) {
  const shape = shapeOf(ctx, catalog);
  const fields = catalogFields(ctx, catalog);
  const items = itemCount(ctx, catalog);
  const byField = new Map<string, Rec>();
  for (const kind of KINDS) {
    const model = shape[kind];
    if (!model) continue;
    const total = Math.round(items * SHARE[kind]);
    for (const field of fields[kind]) {
      const always = [model.idField, model.productIdField, model.availableSkusField].includes(field.name);
      const count = always ? total : Math.floor((total * (hash(`${catalog.id}/${field.name}`) % 101)) / 100);
      const entry = byField.get(field.name) ?? { fieldName: field.name };
      entry[kind] = { objectsWithField: count, objectsWithType: total };
      byField.set(field.name, entry);
    }
  }
  const now = Date.now();
  return {
    id: catalog.id,
    fieldStats: [...byField.values()].sort((a, b) => a.fieldName.localeCompare(b.fieldName)),
    lastUpdated: now,
    nextUpdate: now + STATS_TTL_MS,
  };
}

/** A catalog as the platform answers it: with its configuration (and its fields, when asked). */
function present(ctx: EmulatorContext, catalog: Rec, withFields = false) {
  const view = { ...catalog, configuration: configurationOf(ctx, catalog) };
  return withFields ? { ...view, fields: Object.values(catalogFields(ctx, catalog)).flat() } : view;
}

function presentConfiguration(ctx: EmulatorContext, configuration: Rec): Rec {
  return {
    ...configuration,
    associatedCatalogs: catalogsOf(ctx)
      .list()
      .filter((catalog) => catalog.catalogConfigurationId === configuration.id)
      .map((catalog) => ({
        id: catalog.id,
        name: catalog.name,
        sourceId: catalog.sourceId,
        ...(catalog.availabilitySourceId ? { availabilitySourceId: catalog.availabilitySourceId } : {}),
      })),
  };
}

function checkConfiguration(value: unknown): Rec {
  const body = requireObject(value, 'The catalog configuration');
  requiredString(body, 'name');
  checkObjectTypes(body);
  return strip(body);
}

/** The source named in the path. @throws HttpError 404 when unknown. */
const pathSource = (ctx: EmulatorContext) => sourcesOf(ctx.store).get(ctx.params.sourceId);

/** Object types seen on a source: those its catalogs name (a catalog source without catalogs: the usual three). */
function objectTypes(ctx: EmulatorContext, source: Rec): string[] {
  const types = new Set<string>();
  for (const catalog of catalogsOf(ctx).list()) {
    if (catalog.sourceId !== source.id && catalog.availabilitySourceId !== source.id) continue;
    const shape = shapeOf(ctx, catalog);
    for (const kind of KINDS) if (shape[kind]) types.add(shape[kind].objectType);
  }
  if (!types.size && source.sourceType === 'CATALOG') return ['Product', 'Variant', 'Availability'];
  return [...types];
}

function contentMetadata(ctx: EmulatorContext, source: Rec, objectType?: string) {
  const types = objectTypes(ctx, source);
  if (objectType && !types.includes(objectType)) return [];
  const items = Number(source.information?.numberOfDocuments) || 0;
  const perType = types.length ? Math.floor(items / types.length) : 0;
  return fieldsOf(ctx.store)
    .list()
    .flatMap((field) =>
      (objectType ? [objectType] : types).map((type) => ({
        name: field.name,
        objectType: type,
        count: Math.floor((perType * (hash(`${source.id}/${type}/${field.name}`) % 101)) / 100),
      })),
    );
}

export const catalogsHandlers: Handlers = {
  'catalogs.list': (ctx) => {
    const filter = ctx.query('filter')?.toLowerCase();
    const ids = listQuery(ctx, 'catalogIds');
    const sources = listQuery(ctx, 'sourceIds');
    const withFields = boolQuery(ctx, 'enrichWithFields', false);
    const kept = catalogsOf(ctx)
      .list()
      .filter((catalog) => !filter || String(catalog.name).toLowerCase().includes(filter))
      .filter((catalog) => !ids.length || ids.includes(catalog.id))
      .filter((catalog) => !sources.length || sources.includes(catalog.sourceId))
      .sort((a, b) => String(a.name).localeCompare(String(b.name)))
      .map((catalog) => present(ctx, catalog, withFields));
    return paged(ctx, kept);
  },
  'catalogs.create': async (ctx) => {
    const body = checkCatalog(ctx, await ctx.json());
    const now = Date.now();
    return created(present(ctx, catalogsOf(ctx).insert({ ...body, createdDate: now, lastModified: now })));
  },
  'catalogs.get': (ctx) => present(ctx, catalogsOf(ctx).get(ctx.params.catalogId)),
  'catalogs.update': async (ctx) => {
    const existing = catalogsOf(ctx).get(ctx.params.catalogId);
    const body = checkCatalog(ctx, await ctx.json());
    const saved = { ...body, id: existing.id, createdDate: existing.createdDate, lastModified: Date.now() };
    catalogsOf(ctx).records.set(existing.id, saved);
    return present(ctx, saved);
  },
  'catalogs.delete': (ctx) => {
    catalogsOf(ctx).delete(ctx.params.catalogId);
    if (statsOf(ctx).has(ctx.params.catalogId)) statsOf(ctx).delete(ctx.params.catalogId);
    return noContent();
  },
  'catalogs.getFields': (ctx) => {
    boolQuery(ctx, 'bypassCache', false);
    return catalogFields(ctx, catalogsOf(ctx).get(ctx.params.catalogId));
  },
  /**
   * The fields that items of the object types hold in the named sources (products and variants in
   * `sourceNames`, availabilities in `availabilitySourceNames`), with a few values each. The published
   * schema requires `sourceNames` and `productObjectType`.
   */
  'catalogs.getFieldsSuggestions': async (ctx) => {
    const body = requireObject(await ctx.json(), 'The request');
    const sources = sourcesOf(ctx.store).list();
    const named = (name: string) => {
      const source = sources.find((candidate) => candidate.name === name);
      if (!source) throw notFound('Source named', name);
      return source;
    };
    const wanted: Array<[Rec, string]> = [];
    for (const name of body.sourceNames as string[]) {
      for (const type of [body.productObjectType, body.variantObjectType])
        if (type) wanted.push([named(name), type]);
    }
    if (body.availabilityObjectType) {
      for (const name of (body.availabilitySourceNames ?? []) as string[]) {
        wanted.push([named(name), body.availabilityObjectType]);
      }
    }
    const found = new Map<string, { examples: string[]; objectTypes: Set<string> }>();
    for (const [source, type] of wanted) {
      for (const entry of contentMetadata(ctx, source, type)) {
        if (entry.count === 0) continue;
        const field = found.get(entry.name) ?? { examples: [], objectTypes: new Set<string>() };
        field.objectTypes.add(type);
        field.examples = [1, 2, 3].slice(0, Math.min(3, entry.count)).map((n) => `${entry.name} value ${n}`);
        found.set(entry.name, field);
      }
    }
    return {
      fields: [...found]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, { examples, objectTypes }]) => ({ name, examples, objectTypes: [...objectTypes] })),
    };
  },
  'catalogs.getFieldStats': (ctx) => {
    const catalog = catalogsOf(ctx).get(ctx.params.catalogId);
    const refresh = boolQuery(ctx, 'forceRefresh', false);
    const kept = statsOf(ctx).records.get(catalog.id);
    if (refresh || !kept || Date.now() >= kept.nextUpdate) statsOf(ctx).insert(computeStats(ctx, catalog));
    const { id: _id, ...stats } = statsOf(ctx).get(catalog.id);
    return stats;
  },

  /**
   * The object types of a source's items, and whether it holds items: indexed as a catalog source's
   * (`hasIndexedCatalogContent`) or by another ingestion, e.g. pushed (`hasIndexedIngestionContent`).
   */
  'catalogs.content.getObjectTypes': (ctx) => {
    const source = pathSource(ctx);
    const holds = (Number(source.information?.numberOfDocuments) || 0) > 0;
    return {
      objectTypeValues: objectTypes(ctx, source),
      hasIndexedCatalogContent: holds && source.sourceType === 'CATALOG',
      hasIndexedIngestionContent: holds && source.sourceType !== 'CATALOG',
    };
  },
  /** The names of the metadata that a source's items of the object type hold (some item at least). */
  'catalogs.content.getMetadata': (ctx) => {
    const source = pathSource(ctx);
    const filter = ctx.query('filter')?.toLowerCase();
    const names = new Set(
      contentMetadata(ctx, source, ctx.query('objectType') || undefined)
        .filter((entry) => entry.count > 0 && (!filter || entry.name.toLowerCase().includes(filter)))
        .map((entry) => entry.name),
    );
    return paged(ctx, [...names].sort());
  },
  'catalogs.content.getMetadataValues': (ctx) => {
    const source = pathSource(ctx);
    const entries = contentMetadata(ctx, source, ctx.query('objectType') || undefined);
    const values = dictionary<string[]>();
    for (const entry of entries) {
      if (entry.count === 0 || values[entry.name]) continue;
      values[entry.name] = [1, 2, 3]
        .slice(0, Math.min(3, entry.count))
        .map((n) => `${entry.name} value ${n}`);
    }
    return { metadataValuesByName: values };
  },

  'catalogConfigurations.list': (ctx) => {
    const ids = listQuery(ctx, 'catalogIds');
    const sources = listQuery(ctx, 'sourceIds');
    boolQuery(ctx, 'enrichWithFields', false);
    const kept = catalogConfigurationsOf(ctx)
      .list()
      .map((configuration) => presentConfiguration(ctx, configuration))
      .filter((configuration) => {
        const catalogs = configuration.associatedCatalogs.map((c: Rec) => catalogsOf(ctx).get(c.id));
        if (ids.length && !catalogs.some((c: Rec) => ids.includes(c.id))) return false;
        if (sources.length && !catalogs.some((c: Rec) => sources.includes(c.sourceId))) return false;
        return true;
      })
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    return paged(ctx, kept);
  },
  'catalogConfigurations.create': async (ctx) => {
    const body = checkConfiguration(await ctx.json());
    return created(
      presentConfiguration(ctx, catalogConfigurationsOf(ctx).insert({ ...body, createdDate: Date.now() })),
    );
  },
  'catalogConfigurations.get': (ctx) =>
    presentConfiguration(ctx, catalogConfigurationsOf(ctx).get(ctx.params.configurationId)),
  'catalogConfigurations.update': async (ctx) => {
    const existing = catalogConfigurationsOf(ctx).get(ctx.params.configurationId);
    const body = checkConfiguration(await ctx.json());
    const saved = { ...body, id: existing.id, createdDate: existing.createdDate };
    catalogConfigurationsOf(ctx).records.set(existing.id, saved);
    return presentConfiguration(ctx, saved);
  },
  'catalogConfigurations.delete': (ctx) => {
    const configuration = catalogConfigurationsOf(ctx).get(ctx.params.configurationId);
    const users = presentConfiguration(ctx, configuration).associatedCatalogs;
    if (users.length) {
      throw conflict(
        `The catalog configuration '${configuration.id}' is used by the catalogs: ${users.map((c: Rec) => c.id).join(', ')}.`,
      );
    }
    catalogConfigurationsOf(ctx).delete(configuration.id);
    return noContent();
  },
};
