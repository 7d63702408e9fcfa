import { boolQuery, type EmulatorContext, paged } from '../context';
import type { Hooks } from '../engine/hooks';
import { propertiesOf, resolve } from '../engine/schemas';
import { badRequest } from '../http';
import { queryParameter } from '../openapi';
import { fieldsOf } from '../provision';
import { text } from '../safe';
import type { OrganizationStore } from '../state';
import { publishedValues } from './sources';

/*
 * Index fields, in the shared `fieldsOf(store)` collection keyed by `name`: the platform's own fields
 * have `system: true`. The fields family and the sources family's field calls both create, list and
 * sort them here.
 */

export type FieldRecord = Record<string, any>;

/** What a new field is unless told otherwise: the published model's flags, as it defaults them (else off). */
export const FIELD_DEFAULTS: FieldRecord = {
  type: 'STRING',
  description: '',
  ...Object.fromEntries(
    Object.entries(propertiesOf({ $ref: 'field#/$defs/FieldModel' }) ?? {})
      .filter(([, schema]) => resolve(schema).type === 'boolean')
      .map(([flag, schema]) => [flag, resolve(schema).default ?? false]),
  ),
};
const SORTS = ['name', 'type', 'description'];
/** The values the published field listing takes for its `origin` and `type`. */
const ORIGINS = publishedValues(queryParameter('sources.fields.list', 'origin'));
const FIELD_TYPES = publishedValues(queryParameter('sources.fields.list', 'type'));

/**
 * Checks what the published schema leaves open in a field model: a name, in the platform's form.
 * `where` names the field in messages (`fields[2]`). @returns the model without the platform's `system`.
 */
export function checkField(field: FieldRecord, where: string): FieldRecord {
  const { system: _system, ...model } = field ?? {};
  if (!model.name) throw badRequest(`${where}: 'name' is required.`);
  if (!/^[a-z][a-z0-9_]*$/.test(model.name)) {
    throw badRequest(
      `${where} ('${model.name}'): the name is invalid: use lowercase letters, digits and '_', starting with a letter.`,
    );
  }
  return model;
}

/** A field replaced by a model: its type cannot change; `system` stays. */
export function replaced(existing: FieldRecord, model: FieldRecord, where: string): FieldRecord {
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

/**
 * The engine's hooks on the index fields (the shared `fields` records, by name), for the fields family
 * and the sources family's field calls: a new field is checked and takes the defaults; a replacement
 * keeps its name and type (`merge`: the fields the body leaves out stay); a system field stays.
 */
export const fieldHooks = (merge: boolean): Hooks => ({
  records: 'fields',
  label: 'Field',
  key: 'name',
  accept(_ctx, { sources: _s, mappings: _m, ...body }, before) {
    if (!before) return { ...FIELD_DEFAULTS, ...checkField(body, 'The field'), system: false };
    if (body.name !== undefined && body.name !== before.name) {
      throw badRequest(
        `The field's name cannot change: the body names '${text(body.name, 100)}', the path '${before.name}'.`,
      );
    }
    const model = checkField(
      { ...(merge ? before : {}), ...body, name: before.name },
      `The field '${before.name}'`,
    );
    return replaced(before, model, `The field '${before.name}'`);
  },
  deleting(_ctx, { name, system }) {
    if (system)
      throw badRequest(`The field '${name}' is a system field: it cannot be deleted.`, 'SYSTEM_FIELD');
  },
});

/**
 * The fields a listing keeps, by origin (ALL, USER, SYSTEM), type, facets only and a text in their name
 * or description, sorted by `sortBy` (name, type or description, any case; then by name) in `order` (ASC
 * or DESC, any case). @throws HttpError 400 for another sort or order.
 */
export function listFields(store: OrganizationStore, listing: Record<string, any>): FieldRecord[] {
  const { origin = 'ALL', type, facetsOnly, filter = '', sortBy = 'name', order = 'ASC' } = listing;
  const key = SORTS.find((name) => name === sortBy.toLowerCase());
  if (!key) throw badRequest(`The sort 'sortBy' must be one of: ${SORTS.join(', ')}; got '${sortBy}'.`);
  const direction = ({ ASC: 1, DESC: -1 } as Record<string, number>)[String(order).toUpperCase()];
  if (!direction) throw badRequest(`The 'order' must be ASC or DESC; got '${order}'.`);
  const text = (field: FieldRecord, name: string) => String(field[name] ?? '');
  return fieldsOf(store)
    .list()
    .filter((field) => origin === 'ALL' || (origin === 'SYSTEM') === (field.system === true))
    .filter((field) => !type || field.type === type)
    .filter((field) => !facetsOnly || field.facet === true || field.multiValueFacet === true)
    .filter((field) =>
      `${field.name}\n${field.description ?? ''}`.toLowerCase().includes(filter.toLowerCase()),
    )
    .sort(
      (a, b) =>
        direction * text(a, key).localeCompare(text(b, key)) ||
        text(a, 'name').localeCompare(text(b, 'name')),
    );
}

/** One of `values` (any case) from a query parameter. @throws HttpError 400 otherwise. */
function oneOf(ctx: EmulatorContext, name: string, values: string[]): string | undefined {
  const value = ctx.query(name)?.toUpperCase();
  if (value && !values.includes(value)) {
    throw badRequest(
      `The query parameter '${name}' must be one of: ${values.join(', ')}; got '${ctx.query(name)}'.`,
    );
  }
  return value || undefined;
}

/**
 * The page of fields a listing's query asks for: filtered by `origin`, `type`, `facetsOnly` and `filter`,
 * sorted by `sortBy` and `order`, paged by `page` and `perPage`. @throws HttpError 400 for a bad value.
 */
export function fieldsPage(ctx: EmulatorContext) {
  const fields = listFields(ctx.store, {
    origin: oneOf(ctx, 'origin', ORIGINS),
    type: oneOf(ctx, 'type', FIELD_TYPES),
    facetsOnly: boolQuery(ctx, 'facetsOnly', false),
    filter: ctx.query('filter'),
    sortBy: ctx.query('sortBy') || undefined,
    order: ctx.query('order') || undefined,
  });
  return paged(ctx, fields);
}
