import type { GetResult, RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import { mySubscriptionEndpoints, type SubscriptionEndpoints, subscriptionEndpoints } from './endpoints';
import type { NewSubscriptionModel, SubscriptionModel } from './models';

/**
 * A set of notification subscriptions: the organization's (`/rest/organizations/{org}/subscriptions`,
 * {@link Subscriptions}) or the calling user's own (`.../subscriptions/me`, `subscriptions.me`).
 * Paths below read `[/me]`: the user's set has the `/me` segment.
 */
export abstract class SubscriptionSet extends Resource<SubscriptionEndpoints> {}

// The calls of both sets: Resource makes them from each one's endpoint table, by the argument convention.
export interface SubscriptionSet {
  /**
   * Lists the subscriptions. `GET /rest/organizations/{org}/subscriptions[/me]`.
   * @returns `SubscriptionModel[]`.
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<SubscriptionModel[], S>>;

  /**
   * Creates a subscription: `name`, `frequency` (`LIVE`, `HOURLY`, `DAILY`, `WEEKLY`) and `type`
   * (`EMAIL`, `EMAIL_JSON` with `recipients`; `WEB_HOOK` with `url`) are required.
   * `POST /rest/organizations/{org}/subscriptions[/me]` with the subscription as JSON.
   * @returns the created `SubscriptionModel` (`id` set, `enabled` default `true`, `health` `UNKNOWN`).
   * @throws PlatformError for a non-success response (400 for a missing field or an invalid enumeration value).
   */
  create(subscription: NewSubscriptionModel, settings?: RequestSettings): Promise<SubscriptionModel>;

  /**
   * Reads one subscription. `GET /rest/organizations/{org}/subscriptions[/me]/{subscriptionId}`.
   * @returns `SubscriptionModel`.
   * @throws PlatformError for a non-success response (404 when it does not exist).
   */
  get<S extends RequestSettings = {}>(
    subscriptionId: string,
    settings?: S,
  ): Promise<GetResult<SubscriptionModel, S>>;

  /**
   * Replaces a subscription (same rules as {@link create}).
   * `PUT /rest/organizations/{org}/subscriptions[/me]/{subscriptionId}` with the subscription as JSON.
   * @returns the updated `SubscriptionModel`.
   * @throws PlatformError for a non-success response (400 for a malformed subscription, 404 for an unknown one).
   */
  update(
    subscriptionId: string,
    subscription: NewSubscriptionModel,
    settings?: RequestSettings,
  ): Promise<SubscriptionModel>;

  /**
   * Deletes a subscription. `DELETE /rest/organizations/{org}/subscriptions[/me]/{subscriptionId}`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 when it does not exist).
   */
  delete(subscriptionId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Turns a subscription's notifications on. `PUT /rest/organizations/{org}/subscriptions[/me]/{subscriptionId}/enable`.
   * @returns `{}` (204); the subscription reads `enabled: true`.
   * @throws PlatformError for a non-success response (404 when it does not exist).
   */
  enable(subscriptionId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Turns a subscription's notifications off. `PUT /rest/organizations/{org}/subscriptions[/me]/{subscriptionId}/disable`.
   * @returns `{}` (204); the subscription reads `enabled: false`.
   * @throws PlatformError for a non-success response (404 when it does not exist).
   */
  disable(subscriptionId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Sends a test notification; the subscription's `health` then reflects the outcome (`GOOD`, or
   * `PROBLEMATIC` when it has no recipient or URL to deliver to).
   * `POST /rest/organizations/{org}/subscriptions[/me]/{subscriptionId}/test`, no body.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 when it does not exist).
   */
  test(subscriptionId: string, settings?: RequestSettings): Promise<Record<string, never>>;
}

/**
 * The organization's notification subscriptions (`/rest/organizations/{org}/subscriptions`);
 * the calling user's own are under {@link subscriptionsAreas.me | me}.
 */
export class Subscriptions extends SubscriptionSet {
  get endpoints() {
    return subscriptionEndpoints;
  }
}

/** The calling user's notification subscriptions (`/rest/organizations/{org}/subscriptions/me`). */
export class MySubscriptions extends SubscriptionSet {
  get endpoints() {
    return mySubscriptionEndpoints;
  }
}

/** The areas of calls under {@link Subscriptions}, each a class of its own: `PlatformClient` nests them. */
export const subscriptionsAreas = {
  /** The calling user's subscriptions (`/rest/organizations/{org}/subscriptions/me`). */
  me: MySubscriptions,
} as const satisfies Areas;
