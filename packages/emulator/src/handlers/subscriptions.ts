import type { EmulatorContext } from '../context';
import type { Behaviours, Hooks } from '../engine/hooks';
import { badRequest, noContent } from '../http';
import { checkFields, omit, required } from '../model/rest';
import type { Handlers } from './types';

/*
 * Subscriptions of the organization, and (`me`) of the calling user, one collection per user: the
 * engine stores, lists, reads, replaces and deletes them. A subscription's health is UNKNOWN until a
 * test delivery, and again when its delivery target changes.
 */

type Rec = Record<string, any>;

const HEALTHS = ['GOOD', 'WARNING', 'PROBLEMATIC', 'UNKNOWN'];
const EMAIL = /^[^@\s]+@[^@\s]+$/;

/** Where a user's own subscriptions are kept: a collection per user. */
const mine = (ctx: EmulatorContext) => `subscriptions/me/${ctx.token?.username ?? ''}`;

const isUrl = (value: unknown) =>
  typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/**
 * The fields to store of a subscription body. The published schema types its fields and gives the
 * values of `frequency` and `type`; what it leaves open is checked here: the required fields, `health`,
 * `eventTypes`, and the recipients and URL to deliver to.
 */
function subscriptionFields(body: Rec): Rec {
  checkFields(body, { ...required('name', 'frequency', 'type'), health: HEALTHS });
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
  const owned = ['id', 'health', 'username', 'createdDate', 'modifiedDate', 'lastTestDate'];
  return { enabled: true, ...omit(body, ...owned), modifiedDate: Date.now() };
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

function hooks(me: boolean): Hooks {
  return {
    records: me ? mine : 'subscriptions',
    label: 'Subscription',
    // The emulator's fields beside the published ones: where to deliver, and the health of deliveries.
    keep: ['health', 'eventTypes', 'parameters', 'username', 'lastTestDate', 'modifiedDate'],
    accept(ctx, body, before) {
      const fields = subscriptionFields(body);
      if (!before) return { ...fields, health: 'UNKNOWN', ...(me ? { username: ctx.token?.username } : {}) };
      const { health, username, lastTestDate } = before;
      // A new delivery target has not been tried yet.
      const kept = { health: target(fields) === target(before) ? health : 'UNKNOWN', username, lastTestDate };
      return { ...fields, ...kept };
    },
  };
}

export const subscriptionsBehaviours: Behaviours = {
  'subscriptions.get': hooks(false),
  'subscriptions.me.get': hooks(true),
};

/** Enabling, disabling and testing: what changes on the subscription the path names. */
function actions(prefix: string, me: boolean): Handlers {
  const change = (fields: (subscription: Rec) => Rec) => (ctx: EmulatorContext) => {
    const subscriptions = ctx.store.collection(me ? mine(ctx) : 'subscriptions', 'Subscription');
    const subscription = subscriptions.get(ctx.params.subscriptionId);
    subscriptions.update(subscription.id, fields(subscription));
    return noContent();
  };
  return {
    [`${prefix}.enable`]: change(() => ({ enabled: true, modifiedDate: Date.now() })),
    [`${prefix}.disable`]: change(() => ({ enabled: false, modifiedDate: Date.now() })),
    [`${prefix}.test`]: change((subscription) => ({
      health: deliverable(subscription) ? 'GOOD' : 'PROBLEMATIC',
      lastTestDate: Date.now(),
    })),
  };
}

export const subscriptionsHandlers: Handlers = {
  ...actions('subscriptions', false),
  ...actions('subscriptions.me', true),
};
