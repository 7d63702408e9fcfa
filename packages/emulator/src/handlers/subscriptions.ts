import type { EmulatorContext } from '../context';
import { badRequest, created, noContent } from '../http';
import type { Collection } from '../state';
import { collectionOf, requireObject } from './rest';
import type { Handler, Handlers } from './types';

type Rec = Record<string, any>;

export const SUBSCRIPTION_FREQUENCIES = ['LIVE', 'HOURLY', 'DAILY', 'WEEKLY'];
export const SUBSCRIPTION_TYPES = ['EMAIL', 'EMAIL_JSON', 'WEB_HOOK', 'HOME_PAGE'];
export const SUBSCRIPTION_HEALTHS = ['GOOD', 'WARNING', 'PROBLEMATIC', 'UNKNOWN'];
/** Fields the platform sets: a body may carry them (a model read back), they are not taken from it. */
const READ_ONLY = ['id', 'health', 'username', 'createdDate', 'modifiedDate', 'lastTestDate'];
const EMAIL = /^[^@\s]+@[^@\s]+$/;

/** The organization's subscriptions, or (`me`) the calling user's, one collection per username. */
function subscriptionsOf(ctx: EmulatorContext, me: boolean): Collection<Rec> {
  if (!me) return collectionOf(ctx, 'subscriptions', 'Subscription');
  return collectionOf(ctx, `subscriptions/me/${ctx.token?.username ?? ''}`, 'Subscription');
}

function oneOf(body: Rec, field: string, values: string[]): string {
  const value = body[field];
  if (value === undefined || value === null) {
    throw badRequest(`The field '${field}' is required: one of ${values.join(', ')}.`);
  }
  if (typeof value !== 'string' || !values.includes(value)) {
    throw badRequest(
      `The field '${field}' must be one of: ${values.join(', ')}; got ${JSON.stringify(value)}.`,
    );
  }
  return value;
}

function stringArray(body: Rec, field: string, name = field): string[] | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw badRequest(`The field '${name}' must be an array of strings.`);
  }
  return value;
}

/**
 * Checks a subscription body (creation or replacement) and returns the fields to store. The published
 * schema types its fields and gives the values of `frequency` and `type`; this checks what it leaves
 * open: the required fields, `health` and `eventTypes`, and the recipients and URL to deliver to.
 */
function subscriptionFields(value: unknown): Rec {
  const body = requireObject(value, 'The subscription');
  if (typeof body.name !== 'string' || !body.name.trim()) {
    throw badRequest("The field 'name' is required and must be a non-empty string.");
  }
  oneOf(body, 'frequency', SUBSCRIPTION_FREQUENCIES);
  oneOf(body, 'type', SUBSCRIPTION_TYPES);
  if (body.health !== undefined && body.health !== null) oneOf(body, 'health', SUBSCRIPTION_HEALTHS);
  stringArray(body, 'eventTypes');
  // The platform's shape: where to deliver goes under `parameters`.
  if (body.parameters !== undefined && body.parameters !== null) {
    const parameters: Rec = body.parameters;
    const recipients = stringArray(parameters, 'emailRecipients', 'parameters.emailRecipients');
    const invalid = recipients?.find((recipient) => !EMAIL.test(recipient));
    if (invalid !== undefined) throw badRequest(`The recipient '${invalid}' is not an e-mail address.`);
    if (parameters.url !== undefined && parameters.url !== null) {
      let url: URL | undefined;
      try {
        url = typeof parameters.url === 'string' ? new URL(parameters.url) : undefined;
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
        throw badRequest(
          `The field 'parameters.url' must be an http(s) URL; got ${JSON.stringify(parameters.url)}.`,
        );
      }
    }
  }
  const fields: Rec = { ...body };
  for (const field of READ_ONLY) delete fields[field];
  return fields;
}

/** Whether a test delivery would reach someone: recipients for e-mail, a resolvable host for a web hook. */
function deliverable(subscription: Rec): boolean {
  const parameters: Rec = subscription.parameters ?? {};
  if (subscription.type === 'WEB_HOOK') {
    if (typeof parameters.url !== 'string') return false;
    // RFC 2606: `.invalid` names never resolve. A seeded record may hold anything: no URL, no delivery.
    try {
      const host = new URL(parameters.url).hostname;
      return host !== 'invalid' && !host.endsWith('.invalid');
    } catch {
      return false;
    }
  }
  return Array.isArray(parameters.emailRecipients) && parameters.emailRecipients.length > 0;
}

const target = (s: Rec) =>
  JSON.stringify([s.type, s.parameters?.emailRecipients ?? null, s.parameters?.url ?? null]);

function handlers(prefix: string, me: boolean): Handlers {
  const list: Handler = (ctx) => subscriptionsOf(ctx, me).list();
  return {
    [`${prefix}.list`]: list,
    [`${prefix}.create`]: async (ctx) => {
      const fields = subscriptionFields(await ctx.json());
      const now = Date.now();
      return created(
        subscriptionsOf(ctx, me).insert({
          enabled: true,
          ...fields,
          id: undefined,
          health: 'UNKNOWN',
          ...(me ? { username: ctx.token?.username } : {}),
          createdDate: now,
          modifiedDate: now,
        }),
      );
    },
    [`${prefix}.get`]: (ctx) => subscriptionsOf(ctx, me).get(ctx.params.subscriptionId),
    [`${prefix}.update`]: async (ctx) => {
      const collection = subscriptionsOf(ctx, me);
      const existing = collection.get(ctx.params.subscriptionId);
      const fields = subscriptionFields(await ctx.json());
      const replaced: Rec = {
        enabled: true,
        ...fields,
        id: existing.id,
        // A new delivery target has not been tried yet.
        health: target(fields) === target(existing) ? existing.health : 'UNKNOWN',
        createdDate: existing.createdDate,
        modifiedDate: Date.now(),
      };
      for (const field of ['username', 'lastTestDate'])
        if (field in existing) replaced[field] = existing[field];
      collection.records.set(existing.id, replaced);
      return replaced;
    },
    [`${prefix}.delete`]: (ctx) => {
      subscriptionsOf(ctx, me).delete(ctx.params.subscriptionId);
      return noContent();
    },
    [`${prefix}.enable`]: (ctx) => {
      subscriptionsOf(ctx, me).update(ctx.params.subscriptionId, { enabled: true, modifiedDate: Date.now() });
      return noContent();
    },
    [`${prefix}.disable`]: (ctx) => {
      subscriptionsOf(ctx, me).update(ctx.params.subscriptionId, {
        enabled: false,
        modifiedDate: Date.now(),
      });
      return noContent();
    },
    [`${prefix}.test`]: (ctx) => {
      const collection = subscriptionsOf(ctx, me);
      const subscription = collection.get(ctx.params.subscriptionId);
      collection.update(subscription.id, {
        health: deliverable(subscription) ? 'GOOD' : 'PROBLEMATIC',
        lastTestDate: Date.now(),
      });
      return noContent();
    },
  };
}

export const subscriptionsHandlers: Handlers = {
  ...handlers('subscriptions', false),
  ...handlers('subscriptions.me', true),
};
