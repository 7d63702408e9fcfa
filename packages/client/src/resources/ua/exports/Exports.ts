import { PlatformError } from '../../../core/errors';
import type { GetResult, RequestSettings } from '../../../core/options';
import { type PollingOptions, waitUntil } from '../../../core/polling';
import { type Areas, Resource } from '../../../core/resource';
import type { UaOrganizationQuery, UaServiceHealthModel, UaServiceStatusModel } from '../serviceModels';
import { uaExportEndpoints, uaExportScheduleEndpoints } from './endpoints';
import type { UaExportsSchedulesCalls } from './endpoints.generated';
import type {
  CreateExportModel,
  CreateVisitExportModel,
  EstimateExportOptions,
  EstimateVisitExportOptions,
  ExportDownloadLinkModel,
  ExportEstimateModel,
  ExportModel,
  ExportScheduleModel,
  GenerateExportOptions,
  GenerateVisitExportOptions,
  GetExportOptions,
  NewExportScheduleModel,
} from './models';

/** Export schedules (`/rest/ua/v15/exports/schedules`): exports made daily, weekly or monthly. */
export class UaExportSchedules extends Resource<typeof uaExportScheduleEndpoints> {
  get endpoints() {
    return uaExportScheduleEndpoints;
  }
}

// The calls of UaExportSchedules that follow the argument convention: Resource makes them from the endpoint table.
export interface UaExportSchedules extends UaExportsSchedulesCalls {
  /**
   * Lists the export schedules. `GET /rest/ua/v15/exports/schedules?org=…`.
   * @returns `ExportScheduleModel[]`.
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<ExportScheduleModel[], S>>;

  /**
   * Creates an export schedule. `POST /rest/ua/v15/exports/schedules?org=…` with the schedule as JSON.
   * @returns the stored `ExportScheduleModel` (with its `id`, `author`, and `description`, empty unless given).
   * @throws PlatformError for a non-success response (400 for an unknown frequency, day or time zone).
   */
  create(
    schedule: NewExportScheduleModel,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<ExportScheduleModel>;

  /**
   * Reads an export schedule. `GET /rest/ua/v15/exports/schedules/{exportScheduleId}?org=…`.
   * @returns `ExportScheduleModel`.
   * @throws PlatformError for a non-success response (404 for an unknown schedule).
   */
  get<S extends RequestSettings = {}>(
    exportScheduleId: string,
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<ExportScheduleModel, S>>;

  /**
   * Replaces an export schedule. `PUT /rest/ua/v15/exports/schedules/{exportScheduleId}?org=…` with the schedule as JSON.
   * @returns the stored `ExportScheduleModel`.
   * @throws PlatformError for a non-success response (400 for a malformed schedule, 404 for an unknown one).
   */
  update(
    exportScheduleId: string,
    schedule: NewExportScheduleModel,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<ExportScheduleModel>;

  /**
   * Deletes an export schedule. `DELETE /rest/ua/v15/exports/schedules/{exportScheduleId}?org=…`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown schedule).
   */
  delete(
    exportScheduleId: string,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;
}

/** An export is ready to download. */
const isReady = (value: ExportModel) => value.downloadable === true || value.status === 'AVAILABLE';
/** An export that will never be ready. */
const isLost = (value: ExportModel) => value.status === 'FAILED' || value.status === 'EXPIRED';

/**
 * Exports of usage-analytics events to CSV (`/rest/ua/v15/exports`). The lifecycle: {@link generate}
 * (the export is `PENDING`), {@link waitUntilReady} (it is `AVAILABLE`), then {@link download} (its
 * content, streamed). An export can also end `FAILED`, or be `EXPIRED` once the platform no longer
 * keeps its file. Schedules are under {@link uaExportsAreas.schedules | schedules}.
 */
export class UaExports extends Resource<typeof uaExportEndpoints> {
  get endpoints() {
    return uaExportEndpoints;
  }

  /**
   * Reads an export. `GET /rest/ua/v15/exports/{exportId}?org=…&redirect=false`: the client sends
   * `redirect=false` unless told. The platform answers the `ExportModel` (`status`, `downloadable`,
   * `downloadLink` once `AVAILABLE`), with `redirect` true or false alike, as it publishes the call.
   * To fetch the file, use {@link download}: it reads the link and streams the file, sending the token
   * to the platform's own origin only.
   * @returns `ExportModel`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response (404 for an unknown export).
   */
  get<S extends RequestSettings = {}>(exportId: string, query?: GetExportOptions, settings?: S) {
    return this.call<ExportModel, S>(
      'get',
      { path: { exportId }, query: { redirect: false, ...query } },
      settings,
    );
  }

  /**
   * Reads an export until it is ready to download (`AVAILABLE`, or `downloadable`), every
   * `intervalMs` (default 1000 ms). `onPoll` sees each read, for progress.
   * @returns the ready `ExportModel`.
   * @throws Error when the export `FAILED` or is `EXPIRED` (its file is gone: generate it again);
   * PollingTimeoutError after `timeoutMs` (default 5 min); the signal's reason when aborted;
   * PlatformError for a non-success response.
   */
  async waitUntilReady(exportId: string, options: PollingOptions<ExportModel> = {}): Promise<ExportModel> {
    const ready = await waitUntil(
      () => this.get(exportId, undefined, { signal: options.signal }),
      (value) => isReady(value) || isLost(value),
      options,
    );
    if (ready.status === 'FAILED') throw new Error(`The export '${exportId}' failed.`);
    if (ready.status === 'EXPIRED') {
      throw new Error(`The export '${exportId}' has expired: its file is gone; generate the export again.`);
    }
    return ready;
  }

  /**
   * Downloads an export's file: reads its link ({@link getDownloadLink}), then fetches it. The bearer
   * token is sent only to the platform's own origin; a link (or a redirect) to any other host is
   * fetched without it. Read the content as a stream (`response.body`) or at once (`response.text()`).
   * @returns the file's `Response` (CSV).
   * @throws Error when the export is not ready (no link yet); PlatformError when the file's host
   * answers an error; NetworkError when it gives no answer.
   */
  async download(exportId: string, settings: RequestSettings = {}): Promise<Response> {
    const link = await this.getDownloadLink(exportId, undefined, settings);
    if (!link?.downloadLink) {
      throw new Error(
        `The export '${exportId}' has no download link yet: wait until it is ready (waitUntilReady).`,
      );
    }
    const platform = new URL(this.transport.platformHost).origin;
    let url = new URL(link.downloadLink, this.transport.platformHost);
    for (let hop = 0; hop < 10; hop++) {
      const own = url.origin === platform;
      const headers: Record<string, string> = {};
      if (own) headers.authorization = `Bearer ${await this.transport.accessToken()}`;
      // On the platform's origin redirects are followed by hand, so that the token stays there.
      // Through the client's own HTTP layer (its `fetch` or `http` option).
      const response = await this.transport.fetchUrl(
        url.href,
        { headers, redirect: own ? 'manual' : 'follow', signal: settings.signal },
        'ua.exports.download',
      );
      const location = response.headers.get('location');
      if (own && response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        const requestId = response.headers.get('x-request-id') ?? undefined;
        throw new PlatformError(response.status, requestId, await response.text(), 'GET', url.href);
      }
      return response;
    }
    throw new Error(`The download of export '${exportId}' was redirected too many times.`);
  }
}

// The calls of UaExports that follow the argument convention: Resource makes them from the endpoint table.
export interface UaExports {
  /**
   * Lists the organization's exports. `GET /rest/ua/v15/exports?org=…`.
   * @returns `ExportModel[]`.
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<ExportModel[], S>>;

  /**
   * Starts an export of events (its parameters in the query string).
   * `POST /rest/ua/v15/exports?org=…&from=…&to=…&tables=…&dimensions=…&f=…`, no body.
   * @returns the new `ExportModel`, `PENDING`; see {@link waitUntilReady}.
   * @throws PlatformError for a non-success response (400 for a malformed date, table, dimension or filter).
   */
  generate(query: GenerateExportOptions, settings?: RequestSettings): Promise<ExportModel>;

  /**
   * Starts an export described as JSON. `POST /rest/ua/v15/exports/create?org=…` with
   * `{ from, to, tables, dimensions, commonFilters, searchesFilters, customEventsFilters, ... }`.
   * @returns the new `ExportModel`, `PENDING`.
   * @throws PlatformError for a non-success response (400 for a malformed description).
   */
  create(
    model: CreateExportModel,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<ExportModel>;

  /**
   * An export's download link. `GET /rest/ua/v15/exports/{exportId}/downloadlink?org=…`.
   * @returns `{ id, downloadLink? }`: the link appears once the export is complete; it is usually on
   * another host (pre-signed) and needs no token.
   * @throws PlatformError for a non-success response (404 for an unknown export).
   */
  getDownloadLink<S extends RequestSettings = {}>(
    exportId: string,
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<ExportDownloadLinkModel, S>>;

  /**
   * Deletes an export. `DELETE /rest/ua/v15/exports/{exportId}?org=…`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown export).
   */
  delete(
    exportId: string,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Rows an export of these events would hold, per table (their sum is the export's row count).
   * `GET /rest/ua/v15/exports/estimate?org=…&from=…&to=…&tables=…&f=…`.
   * @returns `{ estimates: { SEARCHES: n, ... } }`.
   * @throws PlatformError for a non-success response.
   */
  estimate<S extends RequestSettings = {}>(
    query?: EstimateExportOptions,
    settings?: S,
  ): Promise<GetResult<ExportEstimateModel, S>>;

  /**
   * The most rows one export may hold. `GET /rest/ua/v15/exports/rowLimit?org=…`.
   * @returns `{ exportRowCountLimit }`.
   * @throws PlatformError for a non-success response.
   */
  rowLimit<S extends RequestSettings = {}>(
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<{ exportRowCountLimit: number }, S>>;

  /**
   * The export service's status. `GET /rest/ua/v15/exports/status` (no organization).
   * @throws PlatformError for a non-success response.
   */
  status<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceStatusModel, S>>;

  /**
   * The export service's health. `GET /rest/ua/v15/exports/monitoring/health` (no organization).
   * @throws PlatformError for a non-success response.
   */
  health<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceHealthModel, S>>;

  /**
   * Starts an export of visits: every event of the visits that match.
   * `POST /rest/ua/v15/exports/visits?org=…&from=…&to=…&ordered=…`, no body.
   * @returns the new `ExportModel`, `PENDING`.
   * @throws PlatformError for a non-success response.
   */
  generateVisits(query: GenerateVisitExportOptions, settings?: RequestSettings): Promise<ExportModel>;

  /**
   * Starts a visit export described as JSON. `POST /rest/ua/v15/exports/visits/create?org=…`.
   * @returns the new `ExportModel`, `PENDING`.
   * @throws PlatformError for a non-success response.
   */
  createVisits(
    model: CreateVisitExportModel,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<ExportModel>;

  /**
   * Rows a visit export would hold. `GET /rest/ua/v15/exports/visits/estimate?org=…&from=…&to=…`.
   * @returns `{ estimates: { VISITS_EVENTS: n } }`.
   * @throws PlatformError for a non-success response.
   */
  estimateVisits<S extends RequestSettings = {}>(
    query?: EstimateVisitExportOptions,
    settings?: S,
  ): Promise<GetResult<ExportEstimateModel, S>>;
}

/** The areas of calls under {@link UaExports}, each a class of its own: `PlatformClient` nests them. */
export const uaExportsAreas = {
  /** Export schedules. */
  schedules: UaExportSchedules,
} as const satisfies Areas;
