import type { Behaviours } from '../engine/hooks';
import { badRequest, conflict, noContent, notFound } from '../http';
import { listQuery } from '../model/catalogs';
import {
  checkField,
  FIELD_DEFAULTS,
  type FieldRecord,
  fieldHooks,
  fieldsPage,
  listFields,
  replaced,
} from '../model/fields';
import { fieldsOf } from '../provision';
import type { Handlers } from './types';

/*
 * Index fields (model/fields.ts). The engine creates, reads, replaces and deletes one field through the
 * fields' hooks (a field is replaced whole: flags not given go back to their defaults; it keeps its name
 * and type; a system field cannot be deleted). Batches are all or nothing: everything is checked before
 * anything changes.
 */

/** Checks a batch: valid fields, none named twice. */
function checkBatch(items: FieldRecord[]): FieldRecord[] {
  if (!items.length) throw badRequest('The body must list at least one field.');
  const seen = new Set<string>();
  return items.map((item, i) => {
    const field = checkField(item, `fields[${i}]`);
    if (seen.has(field.name)) throw badRequest(`fields[${i}] ('${field.name}'): the field is listed twice.`);
    seen.add(field.name);
    return field;
  });
}

export const fieldsBehaviours: Behaviours = { 'fields.get': fieldHooks(false) };

const batches: Handlers = {
  // All or none: a field named as an existing one is a 409 before any is stored.
  'fields.batchCreate': async (ctx) => {
    const models = checkBatch(await ctx.json());
    models.forEach(({ name }, i) => {
      if (fieldsOf(ctx.store).has(name))
        throw conflict(`fields[${i}] ('${name}'): The field '${name}' already exists.`);
    });
    for (const model of models) fieldsOf(ctx.store).insert({ ...FIELD_DEFAULTS, ...model, system: false });
    return noContent();
  },
  'fields.batchUpdate': async (ctx) => {
    const updated = checkBatch(await ctx.json()).map((model, i) => {
      const existing = fieldsOf(ctx.store).records.get(model.name);
      if (!existing) throw notFound(`fields[${i}]: Field`, model.name);
      return replaced(existing, model, `fields[${i}] ('${model.name}')`);
    });
    for (const field of updated) fieldsOf(ctx.store).insert(field);
    return noContent();
  },
  'fields.batchDelete': (ctx) => {
    const names = listQuery(ctx, 'fields');
    if (!names.length)
      throw badRequest("The query parameter 'fields' is required: the names of the fields to delete.");
    for (const name of names) fieldHooks(false).deleting?.(ctx, fieldsOf(ctx.store).get(name));
    for (const name of new Set(names)) fieldsOf(ctx.store).delete(name);
    return noContent();
  },
};

export const fieldsHandlers: Handlers = {
  ...batches,
  // The same batches, published under the sources' path.
  ...Object.fromEntries(Object.entries(batches).map(([name, handler]) => [`sources.${name}`, handler])),
  // Unpublished (the engine serves only published calls): the emulator's fields are always in sync.
  'fields.synchronize': () => noContent(),
  'fields.list': fieldsPage,
  'fields.search': async (ctx) => {
    // The published schema checks the filters' types and values (ALL, TRUE_ONLY or FALSE_ONLY for the flags).
    const { filters = {}, sortBy, order, page = 0, perPage = 100 } = await ctx.json();
    // The published schema leaves them unbounded.
    if (page < 0 || perPage < 1)
      throw badRequest("The fields 'page' (from 0) and 'perPage' (from 1) must be integers.");
    const flag = (name: string) => (field: FieldRecord) =>
      (filters[name] ?? 'ALL') === 'ALL' || (field[name] === true) === (filters[name] === 'TRUE_ONLY');
    const project =
      filters.projectId &&
      (ctx.store.collection('projects', 'Project').get(filters.projectId).resources?.FIELD ?? []);
    const name = (filters.name ?? '').toLowerCase();
    const items = listFields(ctx.store, { origin: filters.origin, type: filters.type, sortBy, order })
      .filter((field) => String(field.name).toLowerCase().includes(name))
      .filter(
        (field) =>
          (!filters.fieldNames || filters.fieldNames.includes(field.name)) &&
          (!project || project.includes(field.name)),
      )
      .filter((field) => ['facet', 'sort', 'automaticFacetsCandidate'].every((key) => flag(key)(field)));
    return {
      items: items.slice(page * perPage, page * perPage + perPage),
      totalEntries: items.length,
      totalPages: Math.ceil(items.length / perPage),
    };
  },
};
