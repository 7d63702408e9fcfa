import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { sourceFieldEndpoints } from './endpoints';
import type { SourcesFieldsCalls } from './endpoints.generated';
import type { ListSourceFieldsQuery, SourceFieldModel, SourceFieldPage } from './models';

/**
 * Index fields seen from the sources (`/rest/organizations/{org}/sources/...fields`): the same fields as
 * the index field calls, with the sources and mapping rules that fill them. A field's id is its name.
 */
export class SourceFields extends Resource<typeof sourceFieldEndpoints> {
  get endpoints() {
    return sourceFieldEndpoints;
  }

  /**
   * Reads one field. `GET /rest/organizations/{org}/sources/fields/{fieldId}`.
   * @param query `includeMappings` (default `true`, sent as the platform's own client sends it) adds the
   *   field's `sources` and `mappings`.
   * @returns `SourceFieldModel`.
   * @throws PlatformError 404 for an unknown field.
   */
  get<S extends RequestSettings = {}>(fieldId: string, query?: { includeMappings?: boolean }, settings?: S) {
    return this.call<SourceFieldModel, S>(
      'get',
      { path: { fieldId }, query: { includeMappings: true, ...query } },
      settings,
    );
  }
}

// The calls of SourceFields that follow the argument convention: Resource makes them from the endpoint table.
export interface SourceFields extends SourcesFieldsCalls {
  /**
   * Lists one page of fields. `GET /rest/organizations/{org}/sources/page/fields`.
   * @param query `page` (0-based), `perPage`; `filter` (text in name or description), `type`, `origin`
   *   (`ALL`, `USER`, `SYSTEM`), `projectId`, `sortBy` (`NAME`, `TYPE`, `DESCRIPTION`), `order`;
   *   `includeMappings` adds each field's `sources` and `mappings`.
   * @returns `{ items: SourceFieldModel[], totalEntries, totalPages }`.
   * @throws PlatformError 400 for an invalid enumeration value or page value.
   */
  list<S extends RequestSettings = {}>(
    query?: ListSourceFieldsQuery,
    settings?: S,
  ): Promise<GetResult<SourceFieldPage, S>>;

  /**
   * Updates a field (its name cannot change). `PUT /rest/organizations/{org}/sources/fields/{fieldId}`.
   * @returns `{}` (204); read the field with {@link get}.
   * @throws PlatformError 404 for an unknown field, 400 for an invalid type or a different name.
   */
  update(
    fieldId: string,
    field: Partial<SourceFieldModel>,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Creates a field. `POST /rest/organizations/{org}/sources/fields`.
   * @param field `name` required (lowercase letters, digits, `_`; starting with a letter); `type`
   *   defaults to `STRING`.
   * @returns `{}` (204); read the field with {@link get}.
   * @throws PlatformError 400 for an invalid name or type, 409 when the field exists.
   */
  create(field: SourceFieldModel, settings?: RequestSettings): Promise<Record<string, never>>;
}
