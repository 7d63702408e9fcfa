import type { EmulatorContext } from '../context';
import { pageOf } from '../engine/listing';
import { badRequest, created, noContent, notFound } from '../http';
import { requireObject } from '../model/rest';
import {
  indexedByDefault,
  namedObject,
  parentRelationships,
  SALESFORCE_OBJECTS,
  SALESFORCE_ORGANIZATION,
  type SalesforceFieldFacts,
  type SalesforceObjectFacts,
} from '../model/salesforce';
import { own } from '../safe';
import type { Handlers } from './types';

/*
 * Schema sources: sources built from the entities and fields of a remote system. The emulator knows a
 * fixed schema per source type; a source's `schema` must name entities and fields of it. The generic
 * form is the platform's `{ objects: [{ ObjectName, Fields, ...relationships }] }`; the specific form,
 * the emulator's own, maps each entity to its fields: `{ [entity]: { fields, ...relationships } }`.
 * `translate/specific` takes the generic form (as JSON text) and answers the specific one;
 * `translate/generic` goes back.
 */

/** A field as the platform gives it: `reference` names the entity a `reference` field points at. */
type Field = { id: string; displayName: string; type: string; reference?: string };
/** An object of the generic form; relationships (`ParentRelationships`, ...) pass through as given. */
type GenericObject = { ObjectName: string; Fields: string[]; [relationships: string]: unknown };

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
  // The Salesforce organization the Salesforce source configuration calls describe too.
  SALESFORCE: Object.fromEntries(
    SALESFORCE_OBJECTS.map(({ name, fields }) => [
      name,
      fields.map((f) => field(f.name, f.type, f.referenceTo?.[0])),
    ]),
  ),
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

function schemaOf(sourceType: string): Record<string, Field[]> {
  const schema = own(SCHEMAS, sourceType);
  if (schema) return schema;
  const known = Object.keys(SCHEMAS).join(', ');
  throw badRequest(
    `The source type '${sourceType}' has no schema; use one of: ${known}.`,
    'INVALID_SOURCE_TYPE',
  );
}

function entityOf(sourceType: string, entityId: string): Field[] {
  const entity = own(schemaOf(sourceType), entityId);
  if (!entity) throw notFound(`Entity of ${sourceType}`, entityId);
  return entity;
}

const isNames = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string');

/** Checks that an entity of the source type's schema has every field named. */
function checkFields(sourceType: string, entityId: string, names: string[]): void {
  const entity = entityOf(sourceType, entityId);
  const unknown = names.filter((name) => !entity.some((f) => f.id === name));
  if (unknown.length) throw badRequest(`The entity '${entityId}' has no field named: ${unknown.join(', ')}.`);
}

/** Checks a generic form against the source type's schema: entities and fields it has. */
function checkGeneric(sourceType: string, body: unknown): GenericObject[] {
  const objects = requireObject(body, 'The generic form').objects;
  if (!Array.isArray(objects)) throw badRequest("The field 'objects' must be an array.");
  return objects.map((object: any, i: number) => {
    if (typeof object?.ObjectName !== 'string' || !isNames(object.Fields))
      throw badRequest(`objects[${i}] needs an 'ObjectName' (an entity) and 'Fields' (field names).`);
    checkFields(sourceType, object.ObjectName, object.Fields);
    return object;
  });
}

/** Reads a specific form into the generic one. */
function fromSpecific(sourceType: string, body: unknown): GenericObject[] {
  return Object.entries(requireObject(body, 'The specific form')).map(([name, entry]: [string, any]) => {
    const { fields, ...relationships } = requireObject(entry, `The entity '${name}'`);
    if (!isNames(fields)) throw badRequest(`The entity '${name}' needs 'fields': field names.`);
    checkFields(sourceType, name, fields);
    return { ObjectName: name, Fields: fields, ...relationships };
  });
}

/** The mapping that fills an index field (the entity and field names, lowercased) from an entity's field. */
const mappingOf = (type: string, field: string) => {
  const fieldName = `${type}${field}`.toLowerCase().replace(/[^a-z0-9_]/g, '');
  return { kind: 'MAPPING', type, fieldName, extractionMethod: 'METADATA', content: `%[${field}]` };
};

/**
 * The specific form of checked objects: field names, or with `sourceType` the fields its schema gives,
 * and with `mapped` the mappings of those fields too.
 */
const toSpecific = (objects: GenericObject[], sourceType?: string, mapped = false) =>
  Object.fromEntries(
    objects.map(({ ObjectName, Fields, ...relationships }) => {
      const entity = sourceType ? entityOf(sourceType, ObjectName) : undefined;
      const fields = entity ? Fields.map((name) => entity.find((f) => f.id === name)) : Fields;
      const mappings = mapped ? { mappings: Fields.map((name) => mappingOf(ObjectName, name)) } : {};
      return [ObjectName, { fields, ...mappings, ...relationships }];
    }),
  );

/** What a new source of the type indexes unless told otherwise: its first entities, a few fields each. */
const defaultObjects = (sourceType: string): GenericObject[] =>
  Object.entries(schemaOf(sourceType))
    .slice(0, 2)
    .map(([ObjectName, fields]) => ({ ObjectName, Fields: fields.slice(0, 3).map((f) => f.id) }));

/** One entity, with its fields (those whose id holds `filter`), as the entity calls answer it. */
function oneEntity({ sourceType, entityId }: Record<string, string>, filter = '') {
  const wanted = filter.toLowerCase();
  const fields = entityOf(sourceType, entityId).filter((f) => f.id.toLowerCase().includes(wanted));
  return { entitiesCount: 1, entities: [entityView(entityId, fields)] };
}

/** A schema source as stored: a name, a type that has a schema (the one it had), a schema of that type. */
function sourceBody(body: unknown, before?: Record<string, any>): Record<string, any> {
  const { id: _id, createdDate: _c, ...fields } = requireObject(body, 'The source');
  if (typeof fields.name !== 'string' || !fields.name.trim() || typeof fields.sourceType !== 'string') {
    throw badRequest(
      "A schema source needs a 'name' and a 'sourceType' such as SALESFORCE.",
      'MISSING_FIELD',
    );
  }
  schemaOf(fields.sourceType);
  if (before && fields.sourceType !== before.sourceType)
    throw badRequest(`The source type cannot change (it is ${before.sourceType}).`);
  if (fields.schema !== undefined)
    fields.schema = { objects: checkGeneric(fields.sourceType, fields.schema) };
  return { sourceVisibility: 'SECURED', ...fields };
}

// ---- The Salesforce organization's objects, as the schema service describes them for a session

/** The fields that may title an object's items: the first one it has does. */
const TITLE_FIELDS = ['Name', 'Title', 'Subject', 'CaseNumber'];
/** What every field of the organization is: a standard one, stored, readable, of one value. */
const STANDARD_FIELD = { custom: false, virtual: false, retrievable: true, multiValue: false };
/** What every object of the organization is: a standard one, searched, queried and replicated. */
const STANDARD_OBJECT = { searchable: true, queryable: true, replicateable: true, isCustomObject: false };

/** A field, mapped to the index field `sf` + the object's and the field's names (lowercased). */
function fieldDescription(objectName: string, facts: SalesforceFieldFacts, shouldIndexByDefault: boolean) {
  const long = facts.type === 'textarea';
  return {
    name: facts.name,
    coveoName: `sf${objectName}${facts.name}`.toLowerCase(),
    salesforceName: facts.name,
    label: facts.label,
    kind: facts.type,
    ...STANDARD_FIELD,
    filterable: !long,
    sortable: !long,
    mandatory: facts.type === 'id',
    shouldIndexByDefault,
    mapping: { extractionMethod: 'METADATA', content: `%[${facts.name}]` },
  };
}

/** An object, indexed by default unless of a content kind no preset names, and its parent relationships. */
function objectDescription(object: SalesforceObjectFacts, presets: string[]) {
  const byDefault = indexedByDefault(object, ({ preset }) => presets.includes(preset));
  const fields = object.fields.map((facts) => fieldDescription(object.name, facts, byDefault));
  const byName = Object.fromEntries(fields.map((f) => [f.name, [f]]));
  const relationships = parentRelationships(object);
  return {
    objectType: object.name,
    label: object.label,
    keyPrefix: object.keyPrefix,
    ...STANDARD_OBJECT,
    isKnowledgeObject: object.contentKind === 'KNOWLEDGEBASE',
    hasCustomFileType: false,
    shouldIndexByDefault: byDefault,
    titleFields: TITLE_FIELDS.filter((name) => object.fields.some((f) => f.name === name)).slice(0, 1),
    fields,
    relationships,
    fieldsByName: byName,
    fieldsByCoveoName: Object.fromEntries(fields.map((f) => [f.coveoName, f])),
    fieldsBySalesforceName: byName,
    relationshipsByName: Object.fromEntries(relationships.map((r) => [r.name, r])),
  };
}

const sourcesOf = (ctx: EmulatorContext) => ctx.store.collection('schemaSources', 'Schema source');

/** The index field types of Salesforce's date and amount fields (the others' values are text). */
const INDEX_TYPES: Record<string, string> = { date: 'DATE', datetime: 'DATE', currency: 'DOUBLE' };

/**
 * What a new Salesforce source gets: the objects loadObjects indexes by default, with those of the query's
 * `preset` (one of the content kinds' presets; another, such as the published `B2BProduct`, names objects this
 * Salesforce organization does not have, and adds none), with every field, each field's index field
 * (dates, amounts, text) and mapping.
 */
function defaultObjectsToGet(ctx: EmulatorContext) {
  const preset = ctx.query('preset') ?? '';
  const objects = SALESFORCE_OBJECTS.map((object) => objectDescription(object, [preset.toLowerCase()]));
  const chosen = objects.filter((object) => object.shouldIndexByDefault);
  const fields = chosen.flatMap(({ objectType, fields }) => fields.map((f) => ({ ...f, type: objectType })));
  return {
    objects: chosen.map(({ objectType, fields }) => ({
      ObjectName: objectType,
      Fields: fields.map((f) => f.name),
    })),
    mappings: fields.map(({ type, coveoName, mapping }) => ({
      kind: 'MAPPING',
      type,
      fieldName: coveoName,
      ...mapping,
    })),
    fields: fields.map(({ coveoName, kind }) => ({
      name: coveoName,
      type: own(INDEX_TYPES, kind) ?? 'STRING',
    })),
  };
}

/** The query's `presets` (comma-separated, any case), as loadObjects and loadOrganization read them. */
const presetsQuery = (ctx: EmulatorContext) => ctx.query('presets')?.toLowerCase().split(',') ?? [];

/** The Salesforce organization: its id, knowledge languages and data categories, and a summary of each object. */
function organizationDescription(ctx: EmulatorContext) {
  const { id, knowledgeLanguages, dataCategoryGroups } = SALESFORCE_ORGANIZATION;
  const presets = presetsQuery(ctx);
  const objects = SALESFORCE_OBJECTS.map((object) => {
    const description = objectDescription(object, presets);
    const { objectType, label, keyPrefix, isKnowledgeObject, hasCustomFileType, shouldIndexByDefault } =
      description;
    const kinds = { isKnowledgeObject, hasCustomFileType, shouldIndexByDefault };
    return { objectType, label, keyPrefix, ...STANDARD_OBJECT, ...kinds };
  });
  return { organizationId: id, objects, knowledgeLanguages, dataCategoryGroups };
}

export const schemaHandlers: Handlers = {
  'schema.create': async (ctx) =>
    created(sourcesOf(ctx).insert({ ...sourceBody(await ctx.json()), createdDate: Date.now() })),
  'schema.get': (ctx) => sourcesOf(ctx).get(ctx.params.sourceId),
  'schema.update': async (ctx) => {
    const { id, createdDate, ...before } = sourcesOf(ctx).get(ctx.params.sourceId);
    const saved = { ...sourceBody(await ctx.json(), before), id, createdDate };
    sourcesOf(ctx).records.set(id, saved);
    return saved;
  },
  'schema.delete': (ctx) => {
    sourcesOf(ctx).delete(ctx.params.sourceId);
    return noContent();
  },
  'schema.listEntities': (ctx) => {
    const text = ctx.query('query')?.toLowerCase() ?? '';
    const ids = ctx.query('entityIds')?.split(',') ?? [];
    const all = Object.keys(schemaOf(ctx.params.sourceType)).filter(
      (name) => name.toLowerCase().includes(text) && (!ids.length || ids.includes(name)),
    );
    const { start, size } = pageOf(ctx, ['offset', 'limit']);
    const entities = all.slice(start, size ? start + size : undefined).map((name) => entityView(name));
    return { entitiesCount: all.length, entities };
  },
  'schema.getEntity': (ctx) => oneEntity(ctx.params, ctx.query('filter')),
  'schema.listEntityFields': (ctx) => oneEntity(ctx.params),
  'schema.translateSpecific': async (ctx) =>
    toSpecific(checkGeneric(ctx.params.sourceType, await ctx.json())),
  'schema.translateSpecificWithFields': async (ctx) =>
    toSpecific(checkGeneric(ctx.params.sourceType, await ctx.json()), ctx.params.sourceType),
  'schema.translateGeneric': async (ctx) => ({
    objects: fromSpecific(ctx.params.sourceType, await ctx.json()),
  }),
  // The published call takes no body (the client sends `{}`): without objects, the type's defaults.
  'schema.translateSpecificWithMappings': async (ctx) => {
    const { sourceType } = ctx.params;
    const generic = await ctx.json(false);
    const given = generic?.objects !== undefined;
    const objects = given ? checkGeneric(sourceType, generic) : defaultObjects(sourceType);
    return toSpecific(objects, sourceType, true);
  },
  'schema.getDefaultObjectsToGet': (ctx) => ({ objects: defaultObjects(ctx.params.sourceType) }),
  'schema.salesforce.loadObjects': async (ctx) => {
    const { names } = requireObject(await ctx.json(), 'The body');
    if (!isNames(names)) throw badRequest("The field 'names' must list Salesforce objects, such as Case.");
    return names.map((name) => objectDescription(namedObject(name), presetsQuery(ctx)));
  },
  'schema.salesforce.loadOrganization': organizationDescription,
  // The organization is no trial: the published enums have one value each, which says so.
  'schema.salesforce.getTrialLicenseStatus': () => ({ status: 'CANNOT_START_TRIAL' }),
  'schema.salesforce.getTrialProvisioningStatus': (ctx) => {
    const id = ctx.query('salesforceOrganizationId') || SALESFORCE_ORGANIZATION.id;
    const description = `The Salesforce organization ${id} was not provisioned as a trial: there is nothing to provision.`;
    return { code: 'LEGACY', description, done: true };
  },
  'schema.salesforce.getDefaultObjectsToGet': defaultObjectsToGet,
  'schema.validateSlackToken': (ctx) =>
    /^xox[abp]-[\w-]+$/.test(ctx.query('accessToken') ?? '')
      ? { valid: true, team: 'emulator' }
      : { valid: false },
};
