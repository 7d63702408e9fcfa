import type { GetResult, RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import { statementEndpoints, statementV1Endpoints } from './endpoints';
import type { PipelinesStatementsCalls, PipelinesStatementsV1Calls } from './endpoints.generated';
import type {
  CopyStatementsModel,
  ImportStatementsQuery,
  ListStatementsQuery,
  MoveStatementModel,
  NewStatementModel,
  OrganizationOption,
  StatementFeature,
  StatementModel,
  StatementPage,
  TextOrEmpty,
} from './models';

/** An object the platform does not describe. */
type Undescribed = Record<string, unknown>;

/**
 * A pipeline's statements (`/rest/search/v2/admin/pipelines/{pipelineId}/statements`): QPL rules of one
 * feature each (`filter`, `ranking`, `thesaurus`, `stop`, `trigger`, ...), applied in `position` order.
 * `organizationId` is the configured organization unless given.
 */
export class Statements extends Resource<typeof statementEndpoints> {
  get endpoints() {
    return statementEndpoints;
  }

  /**
   * Imports statements from CSV, sent as the multipart form field `file`, in place of the pipeline's
   * statements of the imported feature (all of them without `feature`). `POST .../statements/import`.
   * @param csv the CSV text or file, columns as {@link exportCsv} writes them (`feature` and `definition`
   *   required; `description`, `condition` optional); or a ready `FormData`.
   * @param query `feature`: import only that feature's rows, and replace only that feature's statements.
   * @returns `{}` (204), or the text of a 200: {@link list} gives the statements after the import.
   * @throws PlatformError 404 for an unknown pipeline, 400 for a malformed file (nothing is imported).
   */
  importCsv(
    pipelineId: string,
    csv: string | Blob | FormData,
    query?: ImportStatementsQuery,
    settings?: RequestSettings,
  ) {
    return this.call<TextOrEmpty>('importCsv', { path: { pipelineId }, body: csvForm(csv), query }, settings);
  }
}

/** CSV text or a file as the multipart form field `file`; a `FormData` as it is. */
function csvForm(csv: string | Blob | FormData): FormData {
  if (csv instanceof FormData) return csv;
  const form = new FormData();
  form.append(
    'file',
    typeof csv === 'string' ? new Blob([csv], { type: 'text/csv' }) : csv,
    'statements.csv',
  );
  return form;
}

/**
 * A pipeline's statements through the Search API's v1 paths
 * (`/rest/search/v1/admin/pipelines/{pipelineId}/statements`): the v1 statement model, otherwise the
 * calls of {@link Statements}. `organizationId` is the configured organization unless given.
 */
export class StatementsV1 extends Resource<typeof statementV1Endpoints> {
  get endpoints() {
    return statementV1Endpoints;
  }

  /**
   * Imports statements from CSV, sent as the multipart form field `file`.
   * `POST /rest/search/v1/admin/pipelines/{pipelineId}/statements/import`.
   * @param csv the CSV text or file, columns as {@link exportCsv} writes them; or a ready `FormData`.
   * @param query `feature`: import only that feature's rows; `organizationId`.
   * @returns what the platform answers: `{}` (204), or the text of a 200.
   * @throws PlatformError 404 for an unknown pipeline, 400 for a malformed file.
   */
  importCsv(
    pipelineId: string,
    csv: string | Blob | FormData,
    query?: ImportStatementsQuery,
    settings?: RequestSettings,
  ) {
    return this.call<TextOrEmpty>('importCsv', { path: { pipelineId }, body: csvForm(csv), query }, settings);
  }
}

// The calls of StatementsV1 that follow the argument convention: Resource makes them from the endpoint table.
export interface StatementsV1 extends PipelinesStatementsV1Calls {
  /**
   * Exports a pipeline's statements as CSV. `GET /rest/search/v1/admin/pipelines/{pipelineId}/statements/export`.
   * @param query `feature`: only that feature's statements; `organizationId`.
   * @returns the CSV text, one row per statement.
   * @throws PlatformError 404 for an unknown pipeline.
   */
  exportCsv<S extends RequestSettings = {}>(
    pipelineId: string,
    query?: OrganizationOption & { feature?: StatementFeature },
    settings?: S,
  ): Promise<GetResult<string, S>>;
}

// The calls of Statements that follow the argument convention: Resource makes them from the endpoint table.
export interface Statements extends PipelinesStatementsCalls {
  /**
   * Lists a pipeline's statements. `GET /rest/search/v2/admin/pipelines/{pipelineId}/statements`.
   * @param query `feature` (only that feature), `filter` (definition, description), `sortBy`
   *   (default `position`), `isOrderAscending`, `page`, `perPage`.
   * @returns `{ statements: StatementModel[], totalEntries, totalPages, totalCount }`.
   * @throws PlatformError 404 for an unknown pipeline.
   */
  list<S extends RequestSettings = {}>(
    pipelineId: string,
    query?: ListStatementsQuery,
    settings?: S,
  ): Promise<GetResult<StatementPage, S>>;

  /**
   * Exports a pipeline's statements as CSV. `GET .../statements/export`.
   * @param query `feature`: only that feature's statements.
   * @returns the CSV text: a header `id,feature,definition,description,condition,position`, then one row
   *   per statement in position order (`undefined` only when aborted through the `signal` you passed).
   * @throws PlatformError 404 for an unknown pipeline.
   */
  exportCsv<S extends RequestSettings = {}>(
    pipelineId: string,
    query?: OrganizationOption & { feature?: StatementFeature },
    settings?: S,
  ): Promise<GetResult<string, S>>;

  /**
   * Adds a statement. `POST .../statements`.
   * @param statement `feature` and `definition` are required; `position` (1-based; default last),
   *   `description`, `condition` (a condition id).
   * @returns the statement (200), with its `position` and its `condition` (as `parent` too).
   * @throws PlatformError 404 for an unknown pipeline or condition, 400 without a feature or definition.
   */
  create(
    pipelineId: string,
    statement: NewStatementModel,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<StatementModel>;

  /**
   * Copies statements to another pipeline, after its own. `POST .../statements/copy`.
   * @param copy `{ statementIds, destinationPipelineId }`.
   * @returns `{ statements, totalEntries, totalPages, totalCount }`: the copies.
   * @throws PlatformError 404 for an unknown pipeline (either) or statement, 400 for malformed ids.
   */
  copy(
    pipelineId: string,
    copy: CopyStatementsModel,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<StatementPage>;

  /**
   * Reads a statement. `GET .../statements/{statementId}`.
   * @throws PlatformError 404 for an unknown pipeline or statement.
   */
  get<S extends RequestSettings = {}>(
    pipelineId: string,
    statementId: string,
    query?: OrganizationOption,
    settings?: S,
  ): Promise<GetResult<StatementModel, S>>;

  /**
   * Replaces a statement; a new `position` moves it. `PUT .../statements/{statementId}`.
   * @throws PlatformError 404 for an unknown pipeline or statement, 400 without a feature or definition.
   */
  update(
    pipelineId: string,
    statementId: string,
    statement: NewStatementModel,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<StatementModel>;

  /**
   * Deletes a statement; those after it move up. `DELETE .../statements/{statementId}`.
   * @returns `{}` (204), or the text of a 200.
   * @throws PlatformError 404 for an unknown pipeline or statement.
   */
  delete(
    pipelineId: string,
    statementId: string,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<TextOrEmpty>;

  /**
   * Moves a statement to a 1-based `position`, or right `after` another statement.
   * `PUT .../statements/{statementId}/move`.
   * @returns `StatementModel[]`: every statement of the pipeline, in the new order.
   * @throws PlatformError 404 for an unknown pipeline or statement, 400 for a position out of range.
   */
  move(
    pipelineId: string,
    statementId: string,
    move: MoveStatementModel,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<StatementModel[]>;

  /**
   * Deletes several statements. `POST .../statements/bulkDelete` (body `{ ids }`).
   * @returns an object (200) the platform does not describe; the emulator answers `{}`.
   * @throws PlatformError 404 for an unknown pipeline or statement (none is deleted), 400 for malformed ids.
   */
  bulkDelete(
    pipelineId: string,
    ids: string[],
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<Undescribed>;

  /**
   * Reads several statements by id. `POST .../statements/bulkGet` (body `{ ids }`).
   * @returns `{ statements, totalEntries, totalPages, totalCount }`; unknown ids are left out.
   * @throws PlatformError 404 for an unknown pipeline, 400 for malformed ids.
   */
  bulkGet(
    pipelineId: string,
    ids: string[],
    query?: Omit<ListStatementsQuery, 'subFeature'>,
    settings?: RequestSettings,
  ): Promise<StatementPage>;
}

/** The areas of calls under {@link Statements}, each a class of its own: `PlatformClient` nests them. */
export const statementsAreas = {
  /** The same statements through the v1 paths (`/rest/search/v1/admin/pipelines/{pipelineId}/statements`). */
  v1: StatementsV1,
} as const satisfies Areas;
