export { PlatformClient } from './client';
export { catalog } from './catalog';
export type { Endpoint, EndpointDefinition, HttpMethod, Host, BodyKind } from './core/endpoint';
export { PlatformError, RetryExhaustedError } from './core/errors';
export { parseJson, stringifyJson } from './core/json';
export {
  platformUrl,
  DEFAULT_RETRY,
  type ClientOptions,
  type Environment,
  type Region,
  type Lazy,
  type RequestSettings,
  type RequestHandler,
  type ResponseHandler,
  type OutgoingRequest,
  type RetryOptions,
} from './core/options';
export { paginate, type PageModel, type PagedResult } from './core/pagination';
export { waitUntil, PollingTimeoutError, type PollingOptions } from './core/polling';
export { padTwoDigits, assertSnapshotFile, SNAPSHOT_FILE_TYPES } from './core/helpers';
export { normalizePagination } from './core/url';
export * from './resources/auth';
export * from './resources/organizations';
export * from './resources/global';
export * from './resources/globalGroups';
export * from './resources/users';
export * from './resources/privileges';
export * from './resources/apiKeys';
export * from './resources/groups';
export * from './resources/license';
export * from './resources/limits';
export * from './resources/links';
export * from './resources/saml';
export * from './resources/subscriptions';
export * from './resources/sources';
export * from './resources/indexes';
export * from './resources/fields';
export * from './resources/extensions';
