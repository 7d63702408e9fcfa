import type { ClientOptions } from './core/options';
import { Transport } from './core/transport';
import { Activities } from './resources/activities/Activities';
import { ApiKeys } from './resources/apiKeys/ApiKeys';
import { Auth } from './resources/auth/Auth';
import type { AuthenticationModel } from './resources/auth/models';
import { Aws } from './resources/aws/Aws';
import { CaseAssists } from './resources/caseAssists/CaseAssists';
import { CatalogConfigurations } from './resources/catalogConfigurations/CatalogConfigurations';
import { Catalogs } from './resources/catalogs/Catalogs';
import { Clusters } from './resources/clusters/Clusters';
import { CrawlingModule } from './resources/crawlingModule/CrawlingModule';
import { Extensions } from './resources/extensions/Extensions';
import { Fields } from './resources/fields/Fields';
import { Global } from './resources/global/Global';
import { GlobalGroups } from './resources/globalGroups/GlobalGroups';
import { Groups } from './resources/groups/Groups';
import { HostedPages } from './resources/hostedPages/HostedPages';
import { Indexes } from './resources/indexes/Indexes';
import { InsightConfigs } from './resources/insightConfigs/InsightConfigs';
import { InsightInterfaces } from './resources/insightInterfaces/InsightInterfaces';
import { Ipx } from './resources/ipx/Ipx';
import { IpxInterfaces } from './resources/ipxInterfaces/IpxInterfaces';
import { License } from './resources/license/License';
import { Limits } from './resources/limits/Limits';
import { Links } from './resources/links/Links';
import { LogRequests } from './resources/logRequests/LogRequests';
import { Logs } from './resources/logs/Logs';
import { MachineLearning } from './resources/ml/MachineLearning';
import { ModifierTemplates } from './resources/modifierTemplates/ModifierTemplates';
import { Organizations } from './resources/organizations/Organizations';
import { Pages } from './resources/pages/Pages';
import { Pipelines } from './resources/pipelines/Pipelines';
import { PlatformResources } from './resources/platformResources/PlatformResources';
import { Privileges } from './resources/privileges/Privileges';
import { Projects } from './resources/projects/Projects';
import { PushApi } from './resources/pushApi/PushApi';
import { Saml } from './resources/saml/Saml';
import { Schema } from './resources/schema/Schema';
import { Search } from './resources/search/Search';
import { SearchInterfaces } from './resources/searchInterfaces/SearchInterfaces';
import { SearchPages } from './resources/searchPages/SearchPages';
import { SearchUsageMetrics } from './resources/searchUsageMetrics/SearchUsageMetrics';
import { SecurityCache } from './resources/securityCache/SecurityCache';
import { SecurityProviders } from './resources/securityProviders/SecurityProviders';
import { Snapshots } from './resources/snapshots/Snapshots';
import { Sources } from './resources/sources/Sources';
import { Subscriptions } from './resources/subscriptions/Subscriptions';
import { Tableau } from './resources/tableau/Tableau';
import { Ua } from './resources/ua/Ua';
import { Users } from './resources/users/Users';
import { Vaults } from './resources/vaults/Vaults';

/**
 * The client for the platform's administration REST APIs. One property per API family.
 * @example
 * const platform = new PlatformClient({ accessToken: 'xx…', organizationId: 'myorg' });
 * const sources = await platform.sources.list({ page: 0, perPage: 50 });
 */
export class PlatformClient {
  private readonly transport: Transport;
  private user: AuthenticationModel | undefined;

  readonly auth: Auth;
  readonly organizations: Organizations;
  readonly global: Global;
  readonly globalGroups: GlobalGroups;
  readonly users: Users;
  readonly privileges: Privileges;
  readonly apiKeys: ApiKeys;
  readonly groups: Groups;
  readonly license: License;
  readonly limits: Limits;
  readonly links: Links;
  readonly saml: Saml;
  readonly subscriptions: Subscriptions;
  readonly sources: Sources;
  readonly indexes: Indexes;
  readonly fields: Fields;
  readonly extensions: Extensions;
  readonly aws: Aws;
  readonly catalogs: Catalogs;
  readonly catalogConfigurations: CatalogConfigurations;
  readonly schema: Schema;
  readonly clusters: Clusters;
  readonly logRequests: LogRequests;
  readonly crawlingModule: CrawlingModule;
  readonly logs: Logs;
  readonly searchInterfaces: SearchInterfaces;
  readonly pages: Pages;
  readonly hostedPages: HostedPages;
  /** Machine-learning models and their configurations. */
  readonly ml: MachineLearning;
  readonly insightConfigs: InsightConfigs;
  readonly insightInterfaces: InsightInterfaces;
  /** In-product experiences (in-app widgets). */
  readonly ipx: Ipx;
  readonly ipxInterfaces: IpxInterfaces;
  readonly searchPages: SearchPages;
  /** Usage analytics: statistics, exports, dimensions, reports, ... */
  readonly ua: Ua;
  /** Tableau dashboards of usage analytics (deprecated on the platform). */
  readonly tableau: Tableau;
  /** Search usage metrics: licence usage, raw usage per search hub, search hubs. */
  readonly searchUsageMetrics: SearchUsageMetrics;
  /** Query pipelines: statements, result rankings, statement groups, facet state rules, ML associations. */
  readonly pipelines: Pipelines;
  /** The Search API: queries, tokens, field values. */
  readonly search: Search;
  readonly modifierTemplates: ModifierTemplates;
  readonly caseAssists: CaseAssists;
  readonly snapshots: Snapshots;
  readonly securityProviders: SecurityProviders;
  readonly securityCache: SecurityCache;
  readonly pushApi: PushApi;
  readonly vaults: Vaults;
  readonly activities: Activities;
  readonly projects: Projects;
  readonly platformResources: PlatformResources;

  constructor(options: ClientOptions) {
    if (!options?.accessToken) {
      throw new TypeError(
        'PlatformClient needs an accessToken: pass { accessToken: "..." } (an API key or an OAuth token).',
      );
    }
    this.transport = new Transport(options);
    this.auth = new Auth(this.transport);
    this.organizations = new Organizations(this.transport);
    this.global = new Global(this.transport);
    this.globalGroups = new GlobalGroups(this.transport);
    this.users = new Users(this.transport);
    this.privileges = new Privileges(this.transport);
    this.apiKeys = new ApiKeys(this.transport);
    this.groups = new Groups(this.transport);
    this.license = new License(this.transport);
    this.limits = new Limits(this.transport);
    this.links = new Links(this.transport);
    this.saml = new Saml(this.transport);
    this.subscriptions = new Subscriptions(this.transport);
    this.sources = new Sources(this.transport);
    this.indexes = new Indexes(this.transport);
    this.fields = new Fields(this.transport);
    this.extensions = new Extensions(this.transport);
    this.aws = new Aws(this.transport);
    this.catalogs = new Catalogs(this.transport);
    this.catalogConfigurations = new CatalogConfigurations(this.transport);
    this.schema = new Schema(this.transport);
    this.clusters = new Clusters(this.transport);
    this.logRequests = new LogRequests(this.transport);
    this.crawlingModule = new CrawlingModule(this.transport);
    this.logs = new Logs(this.transport);
    this.searchInterfaces = new SearchInterfaces(this.transport);
    this.pages = new Pages(this.transport);
    this.hostedPages = new HostedPages(this.transport);
    this.ml = new MachineLearning(this.transport);
    this.insightConfigs = new InsightConfigs(this.transport);
    this.insightInterfaces = new InsightInterfaces(this.transport);
    this.ipx = new Ipx(this.transport);
    this.ipxInterfaces = new IpxInterfaces(this.transport);
    this.searchPages = new SearchPages(this.transport);
    this.ua = new Ua(this.transport);
    this.tableau = new Tableau(this.transport);
    this.searchUsageMetrics = new SearchUsageMetrics(this.transport);
    this.pipelines = new Pipelines(this.transport);
    this.search = new Search(this.transport);
    this.modifierTemplates = new ModifierTemplates(this.transport);
    this.caseAssists = new CaseAssists(this.transport);
    this.snapshots = new Snapshots(this.transport);
    this.securityProviders = new SecurityProviders(this.transport);
    this.securityCache = new SecurityCache(this.transport);
    this.pushApi = new PushApi(this.transport);
    this.vaults = new Vaults(this.transport);
    this.activities = new Activities(this.transport);
    this.projects = new Projects(this.transport);
    this.platformResources = new PlatformResources(this.transport);
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
   */
  abortPendingGetRequests(): void {
    this.transport.abortPendingGets();
  }
}
