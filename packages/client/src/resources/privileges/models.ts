import type { components } from '../../generated/authorization';
import type { PrivilegeModel } from '../apiKeys/models';

/** The outcomes of a privilege evaluation (SPEC section 6), as the platform names them. */
export type PrivilegeEvaluationReport = NonNullable<
  components['schemas']['PrivilegeRequestEvaluationReportModel']['privilegeEvaluationResultCodes']
>[number];

/** The privilege asked for: `owner` and `targetDomain`, with an optional `type` (`VIEW`, `EDIT`) and `targetId`. */
export type RequestedPrivilegeModel = Pick<PrivilegeModel, 'owner' | 'targetDomain'> &
  Partial<Pick<PrivilegeModel, 'type' | 'targetId'>> & { [field: string]: unknown };

/** What `privileges.evaluate` sends: the spec's "request" is the platform's `requestedPrivilege`. */
export interface PrivilegeEvaluationModel {
  /** The organization the privilege would be used in. */
  organizationId: string;
  /** The privilege asked for. */
  requestedPrivilege: RequestedPrivilegeModel;
}

/** The verdict: the evaluation echoed, with `approved` and the `evaluationReport`. */
export interface PrivilegeEvaluationResultModel extends PrivilegeEvaluationModel {
  approved: boolean;
  /** Why: the outcomes of the evaluation, e.g. `['OPERATION_GRANTED']`. */
  evaluationReport: { privilegeEvaluationResultCodes: PrivilegeEvaluationReport[] };
  [field: string]: unknown;
}
