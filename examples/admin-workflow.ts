/**
 * An administrator's first hour with a new organization, through @platform-admin/client:
 * check the token, create an organization, create and disable an API key, create fields,
 * create a push source and a web source, refresh the web source and wait until it is idle, push
 * products to the push source and find them, page through the sources, read the index statistics;
 * then the steps of examples/steps/ (relevance, machine learning, usage analytics, snapshots).
 *
 * Run it against any platform (or the emulator) with:
 *   PLATFORM_HOST=http://127.0.0.1:8080 PLATFORM_TOKEN=emulator-admin-token npx tsx examples/admin-workflow.ts
 * `npm start` starts the emulator and runs it for you.
 */
import { PlatformClient, paginate, type SourceModel, waitUntil } from '@platform-admin/client';
import { runAnalyticsStep } from './steps/analytics';
import { type ContentSummary, runContentStep } from './steps/content';
import { type EventsSummary, runEventsStep } from './steps/events';
import { runMachineLearningStep } from './steps/ml';
import { type RelevanceSummary, runRelevanceStep } from './steps/relevance';
import { runSnapshotStep } from './steps/snapshot';

export interface WorkflowSummary {
  organizationId: string;
  apiKeyId: string;
  fields: string[];
  sources: Array<{ id: string; name: string; type: string; status: string; documents: number }>;
  indexId: string;
  indexedDocuments: number;
  /** The products pushed to the push source, as search found them. */
  content: ContentSummary;
  relevance: RelevanceSummary;
  /** What the usage analytics write API logged, as the statistics counted it. */
  events: EventsSummary;
}

export async function runAdminWorkflow(
  options: { host: string; accessToken: string; refreshTimeoutMs?: number },
  log: (line: string) => void = console.log,
): Promise<WorkflowSummary> {
  let organizationId = '';
  const client = new PlatformClient({
    host: options.host,
    accessToken: options.accessToken,
    // A function: every call uses the organization the workflow is working on.
    organizationId: () => organizationId,
  });
  let stepNumber = 0;
  const step = (text: string) => log(`\n[${++stepNumber}] ${text}`);

  step('Checking the access token');
  const user = await client.initialize();
  log(`  token belongs to ${user.displayName ?? user.username} (${user.email ?? user.username})`);

  step('Creating an organization');
  const created = await client.organizations.create({ name: 'Acme Documentation' });
  organizationId = created.id;
  log(`  organization ${organizationId}`);

  step('Creating an API key for the CI job, then disabling it');
  const apiKey = await client.apiKeys.create({
    displayName: 'CI pipeline',
    description: 'Pushes documents from the nightly build',
    privileges: [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'EDIT' }],
  });
  log(
    `  created ${apiKey.id} (enabled: ${apiKey.enabled}, secret shown once: ${apiKey.value ? 'yes' : 'no'})`,
  );
  await client.apiKeys.disable(apiKey.id);
  const disabled = await client.apiKeys.get(apiKey.id);
  log(`  disabled ${apiKey.id} (enabled: ${disabled?.enabled})`);

  step('Creating fields in one batch');
  const fields = [
    { name: 'productcategory', type: 'STRING' as const, facet: true, multiValueFacet: true },
    { name: 'price', type: 'DOUBLE' as const, sort: true },
    { name: 'releasedate', type: 'DATE' as const, sort: true },
  ];
  await client.fields.batchCreate(fields);
  log(`  created ${fields.map((f) => `${f.name} (${f.type})`).join(', ')}`);

  step('Creating a push source and a web source');
  const push = await client.sources.create({
    name: 'Product catalog',
    sourceType: 'PUSH',
    sourceVisibility: 'SECURED',
    pushEnabled: true,
  });
  const web = await client.sources.create({
    name: 'Documentation site',
    sourceType: 'WEB2',
    sourceVisibility: 'SHARED',
    urls: ['https://docs.example.com/'],
  });
  log(`  push source ${push.id}, web source ${web.id}`);
  const status = (source?: SourceModel) => source?.information?.sourceStatus?.type ?? 'UNKNOWN';
  const documents = (source?: SourceModel) => source?.information?.numberOfDocuments ?? 0;
  for (const id of [push.id, web.id]) {
    await waitUntil(
      () => client.sources.get(id),
      (source) => status(source) !== 'CREATING',
      { intervalMs: 100, timeoutMs: options.refreshTimeoutMs ?? 60_000 },
    );
  }
  log('  both sources are created');

  step('Refreshing the web source until it is idle');
  await client.sources.startRefresh(web.id);
  let lastLine = '';
  const refreshed = await waitUntil(
    () => client.sources.get(web.id),
    (source) => status(source) === 'IDLE',
    {
      intervalMs: 200,
      timeoutMs: options.refreshTimeoutMs ?? 60_000,
      onPoll: (source, elapsedMs) => {
        const line = `  ${(elapsedMs / 1000).toFixed(1).padStart(5)} s  ${status(source).padEnd(10)} ${documents(source)} documents`;
        if (line.slice(9) !== lastLine) log(line);
        lastLine = line.slice(9);
      },
    },
  );
  log(`  idle with ${documents(refreshed)} documents`);

  const content = await runContentStep(client, step, log, push.id, { timeoutMs: options.refreshTimeoutMs });

  step('Paging through the sources, one per page');
  const sources: WorkflowSummary['sources'] = [];
  for await (const source of paginate<SourceModel>(
    (page) => client.sources.list({ page, perPage: 1 }),
    'sourceModels',
  )) {
    sources.push({
      id: source.id,
      name: source.name ?? '',
      type: String(source.sourceType),
      status: status(source),
      documents: documents(source),
    });
    log(`  page ${sources.length - 1}: ${source.name} (${source.sourceType}, ${status(source)})`);
  }

  step('Reading the index statistics');
  const indexes = (await client.indexes.list()) ?? [];
  const index = indexes[0];
  if (!index) throw new Error(`The organization ${organizationId} has no index.`);
  const stats = await client.indexes.getStats(index.id);
  const indexedDocuments = Number(stats?.numberOfDocuments ?? 0);
  const mebibytes = (Number(stats?.documentsTotalSize ?? 0) / 2 ** 20).toFixed(1);
  log(
    `  index ${index.id}: ${indexedDocuments} documents, ${mebibytes} MiB, ${stats?.numberOfFields ?? '?'} fields`,
  );

  // Further steps, one module per API area in examples/steps/, each `(client, step, log) => Promise<summary>`,
  // run here in order on the same organization.
  const relevance = await runRelevanceStep(client, step, log);
  await runMachineLearningStep(client, step, log, { timeoutMs: options.refreshTimeoutMs });
  await runAnalyticsStep(client, step, log, { timeoutMs: options.refreshTimeoutMs });
  const events = await runEventsStep(client, step, log);
  await runSnapshotStep(client, step, log, { timeoutMs: options.refreshTimeoutMs });

  const summary: WorkflowSummary = {
    organizationId,
    apiKeyId: apiKey.id,
    fields: fields.map((f) => f.name),
    sources,
    indexId: index.id,
    indexedDocuments,
    content,
    relevance,
    events,
  };
  log('\nSummary');
  log(`  organization  ${summary.organizationId}`);
  log(`  API key       ${summary.apiKeyId} (disabled)`);
  log(`  fields        ${summary.fields.join(', ')}`);
  for (const s of summary.sources)
    log(`  source        ${s.name}: ${s.type}, ${s.status}, ${s.documents} documents`);
  log(`  index         ${summary.indexId}: ${summary.indexedDocuments} documents`);
  return summary;
}

// Run directly: `PLATFORM_HOST=... PLATFORM_TOKEN=... tsx examples/admin-workflow.ts`
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const host = process.env.PLATFORM_HOST;
  const accessToken = process.env.PLATFORM_TOKEN;
  if (!host || !accessToken) {
    console.error('Set PLATFORM_HOST and PLATFORM_TOKEN (or run `npm start`, which starts the emulator).');
    process.exit(2);
  }
  runAdminWorkflow({ host, accessToken }).catch((error) => {
    console.error('\nThe workflow failed:', error);
    process.exit(1);
  });
}
