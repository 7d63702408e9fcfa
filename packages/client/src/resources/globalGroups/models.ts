import type { PrivilegeModel } from '../apiKeys/models';

/** A group defined platform-wide, across organizations. */
export interface GlobalGroupModel {
  id: string;
  displayName: string;
  description?: string;
  /** User names of the members. */
  members?: string[];
  privileges?: PrivilegeModel[];
  [field: string]: unknown;
}

/** What creating a global group takes: the platform gives the id. */
export type NewGlobalGroupModel = Omit<GlobalGroupModel, 'id'> & { id?: string };
