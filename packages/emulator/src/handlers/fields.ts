import { boolQuery, type EmulatorContext, paged } from '../context';
import { badRequest, conflict, HttpError, noContent, notFound } from '../http';
import { fieldsOf } from '../provision';
import { text } from '../safe';
import { orderQuery } from './indexes';
import { requireArray, requireObject } from './rest';
import type { Handlers } from './types';

const FIELD_TYPES = ['LONG', 'LONG_64', 'DOUBLE', 'DATE', 'STRING', 'VECTOR'];
const ORIGINS = ['ALL', 'USER', 'SYSTEM'];
const SORTS = ['name', 'type', 'description'];
const NAME = /^[a-z][a-z0-9_]*$/;
const FLAGS = [
  'facet',
  'multiValueFacet',
  'hierarchicalFacet',
  'sort',
  'includeInQuery',
  'includeInResults',
  'mergeWithLexicon',
  'smartDateFacet',
  'stemming',
  'useCacheForSort',
  'useCacheForNestedQuery',
  'useCacheForNumericQuery',
  'useCacheForComputedFacet',
  'ranking',
  'automaticFacetsCandidate',
];
/** What a new field is unless told otherwise. */
const DEFAULTS: Record<string, unknown> = {
  type: 'STRING',
  description: '',
  ...Object.fromEntries(FLAGS.map((flag) => [flag, false])),
  includeInQuery: true,
  includeInResults: true,
};

type FieldRecord = Record<string, any>;

/**
 * Checks what the published schema leaves open in a field model (it types every property and gives
 * the type's values): a name, in the platform's form. `where` names it in messages (e.g.
 * `fields[2] ('price')`).
 * @returns the model without the platform-owned `system` flag.
 * @throws HttpError 400 naming the problem.
 */
function checkField(value: unknown, where: string): FieldRecord {
  const field = requireObject(value, where);
  if (field.name === undefined || field.name === '') {
    throw badRequest(`${where}: the field 'name' is required.`);
  }
  const named = where.includes(`'${field.name}'`) ? where : `${where} ('${field.name}')`;
  if (!NAME.test(field.name)) {
    throw badRequest(
      `${named}: the name is invalid: use lowercase letters, digits and '_', starting with a letter.`,
    );
  }
  const { system: _system, ...model } = field;
  return model;
}

/** Names each item of a batch for messages. */
const itemName = (item: unknown, i: number) => {
  const name = (item as FieldRecord | null)?.name;
  return typeof name === 'string' && name ? `fields[${i}] ('${name}')` : `fields[${i}]`;
};

/** Checks a batch: an array of valid fields, none named twice. */
function checkBatch(body: unknown): FieldRecord[] {
  const items = requireArray(body, 'The body (a list of fields)');
  if (!items.length) throw badRequest('The body must list at least one field.');
  const seen = new Set<string>();
  return items.map((item, i) => {
    const field = checkField(item, itemName(item, i));
    if (seen.has(field.name))
      throw badRequest(`${itemName(item, i)}: the field is listed twice in the batch.`);
    seen.add(field.name);
    return field;
  });
}

/** A field replaced by a model: its type cannot change; `system` stays. */
function replaced(existing: FieldRecord, model: FieldRecord, where: string): FieldRecord {
  if (model.type !== undefined && model.type !== existing.type) {
    throw badRequest(
      `${where}: the type of an existing field cannot change (${existing.type} to ${model.type}); delete it and create it again.`,
    );
  }
  return {
    ...DEFAULTS,
    ...model,
    type: existing.type,
    name: existing.name,
    system: existing.system === true,
  };
}

function deletable(ctx: EmulatorContext, name: string): FieldRecord {
  const field = fieldsOf(ctx.store).get(name);
  if (field.system) {
    throw new HttpError(400, 'SYSTEM_FIELD', `The field '${name}' is a system field: it cannot be deleted.`);
  }
  return field;
}

function sortByQuery(ctx: EmulatorContext): string {
  const raw = ctx.query('sortBy') || 'name';
  const sortBy = SORTS.find((name) => name.toLowerCase() === raw.toLowerCase());
  if (!sortBy)
    throw badRequest(`The query parameter 'sortBy' must be one of: ${SORTS.join(', ')}; got '${raw}'.`);
  return sortBy;
}

/**
 * Index fields, in the shared `fieldsOf(store)` collection (keyed by `name`; the platform's fields have
 * `system: true` and cannot be deleted). Batches are all-or-nothing: everything is checked before
 * anything changes.
 */
export const fieldsHandlers: Handlers = {
  'fields.create': async (ctx) => {
    const field = checkField(await ctx.json(), 'The field');
    if (fieldsOf(ctx.store).has(field.name)) throw conflict(`A field named '${field.name}' already exists.`);
    fieldsOf(ctx.store).insert({ ...DEFAULTS, ...field, system: false });
    return noContent();
  },

  'fields.batchCreate': async (ctx) => {
    const fields = checkBatch(await ctx.json());
    fields.forEach((field, i) => {
      if (fieldsOf(ctx.store).has(field.name)) {
        throw conflict(`fields[${i}] ('${field.name}'): a field of that name already exists.`);
      }
    });
    for (const field of fields) fieldsOf(ctx.store).insert({ ...DEFAULTS, ...field, system: false });
    return noContent();
  },

  'fields.batchUpdate': async (ctx) => {
    const models = checkBatch(await ctx.json());
    const updated = models.map((model, i) => {
      const existing = fieldsOf(ctx.store).records.get(model.name);
      if (!existing) throw notFound(`fields[${i}]: Field`, model.name);
      return replaced(existing, model, `fields[${i}] ('${model.name}')`);
    });
    for (const field of updated) fieldsOf(ctx.store).insert(field);
    return noContent();
  },

  'fields.batchDelete': (ctx) => {
    const names = ctx
      .queries('fields')
      .flatMap((value) => value.split(','))
      .map((name) => name.trim())
      .filter(Boolean);
    if (!names.length)
      throw badRequest("The query parameter 'fields' is required: the names of the fields to delete.");
    for (const name of names) deletable(ctx, name);
    for (const name of new Set(names)) fieldsOf(ctx.store).delete(name);
    return noContent();
  },

  'fields.synchronize': () => noContent(),

  'fields.get': (ctx) => fieldsOf(ctx.store).get(ctx.params.fieldId),

  'fields.update': async (ctx) => {
    const existing = fieldsOf(ctx.store).get(ctx.params.fieldId);
    const body = requireObject(await ctx.json(), 'The field');
    if (body.name !== undefined && body.name !== ctx.params.fieldId) {
      throw badRequest(
        `The field's name cannot change: the body names '${text(body.name, 100)}', the path '${ctx.params.fieldId}'.`,
      );
    }
    const model = checkField({ ...body, name: ctx.params.fieldId }, `The field '${ctx.params.fieldId}'`);
    fieldsOf(ctx.store).insert(replaced(existing, model, `The field '${ctx.params.fieldId}'`));
    return noContent();
  },

  'fields.delete': (ctx) => {
    deletable(ctx, ctx.params.fieldId);
    fieldsOf(ctx.store).delete(ctx.params.fieldId);
    return noContent();
  },

  'fields.list': (ctx) => {
    const origin = (ctx.query('origin') || 'ALL').toUpperCase();
    if (!ORIGINS.includes(origin)) {
      throw badRequest(
        `The query parameter 'origin' must be one of: ${ORIGINS.join(', ')}; got '${ctx.query('origin')}'.`,
      );
    }
    const type = ctx.query('type');
    if (type && !FIELD_TYPES.includes(type)) {
      throw badRequest(
        `The query parameter 'type' must be one of: ${FIELD_TYPES.join(', ')}; got '${type}'.`,
      );
    }
    const facetsOnly = boolQuery(ctx, 'facetsOnly', false);
    const filter = (ctx.query('filter') ?? '').toLowerCase();
    const sortBy = sortByQuery(ctx);
    const direction = orderQuery(ctx, 'ASC') === 'ASC' ? 1 : -1;
    const items = fieldsOf(ctx.store)
      .list()
      .filter((field) => origin === 'ALL' || (origin === 'SYSTEM') === (field.system === true))
      .filter((field) => !type || field.type === type)
      .filter((field) => !facetsOnly || field.facet === true || field.multiValueFacet === true)
      .filter((field) => !filter || String(field.name).toLowerCase().includes(filter))
      .sort(
        (a, b) =>
          direction * String(a[sortBy] ?? '').localeCompare(String(b[sortBy] ?? '')) ||
          String(a.name).localeCompare(String(b.name)),
      );
    return paged(ctx, items, 'items');
  },

  'fields.search': async (ctx) => {
    // The published schema checks the filters' types and values (type, origin, and ALL, TRUE_ONLY or
    // FALSE_ONLY for the flags); sortBy and order are free text there.
    const body = requireObject(await ctx.json());
    const filters: FieldRecord = body.filters ?? {};
    const origin = filters.origin ?? 'ALL';
    const sortBy = SORTS.find((name) => name.toLowerCase() === text(body.sortBy ?? 'name').toLowerCase());
    if (!sortBy) throw badRequest(`The field 'sortBy' must be one of: ${SORTS.join(', ')}.`);
    const order = text(body.order ?? 'ASC').toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') throw badRequest("The field 'order' must be ASC or DESC.");
    const page = body.page ?? 0;
    const perPage = body.perPage ?? 100;
    if (page < 0 || perPage < 1) {
      throw badRequest("The fields 'page' (from 0) and 'perPage' (from 1) must be integers.");
    }
    const flag = (name: string) => (field: FieldRecord) =>
      (filters[name] ?? 'ALL') === 'ALL' || (field[name] === true) === (filters[name] === 'TRUE_ONLY');
    const names: string[] | undefined = filters.fieldNames;
    const inProject: string[] | undefined =
      filters.projectId === undefined
        ? undefined
        : (ctx.store.collection('projects', 'Project').get(filters.projectId).resources?.FIELD ?? []);
    const name = (filters.name ?? '').toLowerCase();
    const direction = order === 'ASC' ? 1 : -1;
    const items = fieldsOf(ctx.store)
      .list()
      .filter((field) => origin === 'ALL' || (origin === 'SYSTEM') === (field.system === true))
      .filter((field) => !filters.type || field.type === filters.type)
      .filter((field) => !name || String(field.name).toLowerCase().includes(name))
      .filter((field) => !names || names.includes(field.name))
      .filter((field) => !inProject || inProject.includes(field.name))
      .filter(flag('facet'))
      .filter(flag('sort'))
      .filter(flag('automaticFacetsCandidate'))
      .sort(
        (a, b) =>
          direction * String(a[sortBy] ?? '').localeCompare(String(b[sortBy] ?? '')) ||
          String(a.name).localeCompare(String(b.name)),
      );
    return {
      items: items.slice(page * perPage, page * perPage + perPage),
      totalEntries: items.length,
      totalPages: Math.ceil(items.length / perPage),
    };
  },
};
