import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import type { Behaviours } from '../engine/hooks';
import { badRequest, conflict, HttpError, noContent, notFound } from '../http';
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

/** What a batch does to one field: `check` refuses it (an HttpError) or answers the field to store. */
interface FieldChange {
  check(ctx: EmulatorContext, item: FieldRecord, where: string): FieldRecord;
  apply(ctx: EmulatorContext, field: FieldRecord): void;
}

const changes: Record<'create' | 'update' | 'delete', FieldChange> = {
  create: {
    check(ctx, item, where) {
      const model = checkField(item, where);
      if (fieldsOf(ctx.store).has(model.name))
        throw conflict(`${where} ('${model.name}'): The field '${model.name}' already exists.`);
      return { ...FIELD_DEFAULTS, ...model, system: false };
    },
    apply: (ctx, field) => fieldsOf(ctx.store).insert(field),
  },
  update: {
    check(ctx, item, where) {
      const model = checkField(item, where);
      const existing = fieldsOf(ctx.store).records.get(model.name);
      if (!existing) throw notFound(`${where}: Field`, model.name);
      return replaced(existing, model, `${where} ('${model.name}')`);
    },
    apply: (ctx, field) => fieldsOf(ctx.store).insert(field),
  },
  delete: {
    check(ctx, { name }, where) {
      const field = fieldsOf(ctx.store).records.get(name);
      if (!field) throw notFound(`${where}: Field`, name);
      fieldHooks(false).deleting?.(ctx, field);
      return field;
    },
    apply: (ctx, { name }) => fieldsOf(ctx.store).delete(name),
  },
};

/** The fields a batch delete names in its query (each once), as the items of a batch. */
function namedFields(ctx: EmulatorContext): FieldRecord[] {
  const names = listQuery(ctx, 'fields');
  if (!names.length)
    throw badRequest("The query parameter 'fields' is required: the names of the fields to delete.");
  return [...new Set(names)].map((name) => ({ name }));
}

/** A batch, all or nothing: every field is checked before any changes. */
function allOrNothing(ctx: EmulatorContext, change: FieldChange, items: FieldRecord[]) {
  const fields = items.map((item, i) => change.check(ctx, item, `fields[${i}]`));
  for (const field of fields) change.apply(ctx, field);
  return noContent();
}

/**
 * A batch answered with the outcome of each field, in the body's order: the fields the platform accepts
 * change, each refused one is an ERROR with the reason (the batch is done: COMPLETED).
 */
function withResults(ctx: EmulatorContext, change: FieldChange, items: FieldRecord[]) {
  if (!items.length) throw badRequest('The body must list at least one field.');
  const outcomes = items.map((item, i) => {
    try {
      const field = change.check(ctx, item, `fields[${i}]`);
      change.apply(ctx, field);
      return { resourceModel: field, operationResult: 'SUCCESS', successful: true };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const refused = { operationResult: 'ERROR', errorDetails: error.message, successful: false };
      return { resourceModel: item, ...refused };
    }
  });
  return { batchOperationId: randomUUID(), status: 'COMPLETED', batchOperationResourcesStatus: outcomes };
}

const batches: Handlers = {
  // A field named as an existing one is a 409 before any is stored.
  'fields.batchCreate': async (ctx) => allOrNothing(ctx, changes.create, checkBatch(await ctx.json())),
  'fields.batchUpdate': async (ctx) => allOrNothing(ctx, changes.update, checkBatch(await ctx.json())),
  'fields.batchDelete': (ctx) => allOrNothing(ctx, changes.delete, namedFields(ctx)),
};

export const fieldsHandlers: Handlers = {
  ...batches,
  // The same batches, published under the sources' path.
  ...Object.fromEntries(Object.entries(batches).map(([name, handler]) => [`sources.${name}`, handler])),
  // Unpublished (the engine serves only published calls): the emulator's fields are always in sync.
  'fields.synchronize': () => noContent(),
  'fields.list': fieldsPage,
  'fields.batchCreateWithResults': async (ctx) => withResults(ctx, changes.create, await ctx.json()),
  'fields.batchUpdateWithResults': async (ctx) => withResults(ctx, changes.update, await ctx.json()),
  'fields.batchDeleteWithResults': (ctx) => withResults(ctx, changes.delete, namedFields(ctx)),
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
