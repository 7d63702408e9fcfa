import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { fieldEndpoints } from './endpoints';
import type { FieldsCalls } from './endpoints.generated';
import type { FieldModel, FieldsPage, ListFieldsOptions, SearchFieldsModel } from './models';

/**
 * Fields of the organization's index (`/rest/organizations/{org}/indexes/fields`). A field's id is its `name`.
 *
 * Every method rejects with a `PlatformError` (status, `errorCode`, `message`) when the platform
 * answers with a non-success status; a GET resolves to `undefined` when aborted (its type says so only
 * when you passed a `signal`: see `GetResult`).
 */
export class Fields extends Resource<typeof fieldEndpoints> {
  get endpoints() {
    return fieldEndpoints;
  }
}

// The calls of Fields that follow the argument convention: Resource makes them from the endpoint table.
export interface Fields extends FieldsCalls {
  /**
   * Creates one field.
   * `POST /rest/organizations/{org}/indexes/fields` with the `FieldModel` as JSON.
   * @returns `{}` (204); {@link get} reads the field, with the defaults it was given.
   * @throws PlatformError 400 for a malformed field (name not `[a-z][a-z0-9_]*`, unknown type, ...);
   * 409 when a field of that name exists.
   */
  create(field: FieldModel, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Creates several fields at once, all or none.
   * `POST /rest/organizations/{org}/indexes/fields/batch/create` with a JSON array of `FieldModel`.
   * @returns `{}` (204).
   * @throws PlatformError 400 naming the first malformed or repeated field; 409 naming one that exists.
   */
  batchCreate(fields: FieldModel[], settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Replaces several fields at once, all or none; each is found by its `name`.
   * `PUT /rest/organizations/{org}/indexes/fields/batch/update` with a JSON array of `FieldModel`.
   * @returns `{}` (204).
   * @throws PlatformError 400 naming the first malformed field; 404 naming one that does not exist.
   */
  batchUpdate(fields: FieldModel[], settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Deletes several fields at once, all or none.
   * `DELETE /rest/organizations/{org}/indexes/fields/batch/delete?fields=a&fields=b` (repeated keys by
   * default; `settings.arrayFormat: 'comma'` sends `fields=a,b`, which the platform takes too).
   * @param query `fields`: the names of the fields to delete.
   * @returns `{}` (HTTP 204).
   * @throws PlatformError 400 when `fields` is missing or names a system field; 404 naming an unknown field.
   */
  batchDelete(query: { fields: string[] }, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Synchronizes the organization's fields with its index.
   * `POST /rest/organizations/{org}/indexes/fields/synchronize`, no body.
   * @returns `{}` (HTTP 204).
   * @throws PlatformError for a non-success response.
   */
  synchronize(settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Reads one field.
   * `GET /rest/organizations/{org}/indexes/fields/{fieldId}`.
   * @param fieldId the field's name.
   * @returns `FieldModel`.
   * @throws PlatformError 404 when the field does not exist.
   */
  get<S extends RequestSettings = {}>(fieldId: string, settings?: S): Promise<GetResult<FieldModel, S>>;

  /**
   * Replaces one field. The name cannot change: `field.name`, when set, must be `fieldId`.
   * `PUT /rest/organizations/{org}/indexes/fields/{fieldId}` with the `FieldModel` as JSON.
   * @returns `{}` (204); {@link get} reads the field as it now is.
   * @throws PlatformError 400 for a malformed field or a different name; 404 when the field does not exist.
   */
  update(fieldId: string, field: FieldModel, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Deletes one field.
   * `DELETE /rest/organizations/{org}/indexes/fields/{fieldId}`.
   * @returns `{}` (HTTP 204).
   * @throws PlatformError 400 for a system field; 404 when the field does not exist.
   */
  delete(fieldId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Lists fields one page at a time, filtered and sorted (by name, ascending, unless told otherwise).
   * `GET /rest/organizations/{org}/indexes/page/fields` with the options as query parameters
   * (`page` 0-based; `perPage` or `pageSize`).
   * @returns `{ items: FieldModel[], totalEntries, totalPages }`.
   * @throws PlatformError 400 for an invalid origin, type, sort or page parameter.
   */
  list<S extends RequestSettings = {}>(
    query?: ListFieldsOptions,
    settings?: S,
  ): Promise<GetResult<FieldsPage, S>>;

  /**
   * Searches fields with filters in the body. `POST /rest/organizations/{org}/indexes/fields/search`.
   * @param search `filters` (`name`, `type`, `origin`, `facet`, `sort`), `sortBy`, `order`, `page` (0-based), `perPage`.
   * @returns `{ items: FieldModel[], totalEntries, totalPages }`. @throws PlatformError 400 for a bad filter.
   */
  search(search: SearchFieldsModel, settings?: RequestSettings): Promise<FieldsPage>;
}
