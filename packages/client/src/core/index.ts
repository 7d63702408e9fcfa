// `@platform-admin/client/core`: the request pipeline alone, for bundles that take one API family
// at a time (`@platform-admin/client/sources`, ...) instead of the whole PlatformClient.
// @example
// import { Transport } from '@platform-admin/client/core';
// import { Sources } from '@platform-admin/client/sources';
// const sources = new Sources(new Transport({ accessToken, organizationId }));
export type { BodyKind, Endpoint, EndpointDefinition, Host, HttpMethod } from './endpoint';
export { endpoints } from './endpoint';
export {
  NetworkError,
  PlatformError,
  parseRetryAfter,
  ResponseParseError,
  RetryExhaustedError,
  TimeoutError,
} from './errors';
export { assertSnapshotFile, padTwoDigits, SNAPSHOT_FILE_TYPES } from './helpers';
export type {
  AfterResponseHook,
  BeforeErrorHook,
  BeforeRequestHook,
  BeforeRetryHook,
  HookRequest,
  Hooks,
  RetryInfo,
} from './hooks';
export type { HttpClient, HttpRequest, HttpResponse } from './http';
export { parseJson, stringifyJson } from './json';
export {
  type ClientOptions,
  DEFAULT_RETRY,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_TRANSIENT_RETRY,
  type Environment,
  type GetResult,
  type Lazy,
  type OutgoingRequest,
  platformUrl,
  type Region,
  type RequestHandler,
  type RequestSettings,
  type ResponseHandler,
  type ResponseInfo,
  type RetryOptions,
  type TransientRetryOptions,
} from './options';
export { type PagedResult, type PageModel, paginate } from './pagination';
export { type PollingOptions, PollingTimeoutError, waitUntil } from './polling';
export { type AreaClass, type Areas, type Nested, Resource, withAreas } from './resource';
export { type CallArguments, Transport } from './transport';
export { normalizePagination } from './url';
