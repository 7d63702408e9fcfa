import type { Transport } from '../../core/transport';

/**
 * Usage analytics (`/rest/ua/v15/...`): statistics, exports, dimensions, data health, reports,
 * filters and more, one property per area. Every call carries the organization as the `org` query
 * parameter, filled from the configured organization unless the call gives one; health and status
 * calls carry none.
 *
 * Each area lives in its own folder (`resources/ua/<area>/`, with its `endpoints.ts` named
 * `ua.<area>`) and is one `readonly` property here.
 */
export class Ua {
  constructor(protected readonly transport: Transport) {}
}
