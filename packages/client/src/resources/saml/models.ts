import type { WithRequired } from '../../core/published';
import type { components } from '../../generated/authorization';

type Schemas = components['schemas'];

/** Whether an organization signs users in through a SAML identity provider. */
export type SamlEnabledModel = Required<Schemas['SamlIdentityProviderEnabledModel']>;

/**
 * A SAML identity provider: the organization's single one, or one it may use. `entityId` is its SAML
 * entity id (issuer), `postBindingEndpoint` its HTTP-POST binding sign-in URL, `x509Certificate` its
 * signing certificate (PEM or base64 DER), `organizationIds` the organizations that use it.
 */
export type SamlIdentityProviderModel = WithRequired<
  Schemas['SamlIdentityProviderModel'],
  'id' | 'displayName' | 'entityId' | 'postBindingEndpoint' | 'x509Certificate'
>;

/** What creating an identity provider takes: the platform sets `id`. */
export type NewSamlIdentityProviderModel = WithRequired<
  Schemas['SamlIdentityProviderModel'],
  'displayName' | 'entityId' | 'postBindingEndpoint' | 'x509Certificate'
>;

/** A realm of the SAML identity provider (`provider` is `SAML`). */
export type SamlRealmModel = WithRequired<Schemas['RealmModel'], 'id' | 'provider' | 'displayName'>;
