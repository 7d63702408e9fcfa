import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { privilegeEndpoints } from './endpoints';
import type { PrivilegeEvaluationModel, PrivilegeEvaluationResultModel } from './models';

/** Privilege evaluation (`/rest/privilege`). */
export class Privileges extends Resource<typeof privilegeEndpoints> {
  readonly endpoints = privilegeEndpoints;

  /**
   * Asks whether the caller holds a privilege in an organization.
   * `POST /rest/privilege/evaluate` with the JSON body `{ organizationId, request }`.
   * @param evaluation `organizationId` and `request` (the privilege: `owner`, `targetDomain`, `type`, `targetId`).
   * @returns `{ approved, evaluationResult }`, e.g. `{ approved: false, evaluationResult: 'FORBIDDEN_FOR_ORGANIZATION' }`.
   * @throws PlatformError 400 for a malformed body, or for any other non-success response.
   */
  evaluate(evaluation: PrivilegeEvaluationModel, settings?: RequestSettings) {
    const { organizationId, request } = evaluation;
    return this.call<PrivilegeEvaluationResultModel>(
      'evaluate',
      { body: { organizationId, request } },
      settings,
    );
  }
}
