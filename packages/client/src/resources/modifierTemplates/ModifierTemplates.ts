import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { modifierTemplateEndpoints } from './endpoints';
import type { ModifierTemplateModel, StatementDetailsModel } from './models';

/**
 * Statement templates for query pipelines (`/rest/modifiertemplates`), the same for every organization.
 * Rejects with `PlatformError` on a non-success answer.
 */
export class ModifierTemplates extends Resource<typeof modifierTemplateEndpoints> {
  get endpoints() {
    return modifierTemplateEndpoints;
  }
}

// The calls of ModifierTemplates that follow the argument convention: Resource makes them from the endpoint table.
export interface ModifierTemplates {
  /**
   * Lists the statement templates. `GET /rest/modifiertemplates`.
   * @returns `ModifierTemplateModel[]`: `{ id, name, feature, definition, parameters }`.
   */
  list<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<ModifierTemplateModel[], S>>;

  /**
   * Describes each statement feature. `GET /rest/modifiertemplates/statementdetails`.
   * @returns `StatementDetailsModel[]`: `{ feature, displayName, description, example }`.
   */
  listStatementDetails<S extends RequestSettings = {}>(
    settings?: S,
  ): Promise<GetResult<StatementDetailsModel[], S>>;
}
