import type { PrivilegeModel } from '../apiKeys/models';

/** The outcomes of a privilege evaluation (SPEC section 6). */
export type PrivilegeEvaluationResult =
  | 'GRANTED'
  | 'NOT_ALLOWED'
  | 'FORBIDDEN_FOR_ANONYMOUS_AUTHENTICATION'
  | 'FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_ANOTHER_ORGANIZATION'
  | 'FORBIDDEN_FOR_ORGANIZATION'
  | 'FORBIDDEN_FOR_ORGANIZATION_IN_READ_ONLY'
  | 'FORBIDDEN_FROM_REQUEST_LOCATION'
  | 'INVALID_PRIVILEGE_REQUEST';

/** The privilege asked for: owner, target domain, type (`VIEW` or `EDIT`) and optional target. */
export type PrivilegeRequestModel = Partial<PrivilegeModel> & { [field: string]: unknown };

/** What `privileges.evaluate` sends. */
export interface PrivilegeEvaluationModel {
  /** The organization the privilege would be used in. */
  organizationId: string;
  /** The privilege asked for. */
  request: PrivilegeRequestModel;
}

/** The verdict. */
export interface PrivilegeEvaluationResultModel {
  approved: boolean;
  evaluationResult: PrivilegeEvaluationResult;
  [field: string]: unknown;
}
