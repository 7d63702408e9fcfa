import { createHash } from 'node:crypto';
import { type EmulatorContext, paged } from '../context';
import type { Behaviours, Hooks } from '../engine/hooks';
import { badRequest, conflict, notFound } from '../http';
import { listQuery, projectQuery } from '../model/catalogs';
import { byName } from '../model/interfaces';
import { metadataOf, pushedIn } from '../model/pushed';
import { omit } from '../model/rest';
import { metadataSummary } from '../model/sources';
import { fieldsOf, sourcesOf } from '../provision';
import { dictionary } from '../safe';
import type { Handlers } from './types';

/*
 * Catalogs, catalog configurations and catalog content. A catalog names a source (it must exist) and
 * its configuration: how its products, variants and availabilities are recognized, either its own
 * (`configuration`) or a shared catalog configuration (`catalogConfigurationId`); its answers give the
 * configuration either way, and a configuration lists the catalogs that follow it. A catalog's fields are
 * the organization's index fields; its field statistics are derived from the source's item count (split
 * among the object types) and kept for an hour (`nextUpdate`), or until `forceRefresh` computes them
 * again. A source with items pushed to it (model/pushed.ts) is described by those items instead: their
 * object types (`objecttype`), metadata and values, as sources.ingestionContent reads them. The published
 * schemas check the hierarchies' fields.
 */

type Rec = Record<string, any>;
const KINDS = ['product', 'variant', 'availability'] as const;
/** Share of a catalog source's items per kind. */
const SHARE: Record<string, number> = { product: 0.5, variant: 0.3, availability: 0.2 };
/** How long field statistics are kept before a read computes them again, ms. */
const STATS_TTL_MS = 3_600_000;

const catalogsOf = (ctx: EmulatorContext) => ctx.store.collection<Rec>('catalogs', 'Catalog');
const configurationsOf = (ctx: EmulatorContext) =>
  ctx.store.collection<Rec>('catalogConfigurations', 'Catalog configuration');
const statsOf = (ctx: EmulatorContext) =>
  ctx.store.collection<Rec>('catalogFieldStats', 'Catalog field statistics');
/** Each catalog's view definitions and filter, by catalog id. */
const displaysOf = (ctx: EmulatorContext) => ctx.store.collection<Rec>('catalogDisplays', 'Catalog');
const hash = (value: string) => createHash('sha1').update(value).digest().readUInt32BE(0);
const given = (value: unknown): boolean => value !== undefined && value !== null;
/** A body without the fields the platform owns. */
const owned = (body: Rec) => omit(body, 'id', 'createdDate', 'lastModified', 'fields', 'associatedCatalogs');
/** A few made-up values of a field. */
const examples = (name: string, count: number) => [1, 2, 3].slice(0, count).map((n) => `${name} value ${n}`);

/** Checks what a catalog names: its source, its availability source, its configuration (its own or one saved). */
function checkCatalog(ctx: EmulatorContext, body: Rec): Rec {
  if (given(body.catalogConfigurationId) === given(body.configuration)) {
    throw badRequest(
      "A catalog needs either its 'configuration' ({ name, product, variant, availability }) or a 'catalogConfigurationId', not both.",
      'MISSING_FIELD',
    );
  }
  for (const id of [body.sourceId, body.availabilitySourceId].filter(given) as string[])
    if (!sourcesOf(ctx.store).has(id)) throw badRequest(`The source '${id}' does not exist.`);
  if (given(body.catalogConfigurationId) && !configurationsOf(ctx).has(body.catalogConfigurationId))
    throw badRequest(`The catalog configuration '${body.catalogConfigurationId}' does not exist.`);
  return owned(body);
}

/** A catalog's configuration: the catalog configuration it names (with its id), or its own. */
function configurationOf(ctx: EmulatorContext, catalog: Rec): Rec {
  const saved = configurationsOf(ctx).records.get(catalog.catalogConfigurationId ?? '');
  if (!saved) return catalog.configuration ?? {};
  const { createdDate: _c, ...configuration } = saved;
  return configuration;
}

/** The catalog's fields per kind: every index field of the organization, and the kind's id fields. */
function catalogFields(ctx: EmulatorContext, catalog: Rec): Record<string, Rec[]> {
  const configuration = configurationOf(ctx, catalog);
  const fields = fieldsOf(ctx.store);
  const byKind = KINDS.map((kind) => {
    const model = configuration[kind];
    if (!model) return [kind, []];
    const ids = [model.idField, model.productIdField, model.availableSkusField].filter(
      (n) => typeof n === 'string',
    );
    const names = [...new Set<string>([...ids, ...fields.list().map((field) => field.name)])].sort();
    const type = (name: string) => fields.records.get(name)?.type ?? 'STRING';
    return [
      kind,
      names.map((name) => ({
        name,
        type: type(name),
        objectTypes: [model.objectType],
        isId: ids.includes(name),
      })),
    ];
  });
  return Object.fromEntries(byKind);
}

/**
 * Per field, for each kind of item: how many items of the kind hold it (`objectsWithField`) out of the
 * items of the kind (`objectsWithType`), computed now. Every item of a kind holds the kind's id fields.
 */
function computeStats(ctx: EmulatorContext, catalog: Rec) {
  const source = sourcesOf(ctx.store).records.get(catalog.sourceId);
  const items = Number(source?.information?.numberOfDocuments) || 0;
  const pushed = source ? pushedItems(ctx, source) : [];
  const configuration = configurationOf(ctx, catalog);
  const byField = new Map<string, Rec>();
  for (const [kind, fields] of Object.entries(catalogFields(ctx, catalog))) {
    const ofKind = ofType(pushed, configuration[kind]?.objectType);
    const total = pushed.length ? ofKind.length : Math.round(items * SHARE[kind]);
    for (const { name, isId } of fields) {
      const derived = isId ? total : Math.floor((total * (hash(`${catalog.id}/${name}`) % 101)) / 100);
      const holding = ofKind.filter((metadata) => metadata[name] !== undefined).length;
      const count = pushed.length ? holding : derived;
      const entry = byField.get(name) ?? { fieldName: name };
      byField.set(name, { ...entry, [kind]: { objectsWithField: count, objectsWithType: total } });
    }
  }
  const now = Date.now();
  const fieldStats = [...byField.values()].sort((a, b) => a.fieldName.localeCompare(b.fieldName));
  return { id: catalog.id, fieldStats, lastUpdated: now, nextUpdate: now + STATS_TTL_MS };
}

const withoutIsId = ({ isId: _i, ...field }: Rec) => field;

/** A catalog as the platform answers it: with its configuration (and its fields, when asked). */
function present(ctx: EmulatorContext, catalog: Rec, withFields = false) {
  const view = { ...catalog, configuration: configurationOf(ctx, catalog) };
  if (!withFields) return view;
  return {
    ...view,
    fields: Object.values(catalogFields(ctx, catalog)).flatMap((list) => list.map(withoutIsId)),
  };
}

/** A catalog configuration as the platform answers it: with the catalogs that follow it. */
const presentConfiguration = (ctx: EmulatorContext, configuration: Rec): Rec => ({
  ...configuration,
  associatedCatalogs: catalogsOf(ctx)
    .list()
    .filter((catalog) => catalog.catalogConfigurationId === configuration.id)
    .map(({ id, name, sourceId, availabilitySourceId }) => ({ id, name, sourceId, availabilitySourceId })),
});

/** The source named in the path. @throws HttpError 404 when unknown. */
const pathSource = (ctx: EmulatorContext) => sourcesOf(ctx.store).get(ctx.params.sourceId);

/** The metadata of each item pushed to a source (none for a source whose items are crawled). */
const pushedItems = (ctx: EmulatorContext, source: Rec) =>
  pushedIn(ctx.store, String(source.id)).map(metadataOf);

/** The items whose object type (their `objecttype` metadata) is `type`. */
const ofType = (items: Array<Rec>, type: unknown) =>
  items.filter((metadata) => [metadata.objecttype ?? []].flat().includes(type));

/**
 * Object types seen on a source: those of its pushed items, else those its catalogs name (a catalog
 * source without catalogs: the usual three).
 */
function objectTypes(ctx: EmulatorContext, source: Rec): string[] {
  const pushed = pushedItems(ctx, source);
  if (pushed.length) return [...new Set(pushed.flatMap((metadata) => metadata.objecttype ?? []))].sort();
  const types = new Set<string>();
  for (const catalog of catalogsOf(ctx).list()) {
    if (catalog.sourceId !== source.id && catalog.availabilitySourceId !== source.id) continue;
    const configuration = configurationOf(ctx, catalog);
    for (const kind of KINDS) if (configuration[kind]) types.add(configuration[kind].objectType);
  }
  if (!types.size && source.sourceType === 'CATALOG') return ['Product', 'Variant', 'Availability'];
  return [...types];
}

/**
 * The metadata that a source's items of each object type hold: `count`, how many of them, and the
 * `values` seen. Pushed items tell theirs; crawled items hold the index fields (from 1 to 100 % of the
 * type's items, fixed by the source, the type and the field) with made-up values.
 */
function contentMetadata(ctx: EmulatorContext, source: Rec, objectType?: string) {
  const types = objectTypes(ctx, source);
  if (objectType && !types.includes(objectType)) return [];
  const pushed = pushedItems(ctx, source);
  if (pushed.length) return pushedMetadata(pushed, objectType ? [objectType] : types);
  const items = Number(source.information?.numberOfDocuments) || 0;
  const perType = types.length ? Math.floor(items / types.length) : 0;
  return fieldsOf(ctx.store)
    .list()
    .flatMap((field) =>
      (objectType ? [objectType] : types).map((type) => {
        const name = String(field.name);
        const count = Math.floor((perType * (1 + (hash(`${source.id}/${type}/${name}`) % 100))) / 100);
        return { name, count, values: examples(name, count) };
      }),
    )
    .filter((entry) => entry.count > 0);
}

/** Per object type of `types`, each metadata name its pushed items hold: how many hold it, and its values. */
const pushedMetadata = (items: Array<Rec>, types: string[]) =>
  types.flatMap((type) =>
    metadataSummary(ofType(items, type)).map(({ name, count, values }) => ({
      name,
      count,
      values: values.map(({ value }) => value).sort(),
    })),
  );

/**
 * The engine stores catalogs and catalog configurations; the platform checks what a catalog names,
 * answers each with its configuration or the catalogs that follow it, and keeps a configuration that
 * catalogs use.
 */
export const catalogsBehaviours: Behaviours = {
  'catalogs.get': {
    records: 'catalogs',
    label: 'Catalog',
    // `fields`: what a listing answers of each catalog when it asks for them (enrichWithFields).
    keep: ['createdDate', 'lastModified', 'fields'],
    accept: (ctx, body) => checkCatalog(ctx, body),
    view: (ctx, catalog) => present(ctx, catalog, ctx.query('enrichWithFields') === 'true'),
    /** By name, among the catalogs the query names and those of the sources it names. */
    list(ctx, catalogs) {
      const [ids, sources] = [listQuery(ctx, 'catalogIds'), listQuery(ctx, 'sourceIds')];
      const named = (c: Rec) =>
        (!ids.length || ids.includes(c.id)) && (!sources.length || sources.includes(c.sourceId));
      const kept = byName(ctx, catalogs.filter(named));
      return ctx.query('sortingDirection') === 'DESC' ? kept.reverse() : kept;
    },
    removed(ctx, catalog) {
      statsOf(ctx).records.delete(catalog.id);
      displaysOf(ctx).records.delete(catalog.id);
    },
  },
  'catalogConfigurations.get': {
    records: 'catalogConfigurations',
    label: 'Catalog configuration',
    keep: ['createdDate'],
    accept: (_ctx, body) => owned(body),
    view: presentConfiguration,
    list: (ctx, all) => byName(ctx, all, ''),
    deleting(ctx, { id }) {
      const users = presentConfiguration(ctx, { id }).associatedCatalogs.map((c: Rec) => c.id);
      if (users.length)
        throw conflict(`The catalog configuration '${id}' is used by the catalogs: ${users.join(', ')}.`);
    },
  },
};

/** A page of the catalogs among `ids`, filtered, sorted and shown as catalogs.list has them. */
function catalogsPage(ctx: EmulatorContext, ids: string[]) {
  const { list, view } = catalogsBehaviours['catalogs.get'] as Required<Hooks>;
  const named = ids.flatMap((id) => catalogsOf(ctx).records.get(id) ?? []);
  const shown = list(ctx, named).map((catalog) => view(ctx, catalog));
  return paged(ctx, shown);
}

/**
 * The view definitions and the filter of the path's catalog (until set: no view definitions, no filter).
 * @throws HttpError 404 for a catalog the organization does not have.
 */
function displayOf(ctx: EmulatorContext): Rec {
  const { id } = catalogsOf(ctx).get(ctx.params.catalogId);
  return displaysOf(ctx).records.get(id) ?? { id, viewDefinitions: [] };
}

/** Sets what the body gives of the path's catalog's display (`viewDefinitions` or `filter`), and answers it. */
async function updateDisplay(ctx: EmulatorContext, name: 'viewDefinitions' | 'filter') {
  const display = displayOf(ctx);
  const { [name]: value } = await ctx.json();
  displaysOf(ctx).insert({ ...display, [name]: value });
  return value === undefined ? {} : { [name]: value };
}

export const catalogsHandlers: Handlers = {
  'catalogs.getViewDefinitions': (ctx) => ({ viewDefinitions: displayOf(ctx).viewDefinitions }),
  'catalogs.updateViewDefinitions': (ctx) => updateDisplay(ctx, 'viewDefinitions'),
  'catalogs.getFilter': (ctx) => {
    const { filter } = displayOf(ctx);
    return filter === undefined ? {} : { filter };
  },
  'catalogs.updateFilter': (ctx) => updateDisplay(ctx, 'filter'),
  'catalogs.listByIds': async (ctx) => catalogsPage(ctx, await ctx.json()),
  'catalogs.listByProject': (ctx) => catalogsPage(ctx, projectQuery(ctx, 'CATALOG')),
  /** The catalog the path's source feeds (its products or its availabilities), and its configuration. */
  'catalogConfigurations.getBySource': (ctx) => {
    const fed = (catalog: Rec) =>
      [catalog.sourceId, catalog.availabilitySourceId].includes(ctx.params.sourceId);
    const catalog = catalogsOf(ctx).list().find(fed);
    if (!catalog) throw notFound('Catalog of the source', ctx.params.sourceId);
    return { catalogId: catalog.id, catalogConfiguration: configurationOf(ctx, catalog) };
  },
  'catalogs.getFields': (ctx) => {
    const fields = catalogFields(ctx, catalogsOf(ctx).get(ctx.params.catalogId));
    return Object.fromEntries(Object.entries(fields).map(([kind, list]) => [kind, list.map(withoutIsId)]));
  },
  /**
   * The fields that items of the object types hold in the named sources (products and variants in
   * `sourceNames`, availabilities in `availabilitySourceNames`), with a few values each.
   */
  'catalogs.getFieldsSuggestions': async (ctx) => {
    const body = await ctx.json();
    const sources = sourcesOf(ctx.store).list();
    const named = (name: string) => {
      const source = sources.find((candidate) => candidate.name === name);
      if (!source) throw notFound('Source named', name);
      return source;
    };
    const wanted: Array<[string, string | undefined]> = [
      ...body.sourceNames.flatMap((name: string) => [
        [name, body.productObjectType],
        [name, body.variantObjectType],
      ]),
      ...(body.availabilitySourceNames ?? []).map((name: string) => [name, body.availabilityObjectType]),
    ];
    const found = new Map<string, { name: string; examples: string[]; objectTypes: string[] }>();
    for (const [name, type] of wanted) {
      if (!type) continue;
      for (const { name: field, values } of contentMetadata(ctx, named(name), type)) {
        const { objectTypes = [], examples: seen = [] } = found.get(field) ?? {};
        if (!objectTypes.includes(type)) objectTypes.push(type);
        found.set(field, { name: field, examples: [...new Set([...seen, ...values])], objectTypes });
      }
    }
    return { fields: [...found.values()].sort((a, b) => a.name.localeCompare(b.name)) };
  },
  'catalogs.getFieldStats': (ctx) => {
    const catalog = catalogsOf(ctx).get(ctx.params.catalogId);
    const kept = statsOf(ctx).records.get(catalog.id);
    if (ctx.query('forceRefresh') === 'true' || !kept || Date.now() >= kept.nextUpdate)
      statsOf(ctx).insert(computeStats(ctx, catalog));
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
    const catalog = source.sourceType === 'CATALOG';
    return {
      objectTypeValues: objectTypes(ctx, source),
      hasIndexedCatalogContent: holds && catalog,
      hasIndexedIngestionContent: holds && !catalog,
    };
  },
  // The names of the metadata that a source's items of the object type hold (some item at least):
  // `version` 2 pages them, an earlier version answers them all as `metadataNames`.
  'catalogs.content.getMetadata': (ctx) => {
    const filter = ctx.query('filter')?.toLowerCase() ?? '';
    const entries = contentMetadata(ctx, pathSource(ctx), ctx.query('objectType') || undefined);
    const names = [...new Set(entries.map((e) => e.name).filter((n) => n.toLowerCase().includes(filter)))];
    return Number(ctx.query('version')) >= 2 ? paged(ctx, names.sort()) : { metadataNames: names.sort() };
  },
  'catalogs.content.getMetadataValues': (ctx) => {
    const values = dictionary<string[]>();
    const entries = contentMetadata(ctx, pathSource(ctx), ctx.query('objectType') || undefined);
    for (const entry of entries)
      values[entry.name] = [...new Set([...(values[entry.name] ?? []), ...entry.values])];
    return { metadataValuesByName: values };
  },
};
