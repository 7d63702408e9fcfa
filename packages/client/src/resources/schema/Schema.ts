import { jsonText } from '../../core/encode';
import type { GetResult, RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import { schemaEndpoints } from './endpoints';
import type { SchemaCalls } from './endpoints.generated';
import type {
  GenericSchemaModel,
  ListSchemaEntitiesQuery,
  NewSchemaSourceModel,
  SaveSchemaSourceOptions,
  SchemaCredentialsQuery,
  SchemaEntitiesModel,
  SchemaSourceModel,
  SpecificSchemaModel,
} from './models';
import { SchemaSalesforce } from './SchemaSalesforce';

/**
 * Sources built from the schema of a remote system (Salesforce, ServiceNow, Dynamics, ...)
 * (`/rest/organizations/{org}/schema/sources`): the sources, the remote entities and fields, and
 * translation between the platform's generic form and each source type's specific form (the
 * translate calls take their form as JSON text, as the platform publishes them).
 * Every method rejects with `PlatformError` for a non-success answer (404 for an unknown source or
 * entity, 400 for malformed input or a source type without a schema).
 */
export class Schema extends Resource<typeof schemaEndpoints> {
  get endpoints() {
    return schemaEndpoints;
  }

  /**
   * Translates the generic form, sent as JSON text, into a source type's specific form.
   * `POST /rest/organizations/{org}/schema/sources/{sourceType}/translate/specific`, the body the text.
   * @param generic the generic form as JSON text, e.g.
   * `JSON.stringify({ objects: [{ ObjectName: 'Case', Fields: ['Id', 'Subject'] }] })`, sent as it is
   * (as the published body type says; an object given in its place is sent as its JSON, the same body).
   * @returns the specific form, whose shape the source type decides.
   * @throws PlatformError 400 for text that is not a generic form, or that names an entity or field the
   * remote system lacks.
   */
  translateSpecific(
    sourceType: string,
    generic: string,
    settings?: RequestSettings,
  ): Promise<SpecificSchemaModel> {
    return this.call('translateSpecific', { path: { sourceType }, body: generic }, jsonText(settings));
  }

  /**
   * Translates the generic form into the specific form, each field with its remote type and display
   * name (`SchemaFieldModel`), read from the remote system with the credentials given.
   * `POST /rest/organizations/{org}/schema/sources/{sourceType}/translate/specificWithFields`, the body the text.
   * @param generic the generic form as JSON text (see {@link Schema.translateSpecific}).
   * @param query the credentials with which the platform reads the remote system.
   * @throws PlatformError 400 for text that is not a generic form, 404 for an unknown entity.
   */
  translateSpecificWithFields(
    sourceType: string,
    generic: string,
    query?: SchemaCredentialsQuery,
    settings?: RequestSettings,
  ): Promise<SpecificSchemaModel> {
    return this.call(
      'translateSpecificWithFields',
      { path: { sourceType }, body: generic, query },
      jsonText(settings),
    );
  }

  /**
   * Translates a source type's specific form, sent as JSON text, into the generic form.
   * `POST /rest/organizations/{org}/schema/sources/{sourceType}/translate/generic`, the body the text.
   * @param specific the specific form as JSON text (as `translateSpecific` answers it, stringified).
   * @returns `{ objects: [{ ObjectName, Fields, ... }] }`.
   * @throws PlatformError 400 for text that is not a specific form, or that names an entity or field the
   * remote system lacks.
   */
  translateGeneric(
    sourceType: string,
    specific: string,
    settings?: RequestSettings,
  ): Promise<GenericSchemaModel> {
    return this.call('translateGeneric', { path: { sourceType }, body: specific }, jsonText(settings));
  }
}

// The calls of Schema that follow the argument convention: Resource makes them from the endpoint table.
export interface Schema extends SchemaCalls {
  /**
   * Creates a source from a schema. `POST /rest/organizations/{org}/schema/sources`.
   * @param source `name` and `sourceType` are required; `schema` says what to index.
   * @param query `rebuild`, `updateSecurityProviders`.
   * @returns the new source, with its `id`.
   */
  create(
    source: NewSchemaSourceModel,
    query?: SaveSchemaSourceOptions,
    settings?: RequestSettings,
  ): Promise<SchemaSourceModel>;

  /** Reads a schema source. `GET /rest/organizations/{org}/schema/sources/{sourceId}`. @throws PlatformError 404 if unknown. */
  get<S extends RequestSettings = {}>(
    sourceId: string,
    settings?: S,
  ): Promise<GetResult<SchemaSourceModel, S>>;

  /**
   * Replaces a schema source. `PUT /rest/organizations/{org}/schema/sources/{sourceId}`.
   * @param query `rebuild`, `updateSecurityProviders`. @throws PlatformError 404 if unknown.
   */
  update(
    sourceId: string,
    source: NewSchemaSourceModel,
    query?: SaveSchemaSourceOptions,
    settings?: RequestSettings,
  ): Promise<SchemaSourceModel>;

  /** Deletes a schema source. `DELETE /rest/organizations/{org}/schema/sources/{sourceId}`. @returns `{}` (204). */
  delete(sourceId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Lists the entities of the remote system. `GET /rest/organizations/{org}/schema/sources/{sourceType}/entities`.
   * @param query `query` (text in the name), `entityIds`, `offset` and `limit`, and the credentials.
   * @returns `{ entitiesCount, entities: SchemaEntityModel[] }` (`entitiesCount`: how many match in all).
   * @throws PlatformError 400 for a source type without a schema.
   */
  listEntities<S extends RequestSettings = {}>(
    sourceType: string,
    query?: ListSchemaEntitiesQuery,
    settings?: S,
  ): Promise<GetResult<SchemaEntitiesModel, S>>;

  /**
   * Reads an entity, with its fields. `GET /rest/organizations/{org}/schema/sources/{sourceType}/entities/{entityId}`.
   * @param query `filter` (text in a field's name), and the credentials.
   * @returns `{ entitiesCount: 1, entities: [SchemaEntityModel] }`, the entity with its fields.
   * @throws PlatformError 404 for an unknown entity.
   */
  getEntity<S extends RequestSettings = {}>(
    sourceType: string,
    entityId: string,
    query?: SchemaCredentialsQuery & { filter?: string },
    settings?: S,
  ): Promise<GetResult<SchemaEntitiesModel, S>>;

  /**
   * Lists the fields of an entity.
   * `GET /rest/organizations/{org}/schema/sources/{sourceType}/entities/{entityId}/fields`.
   * @returns `{ entitiesCount: 1, entities: [SchemaEntityModel] }`: the entity with its `fields`
   * (`SchemaFieldModel[]`). @throws PlatformError 404 for an unknown entity.
   */
  listEntityFields<S extends RequestSettings = {}>(
    sourceType: string,
    entityId: string,
    query?: SchemaCredentialsQuery,
    settings?: S,
  ): Promise<GetResult<SchemaEntitiesModel, S>>;

  /**
   * What a new source of this type indexes unless told otherwise, in the generic form.
   * `GET /rest/organizations/{org}/schema/sources/{sourceType}/defaultObjectsToGet`.
   * @returns `{ objects: [{ ObjectName, Fields }] }`.
   * @throws PlatformError 400 for a source type without a schema.
   */
  getDefaultObjectsToGet<S extends RequestSettings = {}>(
    sourceType: string,
    settings?: S,
  ): Promise<GetResult<SpecificSchemaModel, S>>;

  /**
   * Checks a Slack access token. `POST /rest/organizations/{org}/schema/sources/SLACK/validateToken?accessToken=`.
   * @returns `{ valid, team? }`. @throws PlatformError 400 without a token.
   */
  validateSlackToken(
    query: { accessToken: string; accessTokenGuid?: string },
    settings?: RequestSettings,
  ): Promise<{ valid: boolean; team?: string }>;
}

/** The areas of calls under {@link Schema}, each a class of its own: `PlatformClient` nests them. */
export const schemaAreas = {
  /** Salesforce schemas read by the schema service, and the Salesforce trial statuses. */
  salesforce: SchemaSalesforce,
} as const satisfies Areas;
