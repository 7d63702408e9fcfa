// Writes dist/schemas/<call>.json: for each call of the catalog that the platform publishes a schema
// for, its query parameters and body schema, with the `$defs` they reach (refs rewritten to
// `#/defs/<service>.<Name>`). The explorer fetches one file per call it opens, so that neither the
// schemas nor the emulator's code enter the page's bundle. Read from the emulator's generated
// openapi.json (`npm run generate`); without that file, no schemas are written and the forms take
// their fields from the catalog alone.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const source = here('../../emulator/src/generated/openapi.json');
const out = here('../dist/schemas');
mkdirSync(out, { recursive: true });
if (!existsSync(source)) {
  console.log('console: no packages/emulator/src/generated/openapi.json; forms follow the catalog alone.');
  process.exit(0);
}
const { services, operations } = JSON.parse(readFileSync(source, 'utf8'));

/** `activity#/$defs/Name` → `activity.Name`. */
const refKey = (ref) => {
  const match = /^([^#]*)#\/\$defs\/(.+)$/.exec(ref);
  return match ? `${match[1]}.${match[2]}` : undefined;
};

/** A copy of `schema` with its refs rewritten; each def it reaches goes into `defs`. */
function collect(schema, defs) {
  if (Array.isArray(schema)) return schema.map((item) => collect(item, defs));
  if (!schema || typeof schema !== 'object') return schema;
  const copy = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') {
      const name = refKey(value);
      if (!name) continue;
      copy.$ref = `#/defs/${name}`;
      if (!(name in defs)) {
        defs[name] = {};
        const [service, ...rest] = name.split('.');
        const target = services[service]?.[rest.join('.')];
        defs[name] = target ? collect(target, defs) : {};
      }
    } else if (key !== 'description' && key !== 'example' && key !== 'examples') {
      copy[key] = collect(value, defs);
    }
  }
  return copy;
}

let written = 0;
for (const operation of operations) {
  if (!operation.endpoint) continue;
  const defs = {};
  const schema = {
    name: operation.endpoint,
    query: (operation.query ?? []).map((param) => ({
      name: param.name,
      required: Boolean(param.required),
      schema: collect(param.schema, defs),
    })),
    body: operation.body
      ? { required: Boolean(operation.body.required), schema: collect(operation.body.schema, defs) }
      : undefined,
    defs,
  };
  writeFileSync(`${out}/${operation.endpoint}.json`, JSON.stringify(schema));
  written++;
}
console.log(`console: ${written} call schemas in dist/schemas`);
