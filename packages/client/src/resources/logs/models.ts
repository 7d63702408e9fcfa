import type { WithRequired } from '../../core/published';
import type { components } from '../../generated/source-logs';

/** Stages an item goes through while it is indexed (`CRAWLING`, `PROCESSING`, `MAPPING`, `INDEXING`, ...). */
export type LogTask = components['schemas']['IndexingPipelineLogTasks'];

/** What happened to an item at a stage. */
export type LogResult = components['schemas']['IndexingPipelineLogResults'] | (string & {});

/** The operation an entry logs: the Push API or crawler operation on the item. */
export type LogOperation = components['schemas']['IndexingPipelineLogOperations'];

/**
 * Which items' logs to read, the body of every log call (the published `GetLogsOrFacetsRequestBodyModel`):
 * each list narrows when not empty, each `exclude…` list leaves its values out; `operations` are the
 * source operations (`ADD`, `DELETE`, ...), `sourcesIds` the sources the items come from, `resourceIds`
 * the extensions and other resources involved.
 */
export type LogFiltersModel = components['schemas']['GetLogsOrFacetsRequestBodyModel'];

/** What the log calls take in their body: the filters, at its top level. */
export type LogsQueryModel = LogFiltersModel;

/** The period and item the log calls are about: `from` and `to`, both required, are ISO 8601 text or `Date`s. */
export interface LogsPeriodQuery {
  from: string | Date;
  to: string | Date;
  /** Only the logs of this item (its URI). */
  documentId?: string;
  /** How `documentId` matches item URIs: the whole URI (default), a part of it, or a `*` pattern. */
  documentIdMatching?: 'EXACT' | 'PARTIAL' | 'WILDCARD';
}

/**
 * One log entry: what happened to an item (`id`, its URI) at one stage of its indexing (the published
 * `IndexingPipelineLogEntry`). `datetime` is an ISO-8601 string, as the platform answers it (the
 * published type says W3C date-time).
 */
export type LogEntryModel = WithRequired<
  Omit<components['schemas']['IndexingPipelineLogEntry'], 'datetime' | 'task' | 'meta'>,
  'id' | 'guid' | 'operation' | 'result' | 'sourceId' | 'organizationId'
> & {
  datetime: string;
  task: LogTask;
  meta?: Record<string, unknown>;
};

/** A page of log entries (the published `GetLogsResponseBodyModel`), and whether another page follows. */
export interface LogsPageModel {
  documentLogEntries: LogEntryModel[];
  hasNextPage: boolean;
}

/**
 * Per facet, the values the matching entries hold, the most frequent first (`getFacetsStats` counts
 * them): the published `GetFacetsResponseBodyModel`.
 */
export type LogFacetsModel = components['schemas']['GetFacetsResponseBodyModel'];

/**
 * Per facet, how many matching entries hold each value (`{ tasks: { INDEXING: 40 }, ... }`): the
 * published `GetFacetsWithCountsResponseBodyModel`, whose maps it leaves untyped.
 */
export type LogFacetsStatsModel = {
  [facet in keyof components['schemas']['GetFacetsWithCountsResponseBodyModel']]-?: Record<string, number>;
};
