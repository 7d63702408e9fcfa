import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { modifierTemplateEndpoints } from './endpoints';
import type { ModifierTemplateModel, StatementDetailsModel } from './models';

/**
 * Statement templates for query pipelines (`/rest/modifiertemplates`), the same for every organization.
 * Rejects with `PlatformError` on a non-success answer.
 */
export class ModifierTemplates extends Resource<typeof modifierTemplateEndpoints> {
  readonly endpoints = modifierTemplateEndpoints;

  /**
   * Lists the statement templates. `GET /rest/modifiertemplates`.
   * @returns `ModifierTemplateModel[]`: `{ id, name, feature, definition, parameters }`.
   */
  list(settings?: RequestSettings) {
    return this.call<ModifierTemplateModel[]>('list', {}, settings);
  }

  /**
   * Describes each statement feature. `GET /rest/modifiertemplates/statementdetails`.
   * @returns `StatementDetailsModel[]`: `{ feature, displayName, description, example }`.
   */
  listStatementDetails(settings?: RequestSettings) {
    return this.call<StatementDetailsModel[]>('listStatementDetails', {}, settings);
  }
}
