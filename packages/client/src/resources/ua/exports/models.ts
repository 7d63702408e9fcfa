import type { QueryOf, WithRequired } from '../../../core/published';
import type { components, operations } from '../../../generated/usage-analytics-read';

type Schemas = components['schemas'];

/**
 * An export's state: `PENDING` while it is built, then `AVAILABLE` (its file can be downloaded) or
 * `FAILED`; `EXPIRED` once its file is no longer kept.
 */
export type ExportStatus = Schemas['ExportResponseV15']['status'];
/** Event tables an export can hold. */
export type ExportTable = NonNullable<Schemas['ExportModelV15']['tables']>[number];
/** CSV flavour: `EXCEL` (for spreadsheets) or `NO_NEWLINE` (no line breaks inside values). */
export type CsvFileFormat = NonNullable<Schemas['ExportModelV15']['exportFormat']>;
export type ExportScheduleFrequency = Schemas['ExportScheduleModelV15']['frequency'];
export type DayOfWeek = NonNullable<Schemas['ExportScheduleModelV15']['dayOfWeek']>;

/**
 * An export of events to CSV: `downloadable` once `AVAILABLE` (then `downloadLink`); `startDate` (when
 * it was requested), `from` and `to` (the exported range) in ms since the epoch; `size` in bytes (0
 * while pending). `rowCount`, the rows in the file (header excluded), is not in the published answer.
 */
export type ExportModel = Schemas['ExportResponseV15'] & { rowCount?: number };

/**
 * Which events to export: a range (`from`, `to`: ISO 8601, both included; required, though the
 * published parameters are optional), `tables` (all unless given), filters `dimension=='value'` joined
 * with AND on every event (`f`), on searches and clicks (`fs`), on custom events (`fc`).
 */
export type EstimateExportOptions = WithRequired<
  QueryOf<operations['get__v15_exports_estimate']>,
  'from' | 'to'
>;

/** Rows an export would hold, per table. Their sum is the export's row count. */
export type ExportEstimateModel = Schemas['ExportEstimateResponseV15'];

/**
 * As {@link EstimateExportOptions}, and `filename` (US-ASCII; the export's id unless given), `d` (the
 * description), `dimensions` (columns; a default set unless given), `format`, `useDisplayNames`.
 */
export type GenerateExportOptions = WithRequired<QueryOf<operations['post__v15_exports']>, 'from' | 'to'>;

/**
 * `ordered` (rows by visit, then date), `f` (visits with a matching event are kept), `fn` (visits with a
 * matching event are left out), `hideEventFilters` (filters whose matching events are left out of the
 * visits kept: each filter inverted, joined with AND).
 */
export type GenerateVisitExportOptions = WithRequired<
  QueryOf<operations['post__v15_exports_visits']>,
  'from' | 'to'
>;

export type EstimateVisitExportOptions = WithRequired<
  QueryOf<operations['get__v15_exports_visits_estimate']>,
  'from' | 'to'
>;

/** An export described as JSON (`create`): the same as {@link GenerateExportOptions}, by name; `from` and `to` required. */
export type CreateExportModel = WithRequired<Schemas['ExportModelV15'], 'from' | 'to'>;

/** A visit export described as JSON (`createVisits`): the same as {@link GenerateVisitExportOptions}, by name. */
export type CreateVisitExportModel = WithRequired<Schemas['ExportVisitsModelV15'], 'from' | 'to'>;

/** `getDownloadLink`'s answer: `downloadLink` appears once the export is complete. */
export type ExportDownloadLinkModel = Schemas['ExportDownloadLinkResponseV15'];

/**
 * Options of `get`: `redirect` `false` is what the client sends unless told. The platform publishes one
 * answer for both, the export's description (see `get`).
 */
export type GetExportOptions = QueryOf<operations['get__v15_exports_{exportId}']>;

/**
 * An export made on a schedule: `author` created it; `dayOfWeek` for weekly schedules; `timezone` IANA
 * (e.g. `America/Montreal`); `filters` by kind (`commonFilters`, `searchesFilters`,
 * `customEventsFilters`), joined with AND.
 */
export type ExportScheduleModel = Schemas['ExportScheduleResponseV15'];

/** A schedule to create or replace. */
export type NewExportScheduleModel = Schemas['ExportScheduleModelV15'];
