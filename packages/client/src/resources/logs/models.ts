import type { components } from '../../generated/source-logs';

/** Stages an item goes through while it is indexed (the published ones, and `CONVERTING`, which the spec names). */
export type LogTask = components['schemas']['IndexingPipelineLogTasks'] | 'CONVERTING' | (string & {});

/** What happened to an item at a stage. */
export type LogResult = components['schemas']['IndexingPipelineLogResults'] | (string & {});

/** The operation an entry logs: the Push API or crawler operation on the item. */
export type LogOperation = components['schemas']['IndexingPipelineLogOperations'];

/**
 * Which items' logs to read (the published `GetLogsOrFacetsRequestBodyModel`): every list narrows (empty
 * or absent: all), each `exclude…` list leaves out; `operations` are the source operations (`ADD`,
 * `DELETE`, ...), `sourcesIds` the sources the items come from, `resourceIds` other resources (e.g.
 * extensions) involved. `tasks` also takes `CONVERTING`.
 */
export type LogFiltersModel = Omit<components['schemas']['GetLogsOrFacetsRequestBodyModel'], 'tasks'> & {
  tasks?: LogTask[];
};

/** What the log calls take in their body. */
export interface LogsQueryModel {
  filters?: LogFiltersModel;
  [field: string]: unknown;
}

/** The period and item the log calls are about: `from` and `to` are ISO-8601 dates, both required. */
export interface LogsPeriodQuery {
  from: string;
  to: string;
  /** Only the logs of this item (its URI). */
  documentId?: string;
  /** How `documentId` matches item URIs: the whole URI (default), a part of it, or a `*` pattern. */
  documentIdMatching?: 'EXACT' | 'PARTIAL' | 'WILDCARD';
}

/** One log entry: what happened to an item at one stage of its indexing. */
export interface LogEntryModel {
  documentId: string;
  /** When it happened, ISO-8601. */
  datetime: string;
  task: LogTask;
  operation: string;
  result: LogResult;
  sourceId: string;
  organizationId: string;
  meta?: Record<string, unknown>;
  [field: string]: unknown;
}

/** A page of log entries. */
export interface LogsPageModel {
  items: LogEntryModel[];
  totalEntries: number;
  totalPages: number;
}

/**
 * Per facet, the values the matching entries hold, the most frequent first (`getFacetsStats` counts
 * them): the published `GetFacetsResponseBodyModel`, whose `tasks` may be `CONVERTING` too.
 */
export type LogFacetsModel = Omit<components['schemas']['GetFacetsResponseBodyModel'], 'tasks'> & {
  tasks?: LogTask[];
};

/** Per task, how many entries ended with each result. */
export interface LogFacetsStatsModel {
  total: number;
  tasks: Record<string, Record<string, number>>;
}
