import type { WithRequired } from '../../core/published';
import type { components } from '../../generated/authorization';

type Schemas = components['schemas'];

/** A platform user; `username` is always there. */
export type UserModel = WithRequired<Schemas['UserModel'], 'username'>;

/** A realm (identity domain) a user belongs to. */
export type UserRealmModel = WithRequired<Schemas['RealmModel'], 'id'>;
