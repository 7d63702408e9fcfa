import type { UaOrganizationQuery } from '../serviceModels';

/**
 * An export's state: `PENDING` while it is built, then `AVAILABLE` (its file can be downloaded) or
 * `FAILED`; `EXPIRED` once its file is no longer kept.
 */
export type ExportStatus = 'PENDING' | 'AVAILABLE' | 'FAILED' | 'EXPIRED' | (string & {});
/** Event tables an export can hold. */
export type ExportTable =
  | 'SEARCHES'
  | 'CLICKS'
  | 'CUSTOM_EVENTS'
  | 'KEYWORDS'
  | 'GROUPS'
  | 'ALL_EVENTS'
  | (string & {});
/** CSV flavour: `EXCEL` (for spreadsheets) or `NO_NEWLINE` (no line breaks inside values). */
export type CsvFileFormat = 'EXCEL' | 'NO_NEWLINE' | (string & {});
export type ExportScheduleFrequency = 'DAILY' | 'WEEKLY' | 'MONTHLY' | (string & {});
export type DayOfWeek =
  | 'MONDAY'
  | 'TUESDAY'
  | 'WEDNESDAY'
  | 'THURSDAY'
  | 'FRIDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | (string & {});

/** An export of events to CSV. */
export interface ExportModel {
  id: string;
  author: string;
  status: ExportStatus;
  /** The file can be downloaded (the export is `AVAILABLE`). */
  downloadable: boolean;
  /** Where to download the file, once `AVAILABLE`. */
  downloadLink?: string;
  /** When the export was requested, ms since the epoch. */
  startDate: number;
  /** The exported range, ms since the epoch. */
  from: number;
  to: number;
  filters: Record<string, string>;
  description: string;
  /** The file's size, in bytes (0 while pending). */
  size: number;
  tables?: ExportTable[];
  dimensions?: string[];
  usingDisplayNames?: boolean;
  scheduleId?: string;
  /** Rows in the file, header excluded. */
  rowCount?: number;
}

/** Which events to export: a range (ISO 8601, both included), tables and filters. */
export interface EstimateExportOptions extends UaOrganizationQuery {
  from: string;
  to: string;
  /** All tables unless given. */
  tables?: ExportTable[];
  /** Filters on every event, `dimension=='value'`, joined with AND. */
  f?: string[];
  /** Filters on searches and clicks only. */
  fs?: string[];
  /** Filters on custom events only. */
  fc?: string[];
}

/** Rows an export would hold, per table. Their sum is the export's row count. */
export interface ExportEstimateModel {
  estimates: Record<string, number>;
}

export interface GenerateExportOptions extends EstimateExportOptions {
  /** US-ASCII; the export's id unless given. */
  filename?: string;
  /** Description. */
  d?: string;
  /** Dimensions (columns) to export; a default set unless given. */
  dimensions?: string[];
  format?: CsvFileFormat;
  /** Column headers are display names rather than API names. */
  useDisplayNames?: boolean;
}

export interface GenerateVisitExportOptions extends Omit<GenerateExportOptions, 'tables' | 'fs' | 'fc'> {
  /** Rows ordered by visit, then date. */
  ordered?: boolean;
  /** Exclusion filters: visits with a matching event are left out. */
  fn?: string[];
  /** Visits are filtered, but their events are not. */
  hideEventFilters?: boolean;
}

export interface EstimateVisitExportOptions extends UaOrganizationQuery {
  from: string;
  to: string;
  f?: string[];
  /** Exclusion filters: visits with a matching event are left out. */
  fn?: string[];
  hideEventFilters?: boolean;
}

/** An export described as JSON (`create`): the same as {@link GenerateExportOptions}, by name. */
export interface CreateExportModel {
  from: string;
  to: string;
  tables?: ExportTable[];
  dimensions?: string[];
  commonFilters?: string[];
  searchesFilters?: string[];
  customEventsFilters?: string[];
  description?: string;
  filename?: string;
  exportFormat?: CsvFileFormat;
  useDisplayNames?: boolean;
}

/** A visit export described as JSON (`createVisits`). */
export interface CreateVisitExportModel {
  from: string;
  to: string;
  dimensions?: string[];
  inclusionFilters?: string[];
  exclusionFilters?: string[];
  hideEventFilters?: boolean;
  ordered?: boolean;
  description?: string;
  filename?: string;
  exportFormat?: CsvFileFormat;
  useDisplayNames?: boolean;
}

/** `getDownloadLink`'s answer: `downloadLink` appears once the export is complete. */
export interface ExportDownloadLinkModel {
  id: string;
  downloadLink?: string;
}

/** Options of `get`. */
export interface GetExportOptions extends UaOrganizationQuery {
  /**
   * `false` is what the client sends unless told. The platform publishes one answer for both, the
   * export's description (see `get`).
   */
  redirect?: boolean;
}

/** An export made on a schedule. */
export interface ExportScheduleModel {
  id: string;
  /** Who created the schedule. */
  author: string;
  frequency: ExportScheduleFrequency;
  /** For weekly schedules. */
  dayOfWeek?: DayOfWeek;
  /** IANA time zone, e.g. `America/Montreal`. */
  timezone: string;
  /** Empty unless given. */
  description: string;
  dimensions?: string[];
  tables?: ExportTable[];
  /** The filters by kind (`commonFilters`, `searchesFilters`, `customEventsFilters`), joined with AND. */
  filters: Record<string, string>;
  usingDisplayNames?: boolean;
  notificationsEmails?: string[];
}

/** A schedule to create or replace. */
export interface NewExportScheduleModel {
  frequency: ExportScheduleFrequency;
  dayOfWeek?: DayOfWeek;
  timezone: string;
  description?: string;
  dimensions?: string[];
  tables?: ExportTable[];
  commonFilters?: string[];
  searchesFilters?: string[];
  customEventsFilters?: string[];
  exportFormat?: CsvFileFormat;
  usingDisplayNames?: boolean;
  notificationsEmails?: string[];
}
