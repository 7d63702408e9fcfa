import type { EmulatorContext } from '../context';
import { badRequest, HttpError, noContent, notFound } from '../http';
import {
  checkField,
  createField,
  createFields,
  FIELD_DEFAULTS,
  type FieldRecord,
  fieldsPage,
  listFields,
  sortFields,
} from '../model/fields';
import { fieldsOf } from '../provision';
import { text } from '../safe';
import type { Handlers } from './types';

/*
 * Index fields (model/fields.ts). A field is replaced whole (flags not given go back to their
 * defaults), keeps its name and type, and a system field cannot be deleted. Batches are all or nothing:
 * everything is checked before anything changes.
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

/** A field replaced by a model: its type cannot change; `system` stays. */
function replaced(existing: FieldRecord, model: FieldRecord, where: string): FieldRecord {
  if (model.type !== undefined && model.type !== existing.type) {
    throw badRequest(
      `${where}: the type of an existing field cannot change (${existing.type} to ${model.type}); delete it and create it again.`,
    );
  }
  return {
    ...FIELD_DEFAULTS,
    ...model,
    type: existing.type,
    name: existing.name,
    system: existing.system === true,
  };
}

function deletable(ctx: EmulatorContext, name: string): void {
  if (fieldsOf(ctx.store).get(name).system) {
    throw new HttpError(400, 'SYSTEM_FIELD', `The field '${name}' is a system field: it cannot be deleted.`);
  }
}

export const fieldsHandlers: Handlers = {
  'fields.create': async (ctx) => {
    createField(ctx.store, await ctx.json());
    return noContent();
  },
  'fields.batchCreate': async (ctx) => {
    createFields(ctx.store, checkBatch(await ctx.json()));
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
  // Unpublished (the engine serves only published calls): the emulator's fields are always in sync.
  'fields.synchronize': () => noContent(),
  'fields.get': (ctx) => fieldsOf(ctx.store).get(ctx.params.fieldId),
  'fields.update': async (ctx) => {
    const name = ctx.params.fieldId;
    const existing = fieldsOf(ctx.store).get(name);
    const body = await ctx.json();
    if (body.name !== undefined && body.name !== name) {
      throw badRequest(
        `The field's name cannot change: the body names '${text(body.name, 100)}', the path '${name}'.`,
      );
    }
    const where = `The field '${name}'`;
    fieldsOf(ctx.store).insert(replaced(existing, checkField({ ...body, name }, where), where));
    return noContent();
  },
  'fields.delete': (ctx) => {
    deletable(ctx, ctx.params.fieldId);
    fieldsOf(ctx.store).delete(ctx.params.fieldId);
    return noContent();
  },
  'fields.list': fieldsPage,
  'fields.search': async (ctx) => {
    // The published schema checks the filters' types and values (ALL, TRUE_ONLY or FALSE_ONLY for the flags).
    const { filters = {}, sortBy, order, page = 0, perPage = 100 } = await ctx.json();
    if (page < 0 || perPage < 1)
      throw badRequest("The fields 'page' (from 0) and 'perPage' (from 1) must be integers.");
    const flag = (name: string) => (field: FieldRecord) =>
      (filters[name] ?? 'ALL') === 'ALL' || (field[name] === true) === (filters[name] === 'TRUE_ONLY');
    const project =
      filters.projectId &&
      (ctx.store.collection('projects', 'Project').get(filters.projectId).resources?.FIELD ?? []);
    const name = (filters.name ?? '').toLowerCase();
    const items = sortFields(
      listFields(ctx.store, { origin: filters.origin, type: filters.type }),
      sortBy,
      order,
    )
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
