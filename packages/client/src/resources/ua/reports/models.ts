import type { UaOrganizationQuery } from '../serviceModels';

/** The kind of a usage-analytics report. */
export type UaReportType = 'DASHBOARD' | 'EXPLORER';

/** Who may view a report: `PUBLIC` (every analytics viewer) or `PRIVATE` (the allowed users and groups). */
export type UaReportAccessType = 'PUBLIC' | 'PRIVATE' | (string & {});

/** A usage-analytics report (a dashboard or an explorer view), as stored. */
export interface UaReportModel {
  /** Set by the platform on creation. */
  id: string;
  /** The usage-analytics account (the organization) the report belongs to. */
  account: string;
  displayName: string;
  type: UaReportType;
  /** Whether every analytics viewer of the organization may see the report. */
  allAnalyticsViewer: boolean;
  /** The report's configuration (tabs, cards, date range, ...), a JSON object. Left out of lists unless `includeConfig`. */
  configuration?: Record<string, unknown>;
  /** Ids of the reporting filters applied to the report. */
  filters: string[];
  [field: string]: unknown;
}

/**
 * A report to create or the replacement of one: what {@link UaReportModel} holds but `id` and
 * `account`. The platform requires all but `filters`.
 */
export interface NewUaReportModel {
  displayName: string;
  type: UaReportType;
  allAnalyticsViewer: boolean;
  configuration: Record<string, unknown>;
  filters?: string[];
  [field: string]: unknown;
}

/** What a report creation or update answers: the report's id. */
export interface UaReportIdModel {
  id: string;
}

/** Query of `ua.reports.list`. */
export interface ListUaReportsQuery extends UaOrganizationQuery {
  /** Only reports of this type, or of both (`EXPLORER,DASHBOARD`). */
  type?: UaReportType | 'EXPLORER,DASHBOARD';
  /** Whether each report comes with its `configuration`. Default `false`. */
  includeConfig?: boolean;
}

/** Query of `ua.reports.get`. */
export interface GetUaReportQuery extends UaOrganizationQuery {
  /** Time zone for the report's date calculations: an IANA name (`America/Montreal`) or an offset (`Z`, `-05:00`). Default `Z` (UTC). */
  tz?: string;
}

/** What a usage-analytics user or group holds: the permission filters applied to it and the reports it may view. */
export interface UaAccountMetaModel {
  /** Ids of the permission filters applied. */
  filters: string[];
  /** Ids of the reports it may view. */
  reports: string[];
}

/** A user as usage analytics sees it. */
export interface UaUserModel extends UaAccountMetaModel {
  /** The user's id (its username, usually an e-mail address). */
  userId: string;
  /** The usage-analytics account (the organization). */
  account: string;
}

/** A group of the organization as usage analytics sees it. */
export interface UaGroupModel extends UaAccountMetaModel {
  /** The platform group's id. */
  groupId: string;
  account: string;
}

/** Who may view a report. */
export interface UaReportAccessModel {
  accessType: UaReportAccessType;
  allowedUsers: UaUserModel[];
  allowedGroups: UaGroupModel[];
}

/** The replacement of a report's access list: user ids and group ids. */
export interface UaReportAccessRequest {
  accessType: UaReportAccessType;
  allowedUsers: string[];
  allowedGroups: string[];
}

/** The users who may view a report. */
export interface UaReportUsersModel {
  access: UaReportAccessType;
  allowedUsers: UaUserModel[];
}

/** Query of the report template calls. */
export interface UaReportTemplateQuery extends UaOrganizationQuery {
  /** Whether each template comes with its `description` and `category`. Default `false`. */
  includeMetadata?: boolean;
}

/** Query of `ua.reports.listTemplates`. */
export interface ListUaReportTemplatesQuery extends UaReportTemplateQuery {
  /** The report type of the templates. */
  type: UaReportType;
}

/** A ready-made report configuration to start a report from. */
export interface UaReportTemplateMetadataModel {
  id: string;
  title: string;
  type?: UaReportType;
  /** With `includeMetadata`. */
  description?: string;
  /** With `includeMetadata`, e.g. `Search`, `Content`, `Commerce`. */
  category?: string;
}

/** A report template with its configuration, to be used as a new report's `configuration`. */
export interface UaReportTemplateModel extends UaReportTemplateMetadataModel {
  configuration: Record<string, unknown>;
}
