import type { QueryOf, WithRequired } from '../../../core/published';
import type { components, operations } from '../../../generated/usage-analytics-read';

type Schemas = components['schemas'];

/** The kind of a usage-analytics report. */
export type UaReportType = Schemas['ReportModelV15']['type'];

/** Who may view a report: `PUBLIC` (every analytics viewer) or `PRIVATE` (the allowed users and groups). */
export type UaReportAccessType = NonNullable<Schemas['ReportAccessResponseV15']['accessType']>;

/**
 * A usage-analytics report (a dashboard or an explorer view), as stored: `account` is the organization
 * it belongs to; `allAnalyticsViewer`, whether every analytics viewer may see it; `configuration` (tabs,
 * cards, date range, ...) is left out of lists with `includeConfig: false`; `filters`, the ids of the
 * reporting filters applied; `type`, a {@link UaReportType} (typed as any string, as published).
 */
export type UaReportModel = WithRequired<
  Schemas['ReportResponseV15'],
  'id' | 'account' | 'displayName' | 'allAnalyticsViewer' | 'filters' | 'type'
>;

/**
 * A report to create or the replacement of one: what {@link UaReportModel} holds but `id` and
 * `account`. The platform requires all but `filters`.
 */
export type NewUaReportModel = Schemas['ReportModelV15'];

/** What a report creation or update answers: the report's id. */
export type UaReportIdModel = Required<Schemas['ReportIdResponseV15']>;

/** Query of `ua.reports.list`: `type` (one or both, `EXPLORER,DASHBOARD`), `includeConfig` (default `true`). */
export type ListUaReportsQuery = QueryOf<operations['get__v15_reports']>;

/** Query of `ua.reports.get`: `tz`, an IANA name (`America/Montreal`) or an offset (`Z`, `-05:00`); default `Z` (UTC). */
export type GetUaReportQuery = QueryOf<operations['get__v15_reports_{reportId}']>;

/** What a usage-analytics user or group holds: the ids of the permission filters applied to it and of the reports it may view. */
export interface UaAccountMetaModel {
  filters: string[];
  reports: string[];
}

/** A user as usage analytics sees it: `userId` (its username, usually an e-mail address), `account` (the organization). */
export type UaUserModel = WithRequired<
  Schemas['UserResponseV15'],
  'userId' | 'account' | 'filters' | 'reports'
>;

/** A group of the organization as usage analytics sees it (`groupId`, the platform group's id). */
export type UaGroupModel = WithRequired<
  Schemas['GroupResponseV15'],
  'groupId' | 'account' | 'filters' | 'reports'
>;

/** Who may view a report. */
export type UaReportAccessModel = WithRequired<
  Omit<Schemas['ReportAccessResponseV15'], 'allowedUsers' | 'allowedGroups'>,
  'accessType'
> & { allowedUsers: UaUserModel[]; allowedGroups: UaGroupModel[] };

/**
 * The replacement of a report's access: its type, and the user ids and group ids allowed. A list left
 * out is emptied; the access type left out stays as it was.
 */
export type UaReportAccessRequest = Schemas['ReportAccessModelV15'];

/** The users who may view a report. */
export type UaReportUsersModel = WithRequired<
  Omit<Schemas['ReportUsersResponseV15'], 'allowedUsers'>,
  'access'
> & {
  allowedUsers: UaUserModel[];
};

/** Query of the report template calls: `includeMetadata` adds each template's `description` and `category` (default `false`). */
export type UaReportTemplateQuery = QueryOf<operations['get__v15_reports_templates_{templateId}']>;

/** Query of `ua.reports.listTemplates`: the report type of the templates, required. */
export type ListUaReportTemplatesQuery = WithRequired<
  QueryOf<operations['get__v15_reports_templates']>,
  'type'
>;

/**
 * A ready-made report configuration to start a report from (`category` e.g. `Search`, `Content`,
 * `Commerce`). `type` is not in the published answer.
 */
export type UaReportTemplateMetadataModel = WithRequired<
  Schemas['TemplateMetadataResponseV15'],
  'id' | 'title'
> & {
  type?: UaReportType;
};

/** A report template with its configuration, to be used as a new report's `configuration`. */
export type UaReportTemplateModel = UaReportTemplateMetadataModel &
  WithRequired<Schemas['TemplateResponseV15'], 'configuration'>;
