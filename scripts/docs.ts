// Generates docs/endpoints.md from the endpoint catalog: every REST call, the method that makes it,
// and the coverage of the spec's calls (spec/endpoints.json, by family) and of the platform's newer
// calls (spec/platform-additions.json, by area).  `npm run docs` writes it.
import { readFileSync, writeFileSync } from 'node:fs';
import { catalog } from '@platform-admin/client';

interface SpecEndpoint {
  method: string;
  path: string;
}

const key = (e: SpecEndpoint) => `${e.method} ${e.path}`;

function coverage(title: string, calls: Array<SpecEndpoint & { group: string }>, declared: Set<string>) {
  const groups = new Map<string, { total: number; covered: number }>();
  for (const call of calls) {
    const row = groups.get(call.group) ?? { total: 0, covered: 0 };
    row.total++;
    if (declared.has(key(call))) row.covered++;
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

export function renderEndpointDocs(
  spec: Array<SpecEndpoint & { family: string }>,
  additions: Array<SpecEndpoint & { area: string }>,
): string {
  const declared = new Set(catalog.map(key));
  const lines = [
    '# Endpoints',
    '',
    "Generated from the client's endpoint catalog by `npm run docs`; do not edit by hand.",
    '',
    ...coverage(
      'calls of the spec (spec/endpoints.json)',
      spec.map((e) => ({ ...e, group: e.family })),
      declared,
    ),
    ...coverage(
      "of the platform's newer calls (spec/platform-additions.json)",
      additions.map((e) => ({ ...e, group: e.area })),
      declared,
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

/** The docs as the catalog and the spec files in the repository make them. */
export const currentEndpointDocs = () =>
  renderEndpointDocs(SPEC('endpoints.json'), SPEC('platform-additions.json'));

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  writeFileSync(DOCS, currentEndpointDocs());
  console.log(`wrote ${DOCS.pathname}`);
}
