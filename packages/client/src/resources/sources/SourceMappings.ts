import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { sourceMappingEndpoints } from './endpoints';
import type { SourcesMappingsCalls } from './endpoints.generated';
import type { SourceMappingsModel } from './models';

/** A source's mapping rules (`/rest/organizations/{org}/sources/{sourceId}/mappings`): which item metadata fills which field. */
export class SourceMappings extends Resource<typeof sourceMappingEndpoints> {
  get endpoints() {
    return sourceMappingEndpoints;
  }

  /**
   * Replaces a source's mappings. `PUT /rest/organizations/{org}/sources/{sourceId}/mappings`.
   * @param mappings every rule names an existing `field` and its `content` statements (e.g. `%[title]`).
   * @param query `rebuild` (default `false`, sent as the platform's own client sends it): rebuild the
   *   source so that its items get the new values.
   * @returns the saved mappings, with rule ids.
   * @throws PlatformError 404 for an unknown source, 400 for a malformed rule or an unknown field.
   */
  update(
    sourceId: string,
    mappings: Pick<SourceMappingsModel, 'common'> & Partial<SourceMappingsModel>,
    query?: { rebuild?: boolean },
    settings?: RequestSettings,
  ) {
    return this.call<SourceMappingsModel>(
      'update',
      { path: { sourceId }, body: mappings, query: { rebuild: false, ...query } },
      settings,
    );
  }
}

// The calls of SourceMappings that follow the argument convention: Resource makes them from the endpoint table.
export interface SourceMappings extends SourcesMappingsCalls {
  /**
   * Reads a source's mappings. `GET /rest/organizations/{org}/sources/{sourceId}/mappings`.
   * @returns `{ common: { rules }, types: [{ type, rules }] }`, each rule `{ id, field, content: string[] }`.
   * @throws PlatformError 404 for an unknown source.
   */
  get<S extends RequestSettings = {}>(
    sourceId: string,
    settings?: S,
  ): Promise<GetResult<SourceMappingsModel, S>>;
}
