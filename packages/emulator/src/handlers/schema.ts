import { boolQuery, type EmulatorContext, intQuery } from '../context';
import { badRequest, created, noContent, notFound } from '../http';
import { own } from '../safe';
import { listQuery } from './catalogs';
import { collectionOf, requireObject } from './rest';
import type { Handlers } from './types';

/*
 * Schema sources: sources built from the entities and fields of a remote system. The emulator knows a
 * fixed schema per source type; a source's `schema` must name entities and fields of it. The generic
 * form is `{ objects: [{ name, fields, conditions }] }`, the specific form `{ objectsToGet: { [entity]:
 * { fields, conditions } } }`; the translate calls go from one to the other and back.
 */

type Rec = Record<string, any>;
/** A field as the platform gives it: `reference` names the entity a `reference` field points at. */
type Field = { id: string; displayName: string; type: string; reference?: string };

const label = (name: string) => name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
const field = (id: string, type = 'string', reference?: string): Field => ({
  id,
  displayName: label(id),
  type,
  ...(reference ? { reference } : {}),
});
const common = (id: string) => [field(id, 'id'), field('Name'), field('CreatedDate', 'datetime')];
/** An entity as the platform gives it, with its fields when asked for. */
const entityView = (id: string, fields?: Field[]) => ({
  id,
  displayName: label(id),
  ...(fields ? { fields } : {}),
});

/** Entities per source type, with their fields. */
const SCHEMAS: Record<string, Record<string, Field[]>> = {
  SALESFORCE: {
    Account: [...common('Id'), field('Industry'), field('AnnualRevenue', 'double')],
    Case: [...common('Id'), field('Subject'), field('Status'), field('AccountId', 'reference', 'Account')],
    Contact: [...common('Id'), field('Email', 'email'), field('AccountId', 'reference', 'Account')],
    KnowledgeArticleVersion: [
      ...common('Id'),
      field('Title'),
      field('Summary'),
      field('IsLatestVersion', 'boolean'),
    ],
  },
  SERVICENOW: {
    incident: [...common('sys_id'), field('short_description'), field('priority', 'integer')],
    kb_knowledge: [...common('sys_id'), field('short_description'), field('text', 'html')],
    sc_cat_item: [...common('sys_id'), field('category'), field('price', 'double')],
  },
  MICROSOFT_DYNAMICS: {
    account: [...common('accountid'), field('revenue', 'double')],
    incident: [...common('incidentid'), field('title'), field('statuscode', 'integer')],
    contact: [...common('contactid'), field('emailaddress1', 'email')],
  },
  ZENDESK: {
    tickets: [...common('id'), field('subject'), field('status')],
    articles: [...common('id'), field('title'), field('body', 'html')],
  },
};
const VISIBILITIES = ['PRIVATE', 'SECURED', 'SHARED'];

const sourcesOf = (ctx: EmulatorContext) => collectionOf(ctx, 'schemaSources', 'Schema source');

function schemaOf(sourceType: string): Record<string, Field[]> {
  const schema = own(SCHEMAS, sourceType);
  if (!schema) {
    throw badRequest(
      `The source type '${sourceType}' has no schema; use one of: ${Object.keys(SCHEMAS).join(', ')}.`,
      'INVALID_SOURCE_TYPE',
    );
  }
  return schema;
}

function entityOf(sourceType: string, entityId: string): Field[] {
  const entity = own(schemaOf(sourceType), entityId);
  if (!entity) throw notFound(`Entity of ${sourceType}`, entityId);
  return entity;
}

function stringList(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw badRequest(`The field '${where}' must be an array of strings.`);
  }
  return value;
}

/** Checks a generic form against the source type's schema. */
function checkGeneric(
  sourceType: string,
  value: unknown,
): Array<{ name: string; fields: string[]; conditions: string[] }> {
  const body = requireObject(value, 'The schema');
  if (!Array.isArray(body.objects)) throw badRequest("The field 'objects' must be an array.");
  return body.objects.map((object: unknown, i: number) => {
    const model = requireObject(object, `objects[${i}]`);
    if (typeof model.name !== 'string' || !model.name) {
      throw badRequest(`The field 'objects[${i}].name' is required: an entity name.`);
    }
    if (!Array.isArray(model.fields)) throw badRequest(`The field 'objects[${i}].fields' must be an array.`);
    const names = model.fields.map((f: unknown) =>
      typeof f === 'string'
        ? f
        : typeof (f as Rec)?.id === 'string'
          ? (f as Rec).id
          : typeof (f as Rec)?.name === 'string'
            ? (f as Rec).name
            : undefined,
    );
    if (names.some((n: unknown) => n === undefined)) {
      throw badRequest(`The field 'objects[${i}].fields' must hold field names.`);
    }
    const entity = entityOf(sourceType, model.name);
    const unknown = names.filter((n: string) => !entity.some((f) => f.id === n));
    if (unknown.length) {
      throw badRequest(`The entity '${model.name}' has no field named: ${unknown.join(', ')}.`);
    }
    const conditions =
      model.conditions === undefined ? [] : stringList(model.conditions, `objects[${i}].conditions`);
    return { name: model.name, fields: names, conditions };
  });
}

/** Reads a specific form into the generic one. */
function fromSpecific(sourceType: string, value: unknown) {
  const body = requireObject(value, 'The schema');
  const objects = requireObject(body.objectsToGet, "The field 'objectsToGet'");
  return checkGeneric(sourceType, {
    objects: Object.entries(objects).map(([name, entry]) => {
      const model = requireObject(entry, `objectsToGet.${name}`);
      return { name, fields: model.fields ?? [], conditions: model.conditions };
    }),
  });
}

const toSpecific = (objects: Array<{ name: string; fields: string[]; conditions: string[] }>) => ({
  objectsToGet: Object.fromEntries(
    objects.map((object) => [object.name, { fields: object.fields, conditions: object.conditions }]),
  ),
});

function checkSource(ctx: EmulatorContext, value: unknown): Rec {
  const { id: _id, createdDate: _c, ...body } = requireObject(value, 'The source');
  if (typeof body.name !== 'string' || !body.name.trim()) {
    throw badRequest("The field 'name' is required: a non-empty string.", 'MISSING_FIELD');
  }
  if (typeof body.sourceType !== 'string' || !body.sourceType) {
    throw badRequest("The field 'sourceType' is required, e.g. SALESFORCE.", 'MISSING_FIELD');
  }
  schemaOf(body.sourceType);
  if (body.sourceVisibility !== undefined && !VISIBILITIES.includes(body.sourceVisibility)) {
    throw badRequest(`The field 'sourceVisibility' must be one of: ${VISIBILITIES.join(', ')}.`);
  }
  boolQuery(ctx, 'rebuild', false);
  boolQuery(ctx, 'updateSecurityProviders', false);
  const schema =
    body.schema === undefined ? undefined : { objects: checkGeneric(body.sourceType, body.schema) };
  return { ...body, sourceVisibility: body.sourceVisibility ?? 'SECURED', ...(schema ? { schema } : {}) };
}

export const schemaHandlers: Handlers = {
  'schema.create': async (ctx) => {
    const body = checkSource(ctx, await ctx.json());
    return created(sourcesOf(ctx).insert({ ...body, createdDate: Date.now() }));
  },
  'schema.get': (ctx) => sourcesOf(ctx).get(ctx.params.sourceId),
  'schema.update': async (ctx) => {
    const existing = sourcesOf(ctx).get(ctx.params.sourceId);
    const body = checkSource(ctx, await ctx.json());
    if (body.sourceType !== existing.sourceType) {
      throw badRequest(`The source type cannot change (it is ${existing.sourceType}).`);
    }
    const saved = { ...body, id: existing.id, createdDate: existing.createdDate };
    sourcesOf(ctx).records.set(existing.id, saved);
    return saved;
  },
  'schema.delete': (ctx) => {
    sourcesOf(ctx).delete(ctx.params.sourceId);
    return noContent();
  },
  'schema.listEntities': (ctx) => {
    const schema = schemaOf(ctx.params.sourceType);
    const offset = intQuery(ctx, 'offset', 0);
    const limit = intQuery(ctx, 'limit', 100);
    const text = ctx.query('query')?.toLowerCase();
    const ids = listQuery(ctx, 'entityIds');
    const all = Object.keys(schema)
      .filter((name) => !text || name.toLowerCase().includes(text))
      .filter((name) => !ids.length || ids.includes(name));
    return {
      entitiesCount: all.length,
      entities: all.slice(offset, offset + limit).map((name) => entityView(name)),
    };
  },
  // One entity, with its fields (those whose id holds `filter`).
  'schema.getEntity': (ctx) => {
    const { sourceType, entityId } = ctx.params;
    const filter = ctx.query('filter')?.toLowerCase();
    const fields = entityOf(sourceType, entityId).filter(
      (f) => !filter || f.id.toLowerCase().includes(filter),
    );
    return { entitiesCount: 1, entities: [entityView(entityId, fields)] };
  },
  'schema.listEntityFields': (ctx) => {
    const { sourceType, entityId } = ctx.params;
    return { entitiesCount: 1, entities: [entityView(entityId, entityOf(sourceType, entityId))] };
  },
  'schema.translateSpecific': async (ctx) => ({
    objects: fromSpecific(ctx.params.sourceType, await ctx.json()),
  }),
  'schema.translateSpecificWithFields': async (ctx) => {
    const { sourceType } = ctx.params;
    const objects = fromSpecific(sourceType, await ctx.json());
    return {
      objects: objects.map((object) => ({
        ...object,
        fields: object.fields.map((name) => entityOf(sourceType, object.name).find((f) => f.id === name)),
      })),
    };
  },
  'schema.translateGeneric': async (ctx) => toSpecific(checkGeneric(ctx.params.sourceType, await ctx.json())),
  'schema.getDefaultObjectsToGet': (ctx) =>
    toSpecific(
      Object.entries(schemaOf(ctx.params.sourceType))
        .slice(0, 2)
        .map(([name, fields]) => ({ name, fields: fields.slice(0, 3).map((f) => f.id), conditions: [] })),
    ),
  'schema.validateSlackToken': (ctx) => {
    const token = ctx.query('accessToken');
    if (!token) throw badRequest("The query parameter 'accessToken' is required.", 'MISSING_PARAMETER');
    return /^xox[abp]-[\w-]+$/.test(token) ? { valid: true, team: 'emulator' } : { valid: false };
  },
};
