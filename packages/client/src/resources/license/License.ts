import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { licenseEndpoints } from './endpoints';
import type { LicenseCalls } from './endpoints.generated';
import type { LicenseModel, LicenseSectionModel } from './models';

/** The configured organization's licence (`/rest/organizations/{org}/license`). */
export class License extends Resource<typeof licenseEndpoints> {
  get endpoints() {
    return licenseEndpoints;
  }
}

// The calls of License that follow the argument convention: Resource makes them from the endpoint table.
export interface License extends LicenseCalls {
  /**
   * Reads the licence. `GET /rest/organizations/{org}/license`.
   * @returns `LicenseModel` (`expirationDate` in ms since the epoch, sections under `properties`); `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response.
   */
  get<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<LicenseModel, S>>;

  /**
   * Replaces the licence. `PUT /rest/organizations/{org}/license` with the model as JSON.
   * @returns the stored `LicenseModel`.
   * @throws PlatformError 400 for a malformed model (e.g. `expirationDate` not a number, a `productName`
   * or `monitoringLevel` the platform does not know).
   */
  update(license: LicenseModel, settings?: RequestSettings): Promise<LicenseModel>;

  /**
   * Reads one section of the licence (e.g. `sources`, `organization`, `index`).
   * `GET /rest/organizations/{org}/license/{section}`.
   * @returns `LicenseSectionModel`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 404 for an unknown section.
   */
  getSection<S extends RequestSettings = {}>(
    section: string,
    settings?: S,
  ): Promise<GetResult<LicenseSectionModel, S>>;

  /**
   * Replaces one section of the licence. `PUT /rest/organizations/{org}/license/{section}` with the section as JSON.
   * @returns the stored `LicenseSectionModel`.
   * @throws PlatformError 400 when the body is not a JSON object, 404 for an unknown section.
   */
  updateSection(
    section: string,
    content: LicenseSectionModel,
    settings?: RequestSettings,
  ): Promise<LicenseSectionModel>;

  /**
   * Moves the licence's expiration date.
   * `PUT /rest/organizations/{org}/license/expiration?expirationDate=...`.
   * @param query `expirationDate`, in ms since the epoch.
   * @returns `{}` (204).
   * @throws PlatformError 400 when `expirationDate` is missing or not a number.
   */
  updateExpiration(
    query: { expirationDate: number },
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Lists the source types the licence allows (e.g. `WEB`, `SITEMAP`, `PUSH`).
   * `GET /rest/organizations/{org}/license/sourcetypes`.
   * @returns `string[]`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response.
   */
  listSourceTypes<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<string[], S>>;
}
