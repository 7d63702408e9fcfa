import type { EmulatorContext } from '../context';

export const DAY_MS = 86_400_000;

/** The source types a licence allows when it names none. */
export const DEFAULT_SOURCE_TYPES =
  'WEB2 SITEMAP PUSH CATALOG FILE DROPBOX GOOGLE_DRIVE_DOMAIN_WIDE SHAREPOINT_ONLINE CONFLUENCE2 JIRA2 SALESFORCE SERVICENOW ZENDESK YOUTUBE GENERIC_REST'.split(
    ' ',
  );

/** What a new licence allows, by section then property (figures; the limits read them too). */
export const LICENSED: Record<string, Record<string, any>> = {
  organization: { numberOfApiKeys: 100, numberOfMembers: 50 },
  index: { numberOfIndexes: 2, numberOfFields: 1000, indexSizeInGibibytes: 100 },
  sources: { numberOfSources: 50, refreshesPerDay: 96, sourceTypes: DEFAULT_SOURCE_TYPES },
  searchapi: { queriesPerMonth: 100_000, maximumResultsPerQuery: 1000 },
  usageanalytics: { eventsPerMonth: 1_000_000, dataRetentionInMonths: 13 },
  machinelearning: { numberOfModels: 20 },
  extensions: { numberOfExtensions: 100, executionTimeoutInSeconds: 5 },
};

/** The organization's licence document (`license`), a year from the organization's creation at first. */
export function licenseOf(ctx: EmulatorContext): Record<string, any> {
  return ctx.store.document('license', () => {
    const organization = ctx.state.organizations.records.get(ctx.org);
    return {
      accountId: ctx.org,
      accountName: organization?.displayName ?? ctx.org,
      productName: 'COVEO_CLOUD',
      productEdition: 'ENTERPRISE',
      productType: 'STANDARD',
      type: 'PRODUCTION',
      department: 'ENGINEERING',
      expirationDate: (organization?.createdDate ?? Date.now()) + 365 * DAY_MS,
      indexType: 'COVEO',
      indexBackupType: 'REGULAR',
      monitoringLevel: 'REGULAR_MONITORING',
      machineLearningConfigurability: 'FULL',
      dataVisualizationAccessLevel: 'FULL',
      properties: structuredClone(LICENSED),
    };
  });
}
