import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { badRequest } from '../http';
import { sourcesOf } from '../provision';
import type { OrganizationStore } from '../state';
import { collectionOf, requireObject } from './rest';
import type { Handlers } from './types';

/*
 * Log requests, of the organization's resources and of crawling modules. A request is CREATED, RUNNING
 * after a third of `refreshDurationMs`, and SUCCESSFUL (with a download URL) once the whole duration has
 * passed: computed lazily from its creation time.
 */

type Rec = Record<string, any>;

const RESOURCE_TYPES = ['SOURCE', 'SECURITY_PROVIDER', 'CRAWLING_MODULE'];

/** The state of a log request made at `createdDate`, now. */
export function logRequestState(ctx: EmulatorContext, request: Rec): Rec {
  const elapsed = Date.now() - request.createdDate;
  const duration = ctx.settings.refreshDurationMs;
  if (elapsed >= duration) {
    return {
      ...request,
      state: 'SUCCESSFUL',
      completedDate: request.createdDate + duration,
      url: `https://logs.emulator.local/${ctx.org}/${request.id}.zip`,
    };
  }
  return { ...request, state: elapsed >= duration / 3 ? 'RUNNING' : 'CREATED' };
}

const requestsOf = (ctx: EmulatorContext) => collectionOf(ctx, 'logRequests', 'Log request');

/** Checks that a resource of that type exists, when the emulator holds that type. */
function checkResource(store: OrganizationStore, type: string, id: string) {
  const collection =
    type === 'SOURCE'
      ? sourcesOf(store)
      : type === 'CRAWLING_MODULE'
        ? store.collection('crawlingModules', 'Crawling module')
        : undefined;
  if (collection && !collection.has(id))
    throw badRequest(`The ${type.toLowerCase()} '${id}' does not exist.`);
}

export const logRequestsHandlers: Handlers = {
  'logRequests.create': async (ctx) => {
    const body = requireObject((await ctx.json(false)) ?? {}, 'The log request');
    const resourceType = ctx.query('resourceType') || 'SOURCE';
    if (!RESOURCE_TYPES.includes(resourceType)) {
      throw badRequest(`The query parameter 'resourceType' must be one of: ${RESOURCE_TYPES.join(', ')}.`);
    }
    if (body.resourceId !== undefined) {
      if (typeof body.resourceId !== 'string' || !body.resourceId) {
        throw badRequest("The field 'resourceId' must be a non-empty string.");
      }
      checkResource(ctx.store, resourceType, body.resourceId);
    }
    for (const name of ['from', 'to']) {
      if (body[name] !== undefined && !(Number.isInteger(body[name]) && body[name] >= 0)) {
        throw badRequest(`The field '${name}' must be a time in ms since the epoch.`);
      }
    }
    if (body.from !== undefined && body.to !== undefined && body.from > body.to) {
      throw badRequest("The field 'from' must not be after 'to'.");
    }
    const request = requestsOf(ctx).insert({
      resourceId: body.resourceId,
      from: body.from,
      to: body.to,
      id: randomUUID(),
      resourceType,
      createdDate: Date.now(),
    });
    // The platform answers the new request's id.
    return { value: request.id };
  },
  'logRequests.get': (ctx) => logRequestState(ctx, requestsOf(ctx).get(ctx.params.logRequestId)),
};
