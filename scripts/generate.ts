// `npm run generate`: rewrites the files made from the platform's published OpenAPI specs
// (spec/openapi). `npm run generate -- --check` rewrites nothing and fails when one is stale.
//
// packages/emulator/src/generated/openapi.json: every published operation, as JSON Schema (query
// parameters, body, answers by status), with the catalog entry that makes it, and each service's
// schemas. The emulator validates requests with it; the conformance suite checks requests and answers.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalog } from '../packages/client/src/catalog';
import { pathShape, readServices } from './openapi/read';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

const { services, operations, dangling } = readServices();

const byShape = new Map<string, string>();
for (const endpoint of catalog) byShape.set(`${endpoint.method} ${pathShape(endpoint.path)}`, endpoint.name);

const described = operations.map((operation) => {
  const endpoint = byShape.get(`${operation.method} ${pathShape(operation.path)}`);
  return endpoint ? { endpoint, ...operation } : operation;
});

const outputs: Record<string, string> = {
  'packages/emulator/src/generated/openapi.json': `${JSON.stringify({
    generated:
      'by `npm run generate` from spec/openapi (the platform’s published OpenAPI specs); do not edit',
    dangling,
    services: Object.fromEntries(services.map((service) => [service.name, service.schemas])),
    operations: described,
  })}\n`,
};

let stale = 0;
for (const [file, text] of Object.entries(outputs)) {
  const path = `${root}${file}`;
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (current === text) continue;
  if (check) {
    console.error(`${file} is stale: run \`npm run generate\` and commit the result.`);
    stale++;
    continue;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  console.log(`wrote ${file} (${(text.length / 1024).toFixed(0)} KB)`);
}
const matched = described.filter((operation) => 'endpoint' in operation).length;
console.log(
  `${operations.length} published operations, ${matched} of them made by a catalog call; ${catalog.length - matched} catalog calls unpublished`,
);
if (stale) process.exit(1);
