import { badRequest } from '../http';
import { logRequestState } from '../model/logRequests';
import { sourcesOf } from '../provision';
import type { Handlers } from './types';

/** Log requests of the organization's resources: their lifecycle is {@link logRequestState}'s. */

const RESOURCE_TYPES = ['SOURCE', 'SECURITY_PROVIDER', 'CRAWLING_MODULE'];

export const logRequestsHandlers: Handlers = {
  'logRequests.create': async (ctx) => {
    const { resourceId, from, to } = (await ctx.json(false)) ?? {};
    const resourceType = ctx.query('resourceType') || 'SOURCE';
    if (!RESOURCE_TYPES.includes(resourceType)) {
      throw badRequest(`The query parameter 'resourceType' must be one of: ${RESOURCE_TYPES.join(', ')}.`);
    }
    const known =
      resourceType === 'SOURCE'
        ? sourcesOf(ctx.store)
        : resourceType === 'CRAWLING_MODULE'
          ? ctx.store.collection('crawlingModules')
          : undefined;
    if (resourceId !== undefined && known && !known.has(resourceId)) {
      throw badRequest(`The ${resourceType.toLowerCase()} '${resourceId}' does not exist.`);
    }
    if (
      [from, to].some((time) => time !== undefined && !(Number.isInteger(time) && time >= 0)) ||
      from > to
    ) {
      throw badRequest("The fields 'from' and 'to' are times in ms since the epoch, 'from' not after 'to'.");
    }
    const request = ctx.store
      .collection('logRequests', 'Log request')
      .insert({ resourceId, from, to, resourceType, createdDate: Date.now() });
    // The platform answers the new request's id.
    return { value: request.id };
  },
  'logRequests.get': (ctx) => {
    const request = ctx.store.collection('logRequests', 'Log request').get(ctx.params.logRequestId);
    // The platform answers where the request stands only.
    const { state, url } = logRequestState(ctx, request);
    return { state, url };
  },
};
