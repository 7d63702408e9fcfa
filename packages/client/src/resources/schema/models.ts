import type { components } from '../../generated/schema-service';

type Schemas = components['schemas'];

/** Source types whose content the platform reads through a schema of entities and fields. */
export type SchemaSourceType = 'SALESFORCE' | 'SERVICENOW' | 'MICROSOFT_DYNAMICS' | 'ZENDESK' | (string & {});

/** A source made from a schema: which entities (objects) and fields of the remote system it indexes. */
export interface SchemaSourceModel {
  id: string;
  name: string;
  sourceType: SchemaSourceType;
  sourceVisibility?: 'PRIVATE' | 'SECURED' | 'SHARED' | (string & {});
  /** The remote system's address, e.g. a Salesforce instance URL. */
  instanceUrl?: string;
  /** What the source indexes, in the platform's generic form. */
  schema?: GenericSchemaModel;
  /** Creation time, in ms since the epoch. */
  createdDate?: number;
  [field: string]: unknown;
}

/** What creating or replacing a schema source takes: `name` and `sourceType` at least. */
export type NewSchemaSourceModel = Omit<SchemaSourceModel, 'id' | 'createdDate'>;

/** Options of a schema source's creation or replacement. */
export interface SaveSchemaSourceOptions {
  /** Rebuild the source at once. */
  rebuild?: boolean;
  updateSecurityProviders?: boolean;
}

/**
 * Credentials with which the platform reads the remote system's schema (secrets by vault reference).
 * `instanceUrl`, the remote system's address (e.g. `https://example.my.salesforce.com`), is required.
 */
export interface SchemaCredentialsQuery {
  instanceUrl: string;
  username?: string;
  /** The vault entry holding the password. */
  passwordGuid?: string;
  clientId?: string;
  clientSecretGuid?: string;
  oauthRefreshTokenGuid?: string;
}

/** Query of `schema.listEntities`. */
export interface ListSchemaEntitiesQuery extends SchemaCredentialsQuery {
  /** The vault entry holding an access token. */
  accessTokenGuid?: string;
  /** Index of the first entity to return (default 0). */
  offset?: number;
  /** How many entities to return at most. */
  limit?: number;
  /** Text in the entity's name or label. */
  query?: string;
  /** Only these entities: their ids, comma-separated (e.g. `Case,Account`), as the platform takes them. */
  entityIds?: string;
}

/**
 * An entity (object, table) of the remote system: `id` is its name there (e.g. `Case`); `fields` come
 * when it is read one entity at a time.
 */
export type SchemaEntityModel = Schemas['SchemaEntity'];

/** Entities of the remote system: a page of them (`entitiesCount` match in all), or the one asked for. */
export type SchemaEntitiesModel = Schemas['SchemaEntities'];

/**
 * A field of an entity of the remote system: `id` is its name there (e.g. `AccountId`); `type` the
 * remote type (`string`, `datetime`, `double`, `boolean`, `reference`, ...); `reference`, for a
 * `reference` field, the entity it points at.
 */
export type SchemaFieldModel = Schemas['SchemaField'];

/**
 * The platform's generic form of what a schema source indexes: `objects`, each an entity of the remote
 * system (`ObjectName`, e.g. `Case`) with the names of the fields to index (`Fields`), and for
 * Salesforce its relationships (`ParentRelationships`, `childRelationships`, `polymorphicRelationships`).
 */
export type GenericSchemaModel = Schemas['GenericObjectsToGet'];

/** An object (entity) of the generic form. */
export type GenericSchemaObjectModel = Schemas['GenericObject'];

/**
 * The source type's own (specific) form of what a schema source indexes: an object whose shape each
 * source type decides. (The emulator's: each entity's name mapped to `{ fields }`, the field names, or
 * for `translateSpecificWithFields` the fields with their remote types.)
 */
export type SpecificSchemaModel = Schemas['SpecificObjectsToGet'];
