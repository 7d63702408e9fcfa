/** Kinds of resources a project groups. */
export type ProjectResourceType =
  | 'CATALOG'
  | 'CASE_ASSIST'
  | 'CRAWLING_MODULE'
  | 'EXTENSION'
  | 'IN_PRODUCT_EXPERIENCE'
  | 'INSIGHT_PANEL'
  | 'ML_MODEL'
  | 'QUERY_PIPELINE'
  | 'SEARCH_HUB'
  | 'SEARCH_PAGE'
  | 'SECURITY_PROVIDER'
  | 'SOURCE'
  | 'UA_REPORT'
  | (string & {});

/** What a project is for. */
export type ProjectType =
  | 'CASE_DEFLECTION'
  | 'COMMERCE'
  | 'COMMUNITY_PORTAL'
  | 'CORPORATE_WEBSITE'
  | 'HR_EMPLOYEE_PORTAL'
  | 'INTRANET'
  | 'IN_PRODUCT_SEARCH'
  | 'IT_EMPLOYEE_PORTAL'
  | 'OTHER'
  | 'SUPPORT_EXPERIENCE'
  | 'SUPPORT_PORTAL'
  | (string & {});

/** A project as written: a named group of the organization's resources. */
export interface NewProjectModel {
  /** 3 to 255 characters. */
  name: string;
  type: ProjectType;
  /** 3 to 510 characters. */
  description: string;
  /** Usernames of the project's points of contact. */
  pointsOfContact?: string[];
  /** Resource ids, by type: `{ SOURCE: ['id1'] }`. */
  resources?: Partial<Record<ProjectResourceType, string[]>>;
  editNotificationsEnabled?: boolean;
}

export interface ProjectModel extends NewProjectModel {
  id: string;
  createdBy?: string;
  /** ISO 8601. */
  createdDate?: string;
  createdFrom?: string;
  updatedBy?: string;
  /** ISO 8601. */
  updatedDate?: string;
}

export interface ListProjectsOptions {
  /** Part of the project's name, any case. */
  filter?: string;
  sortBy?:
    | 'NAME'
    | 'CREATED_BY'
    | 'CREATED_DATE'
    | 'UPDATED_BY'
    | 'UPDATED_DATE'
    | 'POINT_OF_CONTACT'
    | (string & {});
  order?: 'ASC' | 'DESC' | (string & {});
  page?: number;
  perPage?: number;
}

/** One page of projects. */
export interface ProjectPage {
  items: ProjectModel[];
  totalEntries: number;
  totalPages: number;
}

export interface ListAssociatedProjectsOptions {
  resourceType: ProjectResourceType;
}

/** A resource and the projects it belongs to. */
export interface AssociatedProjectsModel {
  id: string;
  projectIds: string[];
}

/** A project's resources, by type, split by whether they still exist in the organization. */
export interface ProjectResourcesByStatusModel {
  existing: Partial<Record<ProjectResourceType, string[]>>;
  missing: Partial<Record<ProjectResourceType, string[]>>;
}

export interface ListProjectResourcesOptions {
  /** Part of the resource's id or name, any case. */
  filter?: string;
  page?: number;
  perPage?: number;
}

/** A resource of a project. */
export interface ProjectResourceModel {
  id: string;
  name?: string;
  resourceType: ProjectResourceType;
}

/** One page of a project's resources. */
export interface ProjectResourcePage {
  items: ProjectResourceModel[];
  totalEntries: number;
  totalPages: number;
}
