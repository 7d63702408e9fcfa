import type { GetResult, RequestSettings } from '../../../core/options';
import { type Areas, Resource } from '../../../core/resource';
import type { UaOrganizationQuery, UaServiceHealthModel, UaServiceStatusModel } from '../serviceModels';
import { uaCustomDimensionEndpoints, uaDimensionEndpoints } from './endpoints';
import type {
  CreateCustomDimensionOptions,
  CustomDimensionModel,
  CustomDimensionSuggestionsModel,
  CustomDimensionSuggestionsOptions,
  DimensionEventType,
  DimensionModel,
  DimensionValuesModel,
  DimensionValuesOptions,
  ListDimensionsOptions,
  UpdateCustomDimensionOptions,
} from './models';

/**
 * Custom dimensions (`/rest/ua/v15/dimensions/custom`): dimensions an organization adds, read from its
 * events' custom data. Creating or updating one gives past events its values only with
 * `updatePastEvents: true` (the client sends `false` when it is left out).
 */
export class UaCustomDimensions extends Resource<typeof uaCustomDimensionEndpoints> {
  get endpoints() {
    return uaCustomDimensionEndpoints;
  }

  /**
   * Creates a custom dimension. `POST /rest/ua/v15/dimensions/custom?org=…&name=…&event=…&updatePastEvents=…`
   * with `{ type, displayName, path }` as JSON.
   * @returns the new `DimensionModel` (its API name is `c_` + name).
   * @throws PlatformError for a non-success response (400 for a missing name or an unknown type, 409 when it exists).
   */
  create(dimension: CustomDimensionModel, query: CreateCustomDimensionOptions, settings?: RequestSettings) {
    return this.call<DimensionModel>(
      'create',
      { body: dimension, query: { updatePastEvents: false, ...query } },
      settings,
    );
  }

  /**
   * Changes a custom dimension (display name, path, type). Past events get its new values only with
   * `updatePastEvents: true`; default `false`.
   * `PUT /rest/ua/v15/dimensions/custom/{dimensionId}?org=…&updatePastEvents=…` with the dimension as JSON.
   * @returns the stored `DimensionModel`.
   * @throws PlatformError for a non-success response (404 for an unknown dimension).
   */
  update(
    dimensionId: string,
    dimension: CustomDimensionModel,
    query?: UpdateCustomDimensionOptions,
    settings?: RequestSettings,
  ) {
    return this.call<DimensionModel>(
      'update',
      { path: { dimensionId }, body: dimension, query: { updatePastEvents: false, ...query } },
      settings,
    );
  }
}

// The calls of UaCustomDimensions that follow the argument convention: Resource makes them from the endpoint table.
export interface UaCustomDimensions {
  /**
   * Lists the custom dimensions. `GET /rest/ua/v15/dimensions/custom?org=…`.
   * @returns `DimensionModel[]`.
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(
    query?: { org?: string; includeOnlyParents?: boolean },
    settings?: S,
  ): Promise<GetResult<DimensionModel[], S>>;

  /**
   * Reads a custom dimension. `GET /rest/ua/v15/dimensions/custom/{apiName}?org=…`.
   * @returns `DimensionModel`.
   * @throws PlatformError for a non-success response (404 for an unknown dimension).
   */
  get<S extends RequestSettings = {}>(
    apiName: string,
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<DimensionModel, S>>;

  /**
   * Deletes a custom dimension. `DELETE /rest/ua/v15/dimensions/custom/{dimensionId}?org=…`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown dimension).
   */
  delete(
    dimensionId: string,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * A custom dimension's values with their event counts.
   * `GET /rest/ua/v15/dimensions/custom/{dimensionId}/values?org=…&from=…&to=…`.
   * @returns `{ values: [{ value, count }] }`, one page.
   * @throws PlatformError for a non-success response (404 for an unknown dimension).
   */
  values<S extends RequestSettings = {}>(
    dimensionId: string,
    query?: Omit<DimensionValuesOptions, 'cached'>,
    settings?: S,
  ): Promise<GetResult<DimensionValuesModel, S>>;

  /**
   * The custom-dimension service's status. `GET /rest/ua/v15/dimensions/custom/status` (no organization).
   * @throws PlatformError for a non-success response.
   */
  status<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceStatusModel, S>>;

  /**
   * The custom-dimension service's health. `GET /rest/ua/v15/dimensions/custom/monitoring/health` (no organization).
   * @throws PlatformError for a non-success response.
   */
  health<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceHealthModel, S>>;

  /**
   * Custom data keys that events of a type carry and no custom dimension covers yet.
   * `GET /rest/ua/v15/dimensions/custom/{event}/suggestions?org=…&includeValueSamples=…`.
   * @returns `{ suggestions: [{ eventName, apiName, values? }] }` (`values`: a few samples, with
   *   `includeValueSamples`).
   * @throws PlatformError for a non-success response (400 for an unknown event type).
   */
  suggestions<S extends RequestSettings = {}>(
    event: DimensionEventType,
    query?: CustomDimensionSuggestionsOptions,
    settings?: S,
  ): Promise<GetResult<CustomDimensionSuggestionsModel, S>>;
}

/** Usage-analytics dimensions (`/rest/ua/v15/dimensions`); custom dimensions are under {@link uaDimensionsAreas.custom | custom}. */
export class UaDimensions extends Resource<typeof uaDimensionEndpoints> {
  get endpoints() {
    return uaDimensionEndpoints;
  }
}

// The calls of UaDimensions that follow the argument convention: Resource makes them from the endpoint table.
export interface UaDimensions {
  /**
   * Lists the dimensions. `GET /rest/ua/v15/dimensions?org=…&includeCustom=…`.
   * @returns `DimensionModel[]`.
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(
    query?: ListDimensionsOptions,
    settings?: S,
  ): Promise<GetResult<DimensionModel[], S>>;

  /**
   * Lists the dimensions an export can hold. `GET /rest/ua/v15/dimensions/exportables?org=…`.
   * @returns `DimensionModel[]`.
   * @throws PlatformError for a non-success response.
   */
  listExportables<S extends RequestSettings = {}>(
    query?: ListDimensionsOptions,
    settings?: S,
  ): Promise<GetResult<DimensionModel[], S>>;

  /**
   * Reads a dimension by any of its API names. `GET /rest/ua/v15/dimensions/{dimensionId}?org=…`.
   * @returns `DimensionModel`.
   * @throws PlatformError for a non-success response (404 for an unknown dimension).
   */
  get<S extends RequestSettings = {}>(
    dimensionId: string,
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<DimensionModel, S>>;

  /**
   * A dimension's values over a range with the number of events that carry each, most frequent first.
   * `GET /rest/ua/v15/dimensions/{dimensionId}/values?org=…&from=…&to=…&f=…&p=…&n=…`.
   * @returns `{ values: [{ value, count }] }`, one page.
   * @throws PlatformError for a non-success response (404 for an unknown dimension, 400 for a malformed date).
   */
  values<S extends RequestSettings = {}>(
    dimensionId: string,
    query?: DimensionValuesOptions,
    settings?: S,
  ): Promise<GetResult<DimensionValuesModel, S>>;

  /**
   * The dimension service's status. `GET /rest/ua/v15/dimensions/status` (no organization).
   * @throws PlatformError for a non-success response.
   */
  status<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceStatusModel, S>>;

  /**
   * The dimension service's health. `GET /rest/ua/v15/dimensions/monitoring/health` (no organization).
   * @throws PlatformError for a non-success response.
   */
  health<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceHealthModel, S>>;
}

/** The areas of calls under {@link UaDimensions}, each a class of its own: `PlatformClient` nests them. */
export const uaDimensionsAreas = {
  /** Custom dimensions. */
  custom: UaCustomDimensions,
} as const satisfies Areas;
