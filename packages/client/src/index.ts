export { catalog } from './catalog';
export { PlatformClient } from './client';
export type { BodyKind, Endpoint, EndpointDefinition, Host, HttpMethod } from './core/endpoint';
export {
  PlatformError,
  parseRetryAfter,
  ResponseParseError,
  RetryExhaustedError,
  TimeoutError,
} from './core/errors';
export { assertSnapshotFile, padTwoDigits, SNAPSHOT_FILE_TYPES } from './core/helpers';
export { parseJson, stringifyJson } from './core/json';
export {
  type ClientOptions,
  DEFAULT_RETRY,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_TRANSIENT_RETRY,
  type Environment,
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
} from './core/options';
export { type PagedResult, type PageModel, paginate } from './core/pagination';
export { type PollingOptions, PollingTimeoutError, waitUntil } from './core/polling';
export { normalizePagination } from './core/url';
export * from './resources/apiKeys';
export * from './resources/auth';
export * from './resources/extensions';
export * from './resources/aws';
export * from './resources/catalogs';
export * from './resources/catalogConfigurations';
export * from './resources/schema';
export * from './resources/clusters';
export * from './resources/logRequests';
export * from './resources/crawlingModule';
export * from './resources/logs';
export * from './resources/searchInterfaces';
export * from './resources/pages';
export * from './resources/hostedPages';
export * from './resources/fields';
export * from './resources/global';
export * from './resources/globalGroups';
export * from './resources/groups';
export * from './resources/indexes';
export * from './resources/insightConfigs';
export * from './resources/insightInterfaces';
export * from './resources/ipx';
export * from './resources/ipxInterfaces';
export * from './resources/license';
export * from './resources/limits';
export * from './resources/links';
export * from './resources/ml';
export * from './resources/organizations';
export * from './resources/privileges';
export * from './resources/saml';
export * from './resources/searchPages';
export * from './resources/sources';
export * from './resources/searchUsageMetrics';
export * from './resources/subscriptions';
export * from './resources/ua';
export * from './resources/tableau';
export * from './resources/users';
export * from './resources/caseAssists';
export * from './resources/modifierTemplates';
export * from './resources/pipelines';
export * from './resources/search';
export * from './resources/snapshots';
export * from './resources/securityProviders';
export * from './resources/securityCache';
export * from './resources/pushApi';
export * from './resources/vaults';
export * from './resources/activities';
export * from './resources/projects';
export * from './resources/platformResources';
