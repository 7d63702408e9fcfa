import { describe, expect, it } from 'vitest';
import { runAdminWorkflow } from '../examples/admin-workflow';
import { DEFAULT_TOKEN, useEmulator } from './support';

const env = useEmulator({ refreshDurationMs: 300 });

describe('the admin workflow (npm start)', () => {
  it('runs end to end over HTTP and reports what it did', async () => {
    const lines: string[] = [];
    const summary = await runAdminWorkflow({ host: env.url, accessToken: DEFAULT_TOKEN }, (line) =>
      lines.push(line),
    );
    expect(summary.organizationId).toMatch(/^acme-documentation/);
    expect(summary.fields).toEqual(['productcategory', 'price', 'releasedate']);
    expect(summary.sources.map((s) => [s.name, s.type, s.status])).toEqual([
      ['Documentation site', 'WEB2', 'IDLE'],
      ['Product catalog', 'PUSH', 'IDLE'],
    ]);
    const web = summary.sources.find((s) => s.type === 'WEB2')!;
    expect(web.documents).toBeGreaterThan(0);
    // The content step: the pushed products are the push source's documents, and search finds them.
    expect(summary.sources.find((s) => s.type === 'PUSH')?.documents).toBe(summary.content.pushed);
    expect(summary.content).toMatchObject({
      pushed: 3,
      found: ['Rain jacket', 'Hiking boots'],
      categories: [
        ['Outdoor', 2],
        ['Shoes', 2],
        ['Jackets', 1],
        ['Running', 1],
      ],
    });
    expect(summary.indexedDocuments).toBe(summary.sources.reduce((sum, s) => sum + s.documents, 0));
    expect(lines.join('\n')).toMatch(/REFRESHING/);
    // The relevance step: the featured document comes first, and the filter keeps guides and tutorials only.
    const { relevance } = summary;
    expect(relevance.top[0]).toMatchObject({ uniqueId: relevance.featured.uniqueId, isTopResult: true });
    expect(relevance.top.every((r) => relevance.keptTypes.includes(r.documentType))).toBe(true);
    expect(relevance.totalAfter).toBeLessThan(relevance.totalBefore);
    expect(lines.join('\n')).toContain('the featured document is on top');
    // The machine-learning step: the model's statuses, in order, up to ONLINE.
    expect(lines.join('\n')).toMatch(/IN_QUEUE[\s\S]*BUILDING[\s\S]*ONLINE/);
    // The analytics step: the export, downloaded, has as many rows as the searches printed first.
    const searches = Number(/(\d+) searches, \d+ clicks/.exec(lines.join('\n'))?.[1]);
    expect(searches).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain(
      `${searches} rows (the header aside): as many as the ${searches} searches above`,
    );
    expect(lines.join('\n')).toMatch(/export \S+ requested \(PENDING\)[\s\S]* s {2}COMPLETED/);
    // The events step: what the write API logged is what the statistics count.
    expect(summary.events).toMatchObject({ searches: 3, clicks: 1, visits: 2 });
    expect(lines.join('\n')).toContain(`logged 3 searches for "${summary.events.queryText}"`);
    // The snapshot step: the dry run shows the changed field, the apply's report goes on to COMPLETED.
    const text = lines.join('\n');
    expect(text).toMatch(/~ FIELD price: description: "[^"]*\(edited by hand\)" → /);
    expect(text).toMatch(/IN_PROGRESS [\s\S]* s {2}COMPLETED[\s\S]*COMPLETED with SUCCESS; description is/);

    const requests = await env.requests();
    const endpoints = new Set(requests.map((r) => r.endpoint));
    for (const name of [
      'auth.checkToken',
      'organizations.create',
      'apiKeys.create',
      'apiKeys.disable',
      'fields.batchCreate',
      'sources.create',
      'sources.startRefresh',
      'pushApi.documents.addOrUpdate',
      'search.query',
      'sources.get',
      'sources.list',
      'indexes.list',
      'indexes.getStats',
      'ml.register',
      'ml.models.get',
      'ua.reports.create',
      'ua.exports.generate',
      'ua.exports.getDownloadLink',
      'snapshots.createFromOrganization',
      'snapshots.dryRun',
      'snapshots.diff',
      'snapshots.apply',
    ]) {
      expect(endpoints, name).toContain(name);
    }
    const pages = requests.filter((r) => r.endpoint === 'sources.list').map((r) => r.query);
    expect(pages).toEqual(['page=0&perPage=1', 'page=1&perPage=1']);
    expect(requests.filter((r) => r.path.includes(summary.organizationId)).length).toBeGreaterThan(5);
  });
});
