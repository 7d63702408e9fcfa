// `npm run conformance`: how far the catalog and the emulator are from the platform's published
// OpenAPI specs (spec/openapi). Prints the figures; `--json` prints them as JSON.
//
// - Query parameters: for each catalog call the platform publishes, the names it publishes that the
//   call does not take (and which of them are required), and the names the call sends that it does not
//   publish.
// - Requests and answers: the admin workflow (examples/admin-workflow.ts) runs against an in-process
//   emulator that reports, without refusing, every request and answer the published schemas refuse,
//   and every status code they do not publish. With `--log FILE`, the reports a test run made with
//   `PLATFORM_EMULATOR_CONFORMANCE_LOG=FILE` are counted with them.
// - Types: the enums and query names of the client's method types, against the published ones.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runAdminWorkflow } from '../examples/admin-workflow';
import { catalog } from '../packages/client/src/catalog';
import { createEmulator, DEFAULT_TOKEN } from '../packages/emulator/src/index';
import { objectProperties, publishedOperation } from '../packages/emulator/src/openapi';
import { queryNames } from './openapi/catalog';
import { fidelity } from './openapi/fidelity';
import { typeFigures } from './openapi/typed';

export interface QueryFigures {
  published: number;
  /** `endpoint: name` for each published name the call does not take. */
  missing: string[];
  /** The missing names the platform requires. */
  missingRequired: string[];
  /** `endpoint: name` for each name the call sends that the platform does not publish. */
  unknown: string[];
}

/** Query parameter names, catalog against published. */
export function queryFigures(): QueryFigures {
  const figures: QueryFigures = { published: 0, missing: [], missingRequired: [], unknown: [] };
  for (const endpoint of catalog) {
    const operation = publishedOperation(endpoint.name);
    if (!operation) continue;
    figures.published++;
    const ours = new Set(endpoint.query ?? []);
    const theirs = new Set(queryNames(operation, objectProperties));
    for (const name of theirs) {
      if (ours.has(name)) continue;
      figures.missing.push(`${endpoint.name}: ${name}`);
      // A Spring model parameter is bound from its properties, none of them required.
      if (operation.query.some((parameter) => parameter.name === name && parameter.required))
        figures.missingRequired.push(`${endpoint.name}: ${name}`);
    }
    for (const name of ours) if (!theirs.has(name)) figures.unknown.push(`${endpoint.name}: ${name}`);
  }
  return figures;
}

export interface Reported {
  endpoint: string;
  where: string;
  message: string;
  /** A request the emulator refused (400), as the platform would: counted apart. */
  refused?: boolean;
}

/** The distinct reports, by kind, with the calls they fall on. */
export function summarize(reports: Reported[]) {
  const byKind: Record<string, { calls: Set<string>; distinct: Set<string> }> = {};
  for (const report of reports) {
    const kind = report.refused ? `${report.where} refused (as the platform would)` : report.where;
    byKind[kind] ??= { calls: new Set(), distinct: new Set() };
    byKind[kind].calls.add(report.endpoint);
    byKind[kind].distinct.add(`${report.endpoint}: ${report.message}`);
  }
  return Object.fromEntries(
    Object.entries(byKind).map(([kind, { calls, distinct }]) => [
      kind,
      { calls: calls.size, distinct: [...distinct].sort() },
    ]),
  );
}

/** What the admin workflow's requests and answers get from the published schemas. */
export async function workflowReports(): Promise<Reported[]> {
  const reports: Reported[] = [];
  const emulator = createEmulator({
    refreshDurationMs: 50,
    requestValidation: 'report',
    onViolation: (violation) => reports.push(violation),
  });
  const server = await emulator.listen(0);
  try {
    await runAdminWorkflow({ host: server.url, accessToken: DEFAULT_TOKEN }, () => {});
  } finally {
    await server.close();
  }
  return reports;
}

/** The reports a test run made with `PLATFORM_EMULATOR_CONFORMANCE_LOG=FILE` appended to FILE. */
export function testSuiteReports(log: string): Reported[] {
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Reported);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const query = queryFigures();
  const enums = typeFigures();
  const typed = fidelity();
  const kinds: Record<string, number> = {};
  for (const mismatch of typed.mismatches) kinds[mismatch.kind] = (kinds[mismatch.kind] ?? 0) + 1;
  const workflow = await workflowReports();
  const logAt = process.argv.indexOf('--log');
  const suite = logAt > 0 ? testSuiteReports(process.argv[logAt + 1]) : [];
  const figures = {
    catalogCalls: catalog.length,
    published: query.published,
    query: {
      missing: query.missing.length,
      missingRequired: query.missingRequired,
      unknown: query.unknown.length,
    },
    enums: {
      calls: enums.calls,
      properties: enums.properties,
      missing: enums.missing.length,
      extra: enums.extra.length,
      plainString: enums.plainString.length,
      queryTypeUnknown: enums.queryTypeUnknown.length,
      queryTypeMissing: enums.queryTypeMissing.length,
    },
    types: { calls: typed.calls, ...kinds },
    workflow: summarize(workflow),
    ...(suite.length ? { testSuite: summarize(suite) } : {}),
  };
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ ...figures, query, enums }, null, 2));
  } else {
    console.log(`${figures.published} of ${figures.catalogCalls} catalog calls are published`);
    console.log(
      `query parameters: ${query.missing.length} published names not taken (${query.missingRequired.length} required: ${query.missingRequired.join(', ')}); ${query.unknown.length} names sent that are not published`,
    );
    console.log(
      `enums: ${enums.properties} enum properties reached by the answers and bodies of ${enums.calls} calls: ${enums.missing.length} published values missing, ${enums.extra.length} values the platform lacks, ${enums.plainString.length} plain strings`,
    );
    for (const line of [...enums.plainString, ...enums.missing].slice(0, 200)) console.log(`  ${line}`);
    console.log(
      `query types: ${enums.queryTypeUnknown.length} names typed that the platform does not publish, ${enums.queryTypeMissing.length} published names not typed`,
    );
    for (const line of [...enums.queryTypeUnknown, ...enums.queryTypeMissing]) console.log(`  ${line}`);
    console.log(
      `method types against the generated ones (${typed.calls} calls): ${
        Object.entries(kinds)
          .map(([kind, count]) => `${count} ${kind}`)
          .join(', ') || 'no difference'
      } (answerRequires: our answer type requires fields the schema leaves optional, deliberately; test/fidelity.known.json gives the reason of each other)`,
    );
    for (const [source, summary] of [
      ['admin workflow', figures.workflow],
      ['last npm test', figures.testSuite],
    ] as const) {
      if (!summary) continue;
      for (const [kind, { calls, distinct }] of Object.entries(summary)) {
        console.log(`${source}: ${kind}: ${distinct.length} distinct reports on ${calls} calls`);
        for (const line of distinct.slice(0, 200)) console.log(`  ${line}`);
      }
    }
  }
}
