// Type tests of parameters as the published specs give them, compiled by parameters.test.ts and by
// `npm run lint`: a required query parameter must be given; a date is ISO 8601 text or a Date, not ms;
// a parameter the platform takes several times takes a list; a path parameter the spec lists the
// values of takes one of them.
import { PlatformClient } from '@platform-admin/client';

const client = new PlatformClient({ accessToken: 'token', organizationId: 'org' });

export async function requiredParameters() {
  // @ts-expect-error: `resourceType` is required
  await client.workspace.setResourceProjects('source-1', ['project-1'], {});
  await client.workspace.setResourceProjects('source-1', ['project-1'], { resourceType: 'SOURCE' });
  // @ts-expect-error: the period is required
  await client.logs.listByQuery({ sourceId: 'source-1' });
}

export async function dates() {
  // @ts-expect-error: ms since the epoch are no date in a query string
  await client.limits.getHistory('index', 'numberOfFields', { from: 0 });
  await client.limits.getHistory('index', 'numberOfFields', {
    from: new Date(0),
    to: '2026-01-31T00:00:00Z',
  });
  await client.activities.listPublic({}, { from: new Date(), to: '2026-01-31' });
}

export async function lists() {
  await client.logs.listByQuery({ from: new Date(0), to: new Date(), results: ['COMPLETED', 'WARNING'] });
  await client.logs.listByQuery({ from: new Date(0), to: new Date(), results: 'COMPLETED' });
}

export async function pathParameters() {
  await client.crawlingModule.getUpgradeChannelVersion('STABLE');
  // @ts-expect-error: the platform's channels are INTERNAL, LATEST and STABLE
  await client.crawlingModule.getUpgradeChannelVersion('stable');
  await client.ml.models.getConfigFile('model-1', 'STOPWORDS');
  // @ts-expect-error: not a configuration file the platform has
  await client.ml.models.getConfigFile('model-1', 'SYNONYMS');
}
