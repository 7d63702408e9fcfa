// Generates docs/endpoints.md from the endpoint catalog: every REST call, the method that makes it,
// and the coverage of ../shared/api/endpoints.json by family.  `npm run docs` writes it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { catalog } from '@platform-admin/client';

interface SharedEndpoint {
  family: string;
  method: string;
  path: string;
}

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

export function renderEndpointDocs(shared: SharedEndpoint[]): string {
  const declared = new Set(catalog.map(key));
  const families = new Map<string, { total: number; covered: number }>();
  for (const endpoint of shared) {
    const row = families.get(endpoint.family) ?? { total: 0, covered: 0 };
    row.total++;
    if (declared.has(key(endpoint))) row.covered++;
    families.set(endpoint.family, row);
  }
  const covered = [...families.values()].reduce((sum, f) => sum + f.covered, 0);
  const lines = [
    '# Endpoints',
    '',
    "Generated from the client's endpoint catalog by `npm run docs`; do not edit by hand.",
    '',
    `## Coverage: ${covered} of ${shared.length} calls of the spec`,
    '',
    '| family | calls | covered |',
    '|---|---:|---:|',
    ...[...families].map(
      ([family, f]) =>
        `| ${family} | ${f.total} | ${f.covered === f.total ? f.covered : `**${f.covered}**`} |`,
    ),
    '',
    '## Methods',
    '',
    '| method | HTTP | path | host | query | body |',
    '|---|---|---|---|---|---|',
    ...catalog.map(
      (e) =>
        `| \`${e.name}\` | ${e.method} | \`${e.path}\` | ${e.host} | ${(e.query ?? []).join(', ')} | ${
          e.body ? (e.bodyFields ? `${e.body}: ${e.bodyFields.join(', ')}` : e.body) : ''
        } |`,
    ),
    '',
  ];
  return lines.join('\n');
}

export const SHARED_ENDPOINTS = new URL('../../shared/api/endpoints.json', import.meta.url);
export const DOCS = new URL('../docs/endpoints.md', import.meta.url);

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const shared = existsSync(SHARED_ENDPOINTS) ? JSON.parse(readFileSync(SHARED_ENDPOINTS, 'utf8')) : [];
  writeFileSync(DOCS, renderEndpointDocs(shared));
  console.log(`wrote ${DOCS.pathname}`);
}
