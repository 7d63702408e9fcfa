/** How often a subscription's notifications are sent. */
export type SubscriptionFrequency = 'LIVE' | 'HOURLY' | 'DAILY' | 'WEEKLY';
/** How a subscription's notifications are delivered: `HOME_PAGE` shows them on the platform's home page. */
export type SubscriptionType = 'EMAIL' | 'EMAIL_JSON' | 'WEB_HOOK' | 'HOME_PAGE';
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
 * (`EMAIL`, `EMAIL_JSON`: to `parameters.emailRecipients`) or to a web hook (`WEB_HOOK`: to `parameters.url`).
 */
export interface SubscriptionModel {
  /** Set by the platform. */
  id: string;
  name: string;
  description?: string;
  enabled: boolean;
  frequency: SubscriptionFrequency;
  type: SubscriptionType;
  /** Set by the platform; `UNKNOWN` until a delivery (or a test) has happened. */
  health?: SubscriptionHealth;
  /** Where notifications go: e-mail addresses or the web hook's URL, and the type's other settings. */
  parameters?: SubscriptionParametersModel;
  /** The kinds of platform events notified; all when absent. */
  eventTypes?: string[];
  /** For a user's subscription (`/subscriptions/me`), the username it belongs to. Set by the platform. */
  username?: string;
  /** Creation time, in ms since the epoch. Set by the platform. */
  createdDate?: number;
  /** Last change, in ms since the epoch. Set by the platform. */
  modifiedDate?: number;
  /** Last test, in ms since the epoch. Set by the platform. */
  lastTestDate?: number;
  [field: string]: unknown;
}

/** What creating or replacing a subscription takes; `enabled` defaults to `true`. */
export type NewSubscriptionModel = Omit<SubscriptionModel, 'id' | 'enabled' | 'health'> & {
  id?: string;
  enabled?: boolean;
  health?: SubscriptionHealth;
};
