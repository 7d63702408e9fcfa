import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { apiKeyTemplateEndpoints } from './endpoints';
import type { ApiKeysTemplatesCalls } from './endpoints.generated';
import type { ApiKeyTemplateEligibilityModel, ApiKeyTemplateModel } from './models';

/** API key templates (`/rest/organizations/{org}/templates/apikeys`): named sets of privileges to create keys from. */
export class ApiKeyTemplates extends Resource<typeof apiKeyTemplateEndpoints> {
  get endpoints() {
    return apiKeyTemplateEndpoints;
  }
}

// The calls of ApiKeyTemplates that follow the argument convention: Resource makes them from the endpoint table.
export interface ApiKeyTemplates extends ApiKeysTemplatesCalls {
  /**
   * Tells, per template, whether the caller may generate a key from it: a key holds no privilege its
   * creator lacks. `GET /rest/organizations/{org}/templates/apikeys/privileges/eligibility`.
   * @returns `ApiKeyTemplateEligibilityModel[]`: `{ id, canGenerate, missingPrivileges }` per template.
   * @throws PlatformError for a non-success response.
   */
  listPrivilegesEligibility<S extends RequestSettings = {}>(
    settings?: S,
  ): Promise<GetResult<ApiKeyTemplateEligibilityModel[], S>>;

  /**
   * Reads a template. `GET /rest/organizations/{org}/templates/apikeys/{apiKeyTemplateId}`.
   * @returns `{ id, displayName, description, privileges }`. @throws PlatformError 404 if unknown.
   */
  get<S extends RequestSettings = {}>(
    apiKeyTemplateId: string,
    settings?: S,
  ): Promise<GetResult<ApiKeyTemplateModel, S>>;
}
