// Generates docs/endpoints.md from the endpoint catalog: every REST call, the method that makes it,
// and the coverage of the operations the platform publishes (spec/openapi, by service), of the spec's
// calls (spec/endpoints.json, by family) and of the platform's newer calls (spec/platform-additions.json,
// by area).  `npm run docs` writes it.
import { readFileSync, writeFileSync } from 'node:fs';
import { catalog } from '@platform-admin/client';

interface SpecEndpoint {
  method: string;
  path: string;
}

const key = (e: SpecEndpoint) => `${e.method} ${e.path}`;

/** A coverage table: per group, how many of its calls `covers` finds in the catalog. */
function coverage<C extends { group: string }>(title: string, calls: C[], covers: (call: C) => boolean) {
  const groups = new Map<string, { total: number; covered: number }>();
  for (const call of calls) {
    const row = groups.get(call.group) ?? { total: 0, covered: 0 };
    row.total++;
    if (covers(call)) row.covered++;
    groups.set(call.group, row);
  }
  const covered = [...groups.values()].reduce((sum, g) => sum + g.covered, 0);
  return [
    `## Coverage: ${covered} of ${calls.length} ${title}`,
    '',
    '| area | calls | covered |',
    '|---|---:|---:|',
    ...[...groups].map(
      ([group, g]) => `| ${group} | ${g.total} | ${g.covered === g.total ? g.covered : `**${g.covered}**`} |`,
    ),
    '',
  ];
}

/** Each call's summary, and whether the platform deprecates it. */
const summaries: Record<string, { summary: string; deprecated?: string | true }> = JSON.parse(
  readFileSync(new URL('../packages/client/summaries.json', import.meta.url), 'utf8'),
);

/** A summary as a table cell: pipes escaped, deprecation said first. */
const cell = (entry: { summary: string; deprecated?: string | true } | undefined) =>
  entry ? `${entry.deprecated ? '**Deprecated.** ' : ''}${entry.summary}`.replaceAll('|', '\\|') : '';

/** A published operation, with the catalog call `npm run generate` found to make it. */
interface PublishedOperation {
  service: string;
  endpoint?: string;
}

export function renderEndpointDocs(
  spec: Array<SpecEndpoint & { family: string }>,
  additions: Array<SpecEndpoint & { area: string }>,
  published: PublishedOperation[],
): string {
  const declared = new Set(catalog.map(key));
  const names = new Set(catalog.map((e) => e.name));
  const inCatalog = (call: SpecEndpoint) => declared.has(key(call));
  const lines = [
    '# Endpoints',
    '',
    "Generated from the client's endpoint catalog by `npm run docs`; do not edit by hand.",
    '',
    ...coverage(
      'operations the platform publishes (spec/openapi, by service)',
      published.map((operation) => ({ ...operation, group: operation.service })),
      (operation) => operation.endpoint !== undefined && names.has(operation.endpoint),
    ),
    ...coverage(
      'calls of the spec (spec/endpoints.json)',
      spec.map((e) => ({ ...e, group: e.family })),
      inCatalog,
    ),
    ...coverage(
      "of the platform's newer calls (spec/platform-additions.json)",
      additions.map((e) => ({ ...e, group: e.area })),
      inCatalog,
    ),
    '## Methods',
    '',
    "Each call's summary is the catalog's (scripts/openapi/names, as `@platform-admin/client/summaries.json`).",
    '',
    '| method | what it does | HTTP | path | host | query | body |',
    '|---|---|---|---|---|---|---|',
    ...catalog.map(
      (e) =>
        `| \`${e.name}\` | ${cell(summaries[e.name])} | ${e.method} | \`${e.path}\` | ${e.host} | ${(e.query ?? []).join(', ')} | ${
          e.body ? (e.bodyFields ? `${e.body}: ${e.bodyFields.join(', ')}` : e.body) : ''
        } |`,
    ),
    '',
  ];
  return lines.join('\n');
}

const SPEC = (file: string) => JSON.parse(readFileSync(new URL(`../spec/${file}`, import.meta.url), 'utf8'));
export const DOCS = new URL('../docs/endpoints.md', import.meta.url);

/** The published operations, each matched to its catalog call by `npm run generate`. */
const PUBLISHED = new URL('../packages/emulator/src/generated/openapi.json', import.meta.url);

/** The docs as the catalog and the spec files in the repository make them. */
export const currentEndpointDocs = () =>
  renderEndpointDocs(
    SPEC('endpoints.json'),
    SPEC('platform-additions.json'),
    JSON.parse(readFileSync(PUBLISHED, 'utf8')).operations,
  );

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  writeFileSync(DOCS, currentEndpointDocs());
  console.log(`wrote ${DOCS.pathname}`);
}
