import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { extensionEndpoints } from './endpoints';
import type { ExtensionsCalls } from './endpoints.generated';
import type {
  ExtensionCodeModel,
  ExtensionCompilationModel,
  ExtensionModel,
  ExtensionVersionModel,
  NewExtensionModel,
} from './models';

/**
 * Indexing pipeline extensions of the organization (`/rest/organizations/{org}/extensions`).
 *
 * Every method rejects with a `PlatformError` (status, `errorCode`, `message`) when the platform
 * answers with a non-success status; a GET resolves to `undefined` when aborted (its type says so only
 * when you passed a `signal`: see `GetResult`).
 */
export class Extensions extends Resource<typeof extensionEndpoints> {
  get endpoints() {
    return extensionEndpoints;
  }
}

// The calls of Extensions that follow the argument convention: Resource makes them from the endpoint table.
export interface Extensions extends ExtensionsCalls {
  /**
   * Lists the organization's extensions.
   * `GET /rest/organizations/{org}/extensions`.
   * @returns `ExtensionModel[]`.
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<ExtensionModel[], S>>;

  /**
   * Creates an extension.
   * `POST /rest/organizations/{org}/extensions` with the model as JSON.
   * @param extension `name` and `content` (the script) are required.
   * @returns the new `ExtensionModel` (HTTP 201), with its `id`, `versionId` and `status`.
   * @throws PlatformError 400 when `name` or `content` is missing or a field is malformed.
   */
  create(extension: NewExtensionModel, settings?: RequestSettings): Promise<ExtensionModel>;

  /**
   * Reads one extension.
   * `GET /rest/organizations/{org}/extensions/{extensionId}`.
   * @returns `ExtensionModel`.
   * @throws PlatformError 404 when the extension does not exist.
   */
  get<S extends RequestSettings = {}>(
    extensionId: string,
    settings?: S,
  ): Promise<GetResult<ExtensionModel, S>>;

  /**
   * Replaces an extension; it gets a new `versionId`.
   * `PUT /rest/organizations/{org}/extensions/{extensionId}` with the model as JSON.
   * @returns the updated `ExtensionModel`.
   * @throws PlatformError 400 when `name` or `content` is missing or a field is malformed; 404 for an unknown id.
   */
  update(
    extensionId: string,
    extension: NewExtensionModel,
    settings?: RequestSettings,
  ): Promise<ExtensionModel>;

  /**
   * Deletes an extension.
   * `DELETE /rest/organizations/{org}/extensions/{extensionId}`.
   * @returns `{}` (HTTP 204).
   * @throws PlatformError 404 when the extension does not exist.
   */
  delete(extensionId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Enables an extension (its status's `disabledStatus` goes); it gets a new `versionId`.
   * `POST /rest/organizations/{org}/extensions/{extensionId}/enable`, no body.
   * @returns `{}` (204).
   * @throws PlatformError 404 when the extension does not exist.
   */
  enable(extensionId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Disables an extension, saying why.
   * `POST /rest/organizations/{org}/extensions/{extensionId}/disable` with the JSON body `{ reason }`.
   * @param reason why the extension is disabled; its status's `disabledStatus` keeps it, with the date.
   * @returns `{}` (204).
   * @throws PlatformError 400 when `reason` is not a string; 404 when the extension does not exist.
   */
  disable(extensionId: string, reason: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Checks that a script compiles, without saving anything.
   * `POST /rest/organizations/{org}/extensions/test/compile` with `{ code, language }`.
   * @returns `{ successful, error? }`; `error` gives `type`, `message`, `line` (1-based) and `offset`
   * (0-based column) of the first error. @throws PlatformError 400 without `code`.
   */
  validateCode(script: ExtensionCodeModel, settings?: RequestSettings): Promise<ExtensionCompilationModel>;

  /**
   * Lists an extension's saved states, newest first (each change saves one).
   * `GET /rest/organizations/{org}/extensions/{extensionId}/versions`.
   * @returns `ExtensionVersionModel[]` (`id`, `lastModified`). @throws PlatformError 404 if unknown.
   */
  listVersions<S extends RequestSettings = {}>(
    extensionId: string,
    settings?: S,
  ): Promise<GetResult<ExtensionVersionModel[], S>>;

  /**
   * Reads one saved state of an extension. `GET /rest/organizations/{org}/extensions/{extensionId}/versions/{versionId}`.
   * @returns the `ExtensionModel` as that version saved it (its `versionId` is the one asked for).
   * @throws PlatformError 404 for an unknown extension or version.
   */
  getVersion<S extends RequestSettings = {}>(
    extensionId: string,
    versionId: string,
    settings?: S,
  ): Promise<GetResult<ExtensionModel, S>>;
}
