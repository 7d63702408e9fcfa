import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import type { Transport } from '../../core/transport';
import { mySubscriptionEndpoints, type SubscriptionEndpoints, subscriptionEndpoints } from './endpoints';
import type { NewSubscriptionModel, SubscriptionModel } from './models';

/**
 * A set of notification subscriptions: the organization's (`/rest/organizations/{org}/subscriptions`,
 * {@link Subscriptions}) or the calling user's own (`.../subscriptions/me`, `subscriptions.me`).
 * Paths below read `[/me]`: the user's set has the `/me` segment.
 */
export class SubscriptionSet extends Resource<SubscriptionEndpoints> {
  constructor(
    transport: Transport,
    readonly endpoints: SubscriptionEndpoints,
  ) {
    super(transport);
  }

  /**
   * Lists the subscriptions. `GET /rest/organizations/{org}/subscriptions[/me]`.
   * @returns `SubscriptionModel[]`.
   * @throws PlatformError for a non-success response.
   */
  list(settings?: RequestSettings) {
    return this.call<SubscriptionModel[]>('list', {}, settings);
  }

  /**
   * Creates a subscription: `name`, `frequency` (`LIVE`, `HOURLY`, `DAILY`, `WEEKLY`) and `type`
   * (`EMAIL`, `EMAIL_JSON` with `recipients`; `WEB_HOOK` with `url`) are required.
   * `POST /rest/organizations/{org}/subscriptions[/me]` with the subscription as JSON.
   * @returns the created `SubscriptionModel` (`id` set, `enabled` default `true`, `health` `UNKNOWN`).
   * @throws PlatformError for a non-success response (400 for a missing field or an invalid enumeration value).
   */
  create(subscription: NewSubscriptionModel, settings?: RequestSettings) {
    return this.call<SubscriptionModel>('create', { body: subscription }, settings);
  }

  /**
   * Reads one subscription. `GET /rest/organizations/{org}/subscriptions[/me]/{subscriptionId}`.
   * @returns `SubscriptionModel`.
   * @throws PlatformError for a non-success response (404 when it does not exist).
   */
  get(subscriptionId: string, settings?: RequestSettings) {
    return this.call<SubscriptionModel>('get', { path: { subscriptionId } }, settings);
  }

  /**
   * Replaces a subscription (same rules as {@link create}).
   * `PUT /rest/organizations/{org}/subscriptions[/me]/{subscriptionId}` with the subscription as JSON.
   * @returns the updated `SubscriptionModel`.
   * @throws PlatformError for a non-success response (400 for a malformed subscription, 404 for an unknown one).
   */
  update(subscriptionId: string, subscription: NewSubscriptionModel, settings?: RequestSettings) {
    return this.call<SubscriptionModel>('update', { path: { subscriptionId }, body: subscription }, settings);
  }

  /**
   * Deletes a subscription. `DELETE /rest/organizations/{org}/subscriptions[/me]/{subscriptionId}`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 when it does not exist).
   */
  delete(subscriptionId: string, settings?: RequestSettings) {
    return this.call<Record<string, never>>('delete', { path: { subscriptionId } }, settings);
  }

  /**
   * Turns a subscription's notifications on. `PUT /rest/organizations/{org}/subscriptions[/me]/{subscriptionId}/enable`.
   * @returns the `SubscriptionModel`, `enabled: true`.
   * @throws PlatformError for a non-success response (404 when it does not exist).
   */
  enable(subscriptionId: string, settings?: RequestSettings) {
    return this.call<SubscriptionModel>('enable', { path: { subscriptionId } }, settings);
  }

  /**
   * Turns a subscription's notifications off. `PUT /rest/organizations/{org}/subscriptions[/me]/{subscriptionId}/disable`.
   * @returns the `SubscriptionModel`, `enabled: false`.
   * @throws PlatformError for a non-success response (404 when it does not exist).
   */
  disable(subscriptionId: string, settings?: RequestSettings) {
    return this.call<SubscriptionModel>('disable', { path: { subscriptionId } }, settings);
  }

  /**
   * Sends a test notification; the subscription's `health` then reflects the outcome (`GOOD`, or
   * `PROBLEMATIC` when it has no recipient or URL to deliver to).
   * `POST /rest/organizations/{org}/subscriptions[/me]/{subscriptionId}/test`, no body.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 when it does not exist).
   */
  test(subscriptionId: string, settings?: RequestSettings) {
    return this.call<Record<string, never>>('test', { path: { subscriptionId } }, settings);
  }
}

/**
 * The organization's notification subscriptions (`/rest/organizations/{org}/subscriptions`);
 * the calling user's own are under {@link me}.
 */
export class Subscriptions extends SubscriptionSet {
  /** The calling user's subscriptions (`/rest/organizations/{org}/subscriptions/me`). */
  readonly me = new SubscriptionSet(this.transport, mySubscriptionEndpoints);

  constructor(transport: Transport) {
    super(transport, subscriptionEndpoints);
  }
}
