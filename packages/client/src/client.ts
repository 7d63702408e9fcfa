import type { ClientOptions } from './core/options';
import { type Areas, type Nested, withAreas } from './core/resource';
import { Transport } from './core/transport';
import { Activities } from './resources/activities/Activities';
import { ApiKeys, apiKeysAreas } from './resources/apiKeys/ApiKeys';
import { Auth } from './resources/auth/Auth';
import type { AuthenticationModel } from './resources/auth/models';
import { Aws } from './resources/aws/Aws';
import { CaseAssists } from './resources/caseAssists/CaseAssists';
import { CatalogConfigurations } from './resources/catalogConfigurations/CatalogConfigurations';
import { Catalogs, catalogsAreas } from './resources/catalogs/Catalogs';
import { Clusters, clustersAreas } from './resources/clusters/Clusters';
import { Commerce, commerceAreas } from './resources/commerce/Commerce';
import { CrawlingModule, crawlingModuleAreas } from './resources/crawlingModule/CrawlingModule';
import { CustomerService } from './resources/customerService/CustomerService';
import { Events } from './resources/events/Events';
import { Extensions } from './resources/extensions/Extensions';
import { Fields } from './resources/fields/Fields';
import { Global } from './resources/global/Global';
import { GlobalGroups } from './resources/globalGroups/GlobalGroups';
import { Groups, groupsAreas } from './resources/groups/Groups';
import { HostedPages } from './resources/hostedPages/HostedPages';
import { Indexes, indexesAreas } from './resources/indexes/Indexes';
import { InsightConfigs } from './resources/insightConfigs/InsightConfigs';
import { InsightInterfaces } from './resources/insightInterfaces/InsightInterfaces';
import { Ipx } from './resources/ipx/Ipx';
import { IpxInterfaces } from './resources/ipxInterfaces/IpxInterfaces';
import { Knowledge } from './resources/knowledge/Knowledge';
import { License } from './resources/license/License';
import { Limits } from './resources/limits/Limits';
import { Links } from './resources/links/Links';
import { LogRequests } from './resources/logRequests/LogRequests';
import { Logs } from './resources/logs/Logs';
import { MachineLearning, machineLearningAreas } from './resources/ml/MachineLearning';
import { ModifierTemplates } from './resources/modifierTemplates/ModifierTemplates';
import { Organizations, organizationsAreas } from './resources/organizations/Organizations';
import { Pages } from './resources/pages/Pages';
import { Pipelines, pipelinesAreas } from './resources/pipelines/Pipelines';
import { PlatformResources } from './resources/platformResources/PlatformResources';
import { Privileges } from './resources/privileges/Privileges';
import { Projects } from './resources/projects/Projects';
import { PushApi, pushApiAreas } from './resources/pushApi/PushApi';
import { Saml } from './resources/saml/Saml';
import { Schema, schemaAreas } from './resources/schema/Schema';
import { Search, searchAreas } from './resources/search/Search';
import { SearchInterfaces } from './resources/searchInterfaces/SearchInterfaces';
import { SearchPages } from './resources/searchPages/SearchPages';
import { SearchUsageMetrics } from './resources/searchUsageMetrics/SearchUsageMetrics';
import { SecurityCache } from './resources/securityCache/SecurityCache';
import { SecurityProviders } from './resources/securityProviders/SecurityProviders';
import { Snapshots, snapshotsAreas } from './resources/snapshots/Snapshots';
import { Sources, sourcesAreas } from './resources/sources/Sources';
import { Subscriptions, subscriptionsAreas } from './resources/subscriptions/Subscriptions';
import { Tableau } from './resources/tableau/Tableau';
import { Ua } from './resources/ua/Ua';
import { Users } from './resources/users/Users';
import { Vaults } from './resources/vaults/Vaults';
import { Workspace } from './resources/workspace/Workspace';

/**
 * The client for the platform's administration REST APIs. One property per API family, made when it is
 * first used.
 * @example
 * const platform = new PlatformClient({ accessToken: 'xx…', organizationId: 'myorg' });
 * const sources = await platform.sources.list({ page: 0, perPage: 50 });
 */
export class PlatformClient {
  private readonly transport: Transport;
  private user: AuthenticationModel | undefined;

  get auth(): Auth {
    return this.family('auth', Auth);
  }

  get organizations(): Organizations & Nested<typeof organizationsAreas> {
    return this.family('organizations', Organizations, organizationsAreas);
  }

  get global(): Global {
    return this.family('global', Global);
  }

  get globalGroups(): GlobalGroups {
    return this.family('globalGroups', GlobalGroups);
  }

  get users(): Users {
    return this.family('users', Users);
  }

  get privileges(): Privileges {
    return this.family('privileges', Privileges);
  }

  get apiKeys(): ApiKeys & Nested<typeof apiKeysAreas> {
    return this.family('apiKeys', ApiKeys, apiKeysAreas);
  }

  get groups(): Groups & Nested<typeof groupsAreas> {
    return this.family('groups', Groups, groupsAreas);
  }

  get license(): License {
    return this.family('license', License);
  }

  get limits(): Limits {
    return this.family('limits', Limits);
  }

  get links(): Links {
    return this.family('links', Links);
  }

  get saml(): Saml {
    return this.family('saml', Saml);
  }

  get subscriptions(): Subscriptions & Nested<typeof subscriptionsAreas> {
    return this.family('subscriptions', Subscriptions, subscriptionsAreas);
  }

  get sources(): Sources & Nested<typeof sourcesAreas> {
    return this.family('sources', Sources, sourcesAreas);
  }

  get indexes(): Indexes & Nested<typeof indexesAreas> {
    return this.family('indexes', Indexes, indexesAreas);
  }

  get fields(): Fields {
    return this.family('fields', Fields);
  }

  get extensions(): Extensions {
    return this.family('extensions', Extensions);
  }

  get aws(): Aws {
    return this.family('aws', Aws);
  }

  get catalogs(): Catalogs & Nested<typeof catalogsAreas> {
    return this.family('catalogs', Catalogs, catalogsAreas);
  }

  get catalogConfigurations(): CatalogConfigurations {
    return this.family('catalogConfigurations', CatalogConfigurations);
  }

  /** Coveo for Commerce: listings, search, recommendations and their configurations, per tracking id. */
  get commerce(): Commerce & Nested<typeof commerceAreas> {
    return this.family('commerce', Commerce, commerceAreas);
  }

  get schema(): Schema & Nested<typeof schemaAreas> {
    return this.family('schema', Schema, schemaAreas);
  }

  get clusters(): Clusters & Nested<typeof clustersAreas> {
    return this.family('clusters', Clusters, clustersAreas);
  }

  get logRequests(): LogRequests {
    return this.family('logRequests', LogRequests);
  }

  get crawlingModule(): CrawlingModule & Nested<typeof crawlingModuleAreas> {
    return this.family('crawlingModule', CrawlingModule, crawlingModuleAreas);
  }

  get logs(): Logs {
    return this.family('logs', Logs);
  }

  get searchInterfaces(): SearchInterfaces {
    return this.family('searchInterfaces', SearchInterfaces);
  }

  get pages(): Pages {
    return this.family('pages', Pages);
  }

  get hostedPages(): HostedPages {
    return this.family('hostedPages', HostedPages);
  }

  /** Machine-learning models and their configurations. */
  get ml(): MachineLearning & Nested<typeof machineLearningAreas> {
    return this.family('ml', MachineLearning, machineLearningAreas);
  }

  get insightConfigs(): InsightConfigs {
    return this.family('insightConfigs', InsightConfigs);
  }

  get insightInterfaces(): InsightInterfaces {
    return this.family('insightInterfaces', InsightInterfaces);
  }

  /** In-product experiences (in-app widgets). */
  get ipx(): Ipx {
    return this.family('ipx', Ipx);
  }

  get ipxInterfaces(): IpxInterfaces {
    return this.family('ipxInterfaces', IpxInterfaces);
  }

  get searchPages(): SearchPages {
    return this.family('searchPages', SearchPages);
  }

  /** Usage analytics: statistics, exports, dimensions, reports, ... */
  get ua(): Ua {
    return this.family('ua', Ua);
  }

  /** The Event API: sending events in batches, and checking events and requests against their schemas. */
  get events(): Events {
    return this.family('events', Events);
  }

  /** Tableau dashboards of usage analytics (deprecated on the platform). */
  get tableau(): Tableau {
    return this.family('tableau', Tableau);
  }

  /** Search usage metrics: licence usage, raw usage per search hub, search hubs. */
  get searchUsageMetrics(): SearchUsageMetrics {
    return this.family('searchUsageMetrics', SearchUsageMetrics);
  }

  /** Query pipelines: statements, result rankings, statement groups, facet state rules, ML associations. */
  get pipelines(): Pipelines & Nested<typeof pipelinesAreas> {
    return this.family('pipelines', Pipelines, pipelinesAreas);
  }

  /** The Search API: queries, tokens, field values. */
  get search(): Search & Nested<typeof searchAreas> {
    return this.family('search', Search, searchAreas);
  }

  get modifierTemplates(): ModifierTemplates {
    return this.family('modifierTemplates', ModifierTemplates);
  }

  get caseAssists(): CaseAssists {
    return this.family('caseAssists', CaseAssists);
  }

  /** Customer service: answer generation for support cases (case answering settings, generated answers). */
  get customerService(): CustomerService {
    return this.family('customerService', CustomerService);
  }

  /** Knowledge: answer agents and the answers they generate. */
  get knowledge(): Knowledge {
    return this.family('knowledge', Knowledge);
  }

  get snapshots(): Snapshots & Nested<typeof snapshotsAreas> {
    return this.family('snapshots', Snapshots, snapshotsAreas);
  }

  get securityProviders(): SecurityProviders {
    return this.family('securityProviders', SecurityProviders);
  }

  get securityCache(): SecurityCache {
    return this.family('securityCache', SecurityCache);
  }

  get pushApi(): PushApi & Nested<typeof pushApiAreas> {
    return this.family('pushApi', PushApi, pushApiAreas);
  }

  get vaults(): Vaults {
    return this.family('vaults', Vaults);
  }

  get activities(): Activities {
    return this.family('activities', Activities);
  }

  get projects(): Projects {
    return this.family('projects', Projects);
  }

  get platformResources(): PlatformResources {
    return this.family('platformResources', PlatformResources);
  }

  /** Which resources belong to which projects: add, remove, set and list them. */
  get workspace(): Workspace {
    return this.family('workspace', Workspace);
  }

  constructor(options: ClientOptions) {
    if (!options?.accessToken) {
      throw new TypeError(
        'PlatformClient needs an accessToken: pass { accessToken: "..." } (an API key or an OAuth token).',
      );
    }
    this.transport = new Transport(options);
  }

  /**
   * The family `name`, made on first use: a client that calls one family makes only that one. It then
   * stays as an own property of the client, in front of its getter.
   */
  private family<T extends object, A extends Areas = {}>(
    name: string,
    Family: new (transport: Transport) => T,
    areas?: A,
  ): T & Nested<A> {
    const family = withAreas(new Family(this.transport), areas ?? ({} as A), this.transport);
    Object.defineProperty(this, name, { value: family, enumerable: true });
    return family;
  }

  /** The user the access token belongs to, once {@link initialize} has run. */
  get currentUser(): AuthenticationModel | undefined {
    return this.user;
  }

  /** The platform host's base URL this client calls. */
  get host(): string {
    return this.transport.platformHost;
  }

  /** The serverless host's base URL (Push API, Logs). */
  get serverlessHost(): string {
    return this.transport.serverlessHost;
  }

  /**
   * Checks the access token and keeps the user it belongs to as {@link currentUser}.
   * `POST /oauth/check_token` (form field `token`).
   * @throws PlatformError when the token is refused.
   */
  async initialize(): Promise<AuthenticationModel> {
    const token = await this.transport.accessToken();
    const info = await this.auth.checkToken(token);
    this.user = info.authentication;
    return this.user;
  }

  /**
   * Aborts every GET request in flight; each resolves to `undefined` at once. Other requests go on.
   * A GET made with a `signal` is cancelled on the wire; the late answer of one without is drained.
   *
   * The types do not show this: a GET called without a `signal` is typed to resolve to its answer
   * (`GetResult`), yet resolves to `undefined` when aborted here. A program that calls this checks
   * the results of the GETs it may abort for `undefined`.
   */
  abortPendingGetRequests(): void {
    this.transport.abortPendingGets();
  }
}
