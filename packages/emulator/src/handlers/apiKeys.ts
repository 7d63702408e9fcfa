import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { badRequest, created, noContent } from '../http';
import { collectionOf, requireObject } from './rest';
import type { Handlers } from './types';

const STATUSES = ['ENABLED', 'DISABLED', 'EXPIRED', 'SOON_TO_BE_EXPIRED'];
const keys = (ctx: EmulatorContext) => collectionOf(ctx, 'apikeys', 'API key');
/** The secret is shown once, at creation. */
const withoutSecret = ({ value: _value, ...key }: Record<string, any>) => key;
const setEnabled = (ctx: EmulatorContext, enabled: boolean) =>
  withoutSecret(keys(ctx).update(ctx.params.apiKeyId, { enabled, status: enabled ? 'ENABLED' : 'DISABLED' }));

export const apiKeysHandlers: Handlers = {
  'apiKeys.list': (ctx) => {
    const status = ctx.query('status');
    if (status && !STATUSES.includes(status)) {
      throw badRequest(`The status filter must be one of: ${STATUSES.join(', ')}.`);
    }
    return keys(ctx)
      .list()
      .filter((key) => !status || key.status === status)
      .map(withoutSecret);
  },
  'apiKeys.create': async (ctx) => {
    const body = requireObject(await ctx.json());
    if (body.privileges !== undefined && !Array.isArray(body.privileges)) {
      throw badRequest("The field 'privileges' must be an array.");
    }
    const enabled = body.enabled ?? true;
    const key = keys(ctx).insert({
      ...body,
      id: undefined,
      enabled,
      status: enabled ? 'ENABLED' : 'DISABLED',
      organizationId: ctx.org,
      createdDate: Date.now(),
      apiKeyTemplateId: ctx.query('apiKeyTemplateId') ?? body.apiKeyTemplateId,
      value: `xx${randomUUID()}`,
    });
    return created(key);
  },
  'apiKeys.get': (ctx) => withoutSecret(keys(ctx).get(ctx.params.apiKeyId)),
  'apiKeys.update': async (ctx) => {
    const { id: _id, value: _value, ...fields } = requireObject(await ctx.json());
    return withoutSecret(keys(ctx).update(ctx.params.apiKeyId, fields));
  },
  'apiKeys.delete': (ctx) => {
    keys(ctx).delete(ctx.params.apiKeyId);
    return noContent();
  },
  'apiKeys.activate': (ctx) => setEnabled(ctx, true),
  'apiKeys.disable': (ctx) => setEnabled(ctx, false),
};
