// Our names for the platform's operations: scripts/openapi/names/<family folder>.json, one file per
// family folder of packages/client/src/resources (`ua/stats.json` for `resources/ua/stats`). Each file
// maps a call name (`sources.mappings.listTypes`) to the operation it makes and what is ours about it.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Names } from './catalog';

export const NAMES_DIR = fileURLToPath(new URL('names/', import.meta.url));

/** Every names file, keyed by family folder, in folder order. */
export function readNames(): Names {
  const files = readdirSync(NAMES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replaceAll('\\', '/'))
    .sort();
  return Object.fromEntries(
    files.map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(`${NAMES_DIR}${file}`, 'utf8')) as Names[string],
    ]),
  );
}
