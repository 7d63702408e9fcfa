import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

export const uaSnowflakeEndpoints = /* @__PURE__ */ endpoints('ua.snowflake', published.uaSnowflake);

export const uaSnowflakeCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaSnowflakeEndpoints);
