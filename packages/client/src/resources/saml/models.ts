/** Whether an organization signs users in through a SAML identity provider. */
export interface SamlEnabledModel {
  organizationId: string;
  samlEnabled: boolean;
  [field: string]: unknown;
}

/** A SAML identity provider: the organization's single one, or one it may use. */
export interface SamlIdentityProviderModel {
  /** Set by the platform. */
  id: string;
  displayName: string;
  /** The identity provider's SAML entity id (issuer). */
  entityId: string;
  /** The identity provider's HTTP-POST binding sign-in URL. */
  postBindingEndpoint: string;
  /** The identity provider's signing certificate, PEM or base64 DER. */
  x509Certificate: string;
  /** The organizations that use this identity provider. */
  organizationIds?: Array<{ id: string; displayName?: string }>;
  [field: string]: unknown;
}

/** What creating an identity provider takes: the platform sets `id`. */
export type NewSamlIdentityProviderModel = Omit<SamlIdentityProviderModel, 'id'> & { id?: string };

/** A realm of the SAML identity provider (`provider` is `SAML`). */
export interface SamlRealmModel {
  id: string;
  provider: 'SAML' | (string & {});
  displayName: string;
  samlIdentityProviderId?: string;
  [field: string]: unknown;
}
