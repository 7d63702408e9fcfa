import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { samlEndpoints } from './endpoints';
import type {
  NewSamlIdentityProviderModel,
  SamlEnabledModel,
  SamlIdentityProviderModel,
  SamlRealmModel,
} from './models';

/**
 * The organization's SAML single sign-on (`/rest/organizations/{org}/saml`): at most one identity
 * provider per organization.
 */
export class Saml extends Resource<typeof samlEndpoints> {
  get endpoints() {
    return samlEndpoints;
  }
}

// The calls of Saml that follow the argument convention: Resource makes them from the endpoint table.
export interface Saml {
  /**
   * Tells whether the organization has SAML sign-in. `GET /rest/organizations/{org}/saml/enabled`.
   * @returns `SamlEnabledModel` (`{ organizationId, samlEnabled }`).
   * @throws PlatformError for a non-success response.
   */
  isEnabled<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<SamlEnabledModel, S>>;

  /**
   * Lists the SAML identity providers the organization may use.
   * `GET /rest/organizations/{org}/saml/availables`.
   * @returns `SamlIdentityProviderModel[]`.
   * @throws PlatformError for a non-success response.
   */
  listAvailableProviders<S extends RequestSettings = {}>(
    settings?: S,
  ): Promise<GetResult<SamlIdentityProviderModel[], S>>;

  /**
   * Reads the organization's identity provider. `GET /rest/organizations/{org}/saml/identityprovider`.
   * @returns `SamlIdentityProviderModel`.
   * @throws PlatformError for a non-success response (404 when the organization has none).
   */
  getProvider<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<SamlIdentityProviderModel, S>>;

  /**
   * Sets up the organization's identity provider (`displayName`, `entityId`, `postBindingEndpoint`,
   * `x509Certificate`). `POST /rest/organizations/{org}/saml/identityprovider` with the provider as JSON.
   * @returns the created `SamlIdentityProviderModel`, with its `id`.
   * @throws PlatformError for a non-success response (400 for a malformed provider, 409 when the
   * organization already has one).
   */
  createProvider(
    provider: NewSamlIdentityProviderModel,
    settings?: RequestSettings,
  ): Promise<SamlIdentityProviderModel>;

  /**
   * Replaces the organization's identity provider.
   * `PUT /rest/organizations/{org}/saml/identityprovider` with the provider as JSON.
   * @returns the updated `SamlIdentityProviderModel`.
   * @throws PlatformError for a non-success response (400 for a malformed provider, 404 when the
   * organization has none).
   */
  updateProvider(
    provider: NewSamlIdentityProviderModel,
    settings?: RequestSettings,
  ): Promise<SamlIdentityProviderModel>;

  /**
   * Removes the organization's identity provider. `DELETE /rest/organizations/{org}/saml/identityprovider`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 when the organization has none).
   */
  deleteProvider(settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Lists the realms of the organization's identity provider.
   * `GET /rest/organizations/{org}/saml/identityprovider/realms`.
   * @returns `SamlRealmModel[]`.
   * @throws PlatformError for a non-success response (404 when the organization has no identity provider).
   */
  listRealms<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<SamlRealmModel[], S>>;
}
