import { catalogOf, type Endpoint } from './core/endpoint';
import { activitiesCatalog } from './resources/activities/endpoints';
import { apiKeysCatalog } from './resources/apiKeys/endpoints';
import { authCatalog } from './resources/auth/endpoints';
import { awsCatalog } from './resources/aws/endpoints';
import { caseAssistsCatalog } from './resources/caseAssists/endpoints';
import { catalogConfigurationsCatalog } from './resources/catalogConfigurations/endpoints';
import { catalogsCatalog } from './resources/catalogs/endpoints';
import { clustersCatalog } from './resources/clusters/endpoints';
import { commerceCatalog } from './resources/commerce/endpoints';
import { crawlingModuleCatalog } from './resources/crawlingModule/endpoints';
import { customerServiceCatalog } from './resources/customerService/endpoints';
import { eventsCatalog } from './resources/events/endpoints';
import { extensionsCatalog } from './resources/extensions/endpoints';
import { fieldsCatalog } from './resources/fields/endpoints';
import { globalCatalog } from './resources/global/endpoints';
import { globalGroupsCatalog } from './resources/globalGroups/endpoints';
import { groupsCatalog } from './resources/groups/endpoints';
import { hostedPagesCatalog } from './resources/hostedPages/endpoints';
import { indexDocumentsCatalog } from './resources/indexes/documentEndpoints';
import { indexesCatalog } from './resources/indexes/endpoints';
import { insightConfigsCatalog } from './resources/insightConfigs/endpoints';
import { insightInterfacesCatalog } from './resources/insightInterfaces/endpoints';
import { ipxCatalog } from './resources/ipx/endpoints';
import { ipxInterfacesCatalog } from './resources/ipxInterfaces/endpoints';
import { knowledgeCatalog } from './resources/knowledge/endpoints';
import { licenseCatalog } from './resources/license/endpoints';
import { limitsCatalog } from './resources/limits/endpoints';
import { linksCatalog } from './resources/links/endpoints';
import { logRequestsCatalog } from './resources/logRequests/endpoints';
import { logsCatalog } from './resources/logs/endpoints';
import { mlCatalog } from './resources/ml/endpoints';
import { modifierTemplatesCatalog } from './resources/modifierTemplates/endpoints';
import { organizationsCatalog } from './resources/organizations/endpoints';
import { pagesCatalog } from './resources/pages/endpoints';
import { pipelinesCatalog } from './resources/pipelines/endpoints';
import { platformResourcesCatalog } from './resources/platformResources/endpoints';
import { privilegesCatalog } from './resources/privileges/endpoints';
import { projectsCatalog } from './resources/projects/endpoints';
import { pushApiCatalog } from './resources/pushApi/endpoints';
import { samlCatalog } from './resources/saml/endpoints';
import { schemaCatalog } from './resources/schema/endpoints';
import { searchCatalog } from './resources/search/endpoints';
import { searchInterfacesCatalog } from './resources/searchInterfaces/endpoints';
import { searchPagesCatalog } from './resources/searchPages/endpoints';
import { searchUsageMetricsCatalog } from './resources/searchUsageMetrics/endpoints';
import { securityCacheCatalog } from './resources/securityCache/endpoints';
import { securityProvidersCatalog } from './resources/securityProviders/endpoints';
import { snapshotsCatalog } from './resources/snapshots/endpoints';
import { sourcesCatalog } from './resources/sources/endpoints';
import { subscriptionsCatalog } from './resources/subscriptions/endpoints';
import { tableauCatalog } from './resources/tableau/endpoints';
import { uaAdminCatalog } from './resources/ua/admin/endpoints';
import { uaDataHealthCatalog } from './resources/ua/dataHealth/endpoints';
import { uaDataShareCatalog } from './resources/ua/dataShare/endpoints';
import { uaDimensionsCatalog } from './resources/ua/dimensions/endpoints';
import { uaEventsCatalog } from './resources/ua/events/endpoints';
import { uaExportsCatalog } from './resources/ua/exports/endpoints';
import { uaFiltersCatalog } from './resources/ua/filters/endpoints';
import { uaGroupsCatalog } from './resources/ua/groups/endpoints';
import { uaMetricsCatalog } from './resources/ua/metrics/endpoints';
import { analyticsPropertiesCatalog } from './resources/ua/properties/endpoints';
import { uaReportsCatalog } from './resources/ua/reports/endpoints';
import { uaSnowflakeCatalog } from './resources/ua/snowflake/endpoints';
import { uaStatsCatalog } from './resources/ua/stats/endpoints';
import { uaUsersCatalog } from './resources/ua/users/endpoints';
import { uaV14Catalog } from './resources/ua/v14/endpoints';
import { usersCatalog } from './resources/users/endpoints';
import { vaultsCatalog } from './resources/vaults/endpoints';
import { workspaceCatalog } from './resources/workspace/endpoints';

/**
 * Every REST call the client makes, declared once. `name` is the client method that makes it
 * (`client.sources.startRefresh` for `sources.startRefresh`).
 */
export const catalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  authCatalog,
  organizationsCatalog,
  globalCatalog,
  globalGroupsCatalog,
  usersCatalog,
  privilegesCatalog,
  apiKeysCatalog,
  groupsCatalog,
  licenseCatalog,
  limitsCatalog,
  linksCatalog,
  samlCatalog,
  subscriptionsCatalog,
  uaStatsCatalog,
  uaExportsCatalog,
  uaDimensionsCatalog,
  uaDataHealthCatalog,
  uaReportsCatalog,
  uaFiltersCatalog,
  uaUsersCatalog,
  uaAdminCatalog,
  uaSnowflakeCatalog,
  uaDataShareCatalog,
  analyticsPropertiesCatalog,
  uaGroupsCatalog,
  uaMetricsCatalog,
  uaEventsCatalog,
  uaV14Catalog,
  eventsCatalog,
  tableauCatalog,
  searchUsageMetricsCatalog,
  sourcesCatalog,
  indexesCatalog,
  indexDocumentsCatalog,
  fieldsCatalog,
  extensionsCatalog,
  awsCatalog,
  catalogsCatalog,
  catalogConfigurationsCatalog,
  commerceCatalog,
  schemaCatalog,
  clustersCatalog,
  logRequestsCatalog,
  crawlingModuleCatalog,
  logsCatalog,
  searchInterfacesCatalog,
  pagesCatalog,
  hostedPagesCatalog,
  mlCatalog,
  insightConfigsCatalog,
  insightInterfacesCatalog,
  ipxCatalog,
  ipxInterfacesCatalog,
  searchPagesCatalog,
  pipelinesCatalog,
  searchCatalog,
  modifierTemplatesCatalog,
  caseAssistsCatalog,
  customerServiceCatalog,
  knowledgeCatalog,
  snapshotsCatalog,
  securityProvidersCatalog,
  securityCacheCatalog,
  pushApiCatalog,
  vaultsCatalog,
  activitiesCatalog,
  projectsCatalog,
  platformResourcesCatalog,
  workspaceCatalog,
);
