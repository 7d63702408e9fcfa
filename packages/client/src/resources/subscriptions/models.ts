import type { WithRequired } from '../../core/published';
import type { components } from '../../generated/notification';

type Schemas = components['schemas'];

/** How often a subscription's notifications are sent. */
export type SubscriptionFrequency = NonNullable<Schemas['SubscriptionModel']['frequency']>;
/** How a subscription's notifications are delivered: `HOME_PAGE` shows them on the platform's home page. */
export type SubscriptionType = NonNullable<Schemas['SubscriptionModel']['type']>;
/** How deliveries of a subscription have fared lately. */
export type SubscriptionHealth = 'GOOD' | 'WARNING' | 'PROBLEMATIC' | 'UNKNOWN';

/** Where a subscription delivers, as the platform names it. */
export interface SubscriptionParametersModel {
  /** E-mail addresses, for the `EMAIL` and `EMAIL_JSON` types. */
  emailRecipients?: string[];
  /** The web hook's URL, for the `WEB_HOOK` type. */
  url?: string;
  [field: string]: unknown;
}

/**
 * A notification subscription: platform events (`eventTypes`) delivered at a `frequency` by e-mail
 * (`EMAIL`, `EMAIL_JSON`: to `parameters.emailRecipients`) or to a web hook (`WEB_HOOK`: to
 * `parameters.url`); dates in ms since the epoch. Beside the published fields, the ones the emulator
 * answers in their place: `eventTypes` (the published schema has a `pattern`), `health` (a `status`),
 * `username` (a `userId`), `modifiedDate` (`lastModified`) and `lastTestDate`.
 */
export type SubscriptionModel = Omit<
  WithRequired<Schemas['SubscriptionModel'], 'id' | 'name' | 'enabled' | 'frequency' | 'type'>,
  'parameters'
> & {
  /** Set by the platform; `UNKNOWN` until a delivery (or a test) has happened. */
  health?: SubscriptionHealth;
  /** Where notifications go: e-mail addresses or the web hook's URL, and the type's other settings. */
  parameters?: SubscriptionParametersModel;
  /** The kinds of platform events notified; all when absent. */
  eventTypes?: string[];
  /** For a user's subscription (`/subscriptions/me`), the username it belongs to. */
  username?: string;
  modifiedDate?: number;
  lastTestDate?: number;
};

/** What creating or replacing a subscription takes; `enabled` defaults to `true`. */
export type NewSubscriptionModel = Omit<SubscriptionModel, 'id' | 'enabled' | 'health'> & {
  id?: string;
  enabled?: boolean;
  health?: SubscriptionHealth;
};
