import type { EmulatorContext } from '../context';
import { badRequest, created, noContent } from '../http';
import { omit } from '../model/rest';
import type { Collection } from '../state';
import type { Handlers } from './types';

/*
 * Subscriptions of the organization, and (`me`) of the calling user, one collection per user: the
 * engine deletes the organization's. A subscription's health is UNKNOWN until a test delivery, and again
 * when its delivery target changes.
 */

type Rec = Record<string, any>;

const HEALTHS = ['GOOD', 'WARNING', 'PROBLEMATIC', 'UNKNOWN'];
const EMAIL = /^[^@\s]+@[^@\s]+$/;

const subscriptionsOf = (ctx: EmulatorContext, me: boolean): Collection<Rec> =>
  ctx.store.collection(
    me ? `subscriptions/me/${ctx.token?.username ?? ''}` : 'subscriptions',
    'Subscription',
  );

const isUrl = (value: unknown) =>
  typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/**
 * The fields to store of a subscription body. The published schema types its fields and gives the
 * values of `frequency` and `type`; what it leaves open is checked here: the required fields, `health`,
 * `eventTypes`, and the recipients and URL to deliver to.
 */
function subscriptionFields(body: Rec): Rec {
  for (const field of ['name', 'frequency', 'type']) {
    if (typeof body[field] !== 'string' || !body[field].trim())
      throw badRequest(`The field '${field}' is required.`);
  }
  if (body.health != null && !HEALTHS.includes(body.health)) {
    throw badRequest(`The field 'health' must be one of: ${HEALTHS.join(', ')}.`);
  }
  const { eventTypes } = body;
  if (eventTypes != null && !(Array.isArray(eventTypes) && eventTypes.every((t) => typeof t === 'string')))
    throw badRequest("The field 'eventTypes' must be an array of strings.");
  // Where to deliver goes under `parameters`.
  const { emailRecipients, url } = body.parameters ?? {};
  const invalid = (emailRecipients ?? []).find((recipient: string) => !EMAIL.test(recipient));
  if (invalid !== undefined) throw badRequest(`The recipient '${invalid}' is not an e-mail address.`);
  if (url != null && !isUrl(url))
    throw badRequest(`The field 'parameters.url' must be an http(s) URL; got ${JSON.stringify(url)}.`);
  // What the platform sets is not taken from the body.
  return {
    enabled: true,
    ...omit(body, 'id', 'health', 'username', 'createdDate', 'modifiedDate', 'lastTestDate'),
  };
}

/** Whether a test delivery would reach someone: recipients for e-mail, a host that resolves for a web hook. */
function deliverable({ type, parameters }: Rec): boolean {
  if (type !== 'WEB_HOOK')
    return Array.isArray(parameters?.emailRecipients) && parameters.emailRecipients.length > 0;
  // RFC 2606: `.invalid` names never resolve. A seeded record may hold anything: no URL, no delivery.
  const host = isUrl(parameters?.url) ? new URL(parameters.url).hostname : 'invalid';
  return host !== 'invalid' && !host.endsWith('.invalid');
}

const target = (s: Rec) =>
  JSON.stringify([s.type, s.parameters?.emailRecipients ?? null, s.parameters?.url ?? null]);

function handlers(prefix: string, me: boolean): Handlers {
  const change = (fields: (subscription: Rec) => Rec) => (ctx: EmulatorContext) => {
    const subscriptions = subscriptionsOf(ctx, me);
    const subscription = subscriptions.get(ctx.params.subscriptionId);
    subscriptions.update(subscription.id, fields(subscription));
    return noContent();
  };
  return {
    [`${prefix}.list`]: (ctx) => subscriptionsOf(ctx, me).list(),
    [`${prefix}.get`]: (ctx) => subscriptionsOf(ctx, me).get(ctx.params.subscriptionId),
    [`${prefix}.create`]: async (ctx) => {
      const now = Date.now();
      return created(
        subscriptionsOf(ctx, me).insert({
          ...subscriptionFields(await ctx.json()),
          health: 'UNKNOWN',
          ...(me ? { username: ctx.token?.username } : {}),
          createdDate: now,
          modifiedDate: now,
        }),
      );
    },
    [`${prefix}.update`]: async (ctx) => {
      const subscriptions = subscriptionsOf(ctx, me);
      const existing = subscriptions.get(ctx.params.subscriptionId);
      const { id, health, createdDate, username, lastTestDate } = existing;
      const fields = subscriptionFields(await ctx.json());
      const replaced: Rec = {
        ...fields,
        id,
        // A new delivery target has not been tried yet.
        health: target(fields) === target(existing) ? health : 'UNKNOWN',
        createdDate,
        modifiedDate: Date.now(),
        ...(username !== undefined ? { username } : {}),
        ...(lastTestDate !== undefined ? { lastTestDate } : {}),
      };
      subscriptions.records.set(id, replaced);
      return replaced;
    },
    [`${prefix}.enable`]: change(() => ({ enabled: true, modifiedDate: Date.now() })),
    [`${prefix}.disable`]: change(() => ({ enabled: false, modifiedDate: Date.now() })),
    [`${prefix}.test`]: change((subscription) => ({
      health: deliverable(subscription) ? 'GOOD' : 'PROBLEMATIC',
      lastTestDate: Date.now(),
    })),
  };
}

export const subscriptionsHandlers: Handlers = {
  ...handlers('subscriptions', false),
  ...handlers('subscriptions.me', true),
  'subscriptions.me.delete': (ctx) => {
    subscriptionsOf(ctx, true).delete(ctx.params.subscriptionId);
    return noContent();
  },
};
