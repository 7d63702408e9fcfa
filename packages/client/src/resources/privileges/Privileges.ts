import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { privilegeEndpoints } from './endpoints';
import type { PrivilegesCalls } from './endpoints.generated';
import type { PrivilegeEvaluationModel, PrivilegeEvaluationResultModel } from './models';

/** Privilege evaluation (`/rest/privilege`). */
export class Privileges extends Resource<typeof privilegeEndpoints> {
  get endpoints() {
    return privilegeEndpoints;
  }

  /**
   * Asks whether the caller holds a privilege in an organization.
   * `POST /rest/privilege/evaluate` with the JSON body `{ organizationId, requestedPrivilege }`.
   * @param evaluation `organizationId` and `requestedPrivilege` (`owner`, `targetDomain`, optional `type` and `targetId`).
   * @returns the evaluation with `approved` and `evaluationReport`, e.g. `{ approved: false,
   *   evaluationReport: { privilegeEvaluationResultCodes: ['OPERATION_FORBIDDEN_FOR_ORGANIZATION'] }, ... }`.
   * @throws PlatformError 400 for a malformed body, or for any other non-success response.
   */
  async evaluate(evaluation: PrivilegeEvaluationModel, settings?: RequestSettings) {
    const { organizationId, requestedPrivilege } = evaluation;
    return this.call<PrivilegeEvaluationResultModel>(
      'evaluate',
      { body: { organizationId, requestedPrivilege } },
      settings,
    );
  }
}

export interface Privileges extends PrivilegesCalls {}
