// `npm run catalog`: every call of the client's catalog, one line each: name, HTTP method and path,
// the published operation it makes (`<service> <operationId>`, or `unpublished`), and its summary;
// then the published operations no call makes (none when the catalog is whole). `--json` prints the
// same as a JSON array of { name, method, path, host, operation, deprecated, summary }.
import { catalog } from '@platform-admin/client';
import generated from '../packages/emulator/src/generated/openapi.json';
import { readNames } from './openapi/names';

interface Row {
  name: string;
  method: string;
  path: string;
  host: string;
  operation?: string;
  deprecated?: boolean;
  summary?: string;
}

const operations = generated.operations as Array<{
  endpoint?: string;
  service: string;
  method: string;
  path: string;
  operationId: string;
  deprecated: boolean;
}>;
const byEndpoint = new Map(operations.filter((op) => op.endpoint).map((op) => [op.endpoint, op]));
const summaries = new Map(
  Object.values(readNames()).flatMap((calls) =>
    Object.entries(calls).map(([name, naming]) => [
      name,
      typeof naming === 'string' ? undefined : naming.summary,
    ]),
  ),
);

const rows: Row[] = catalog.map(({ name, method, path, host }) => {
  const published = byEndpoint.get(name);
  return {
    name,
    method,
    path,
    host,
    operation: published
      ? `${published.service} ${published.operationId || `${published.method} ${published.path}`}`
      : undefined,
    ...(published?.deprecated ? { deprecated: true } : {}),
    summary: summaries.get(name),
  };
});
const unmade = operations.filter((op) => !op.endpoint);

// A reader that stops early (`| head`) is no error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

const lines: string[] = [];
if (process.argv.includes('--json')) {
  lines.push(JSON.stringify(rows, null, 2));
} else {
  const width = Math.max(...rows.map((row) => row.name.length));
  for (const row of rows) {
    const made = row.operation ?? 'unpublished';
    const note = row.deprecated ? ' (deprecated)' : '';
    lines.push(
      `${row.name.padEnd(width)}  ${row.method.padEnd(6)} ${row.path}  [${made}${note}]${row.summary ? `  ${row.summary}` : ''}`,
    );
  }
  const published = rows.filter((row) => row.operation).length;
  lines.push(
    '',
    `${rows.length} calls: ${published} of the ${operations.length} published operations, ${rows.length - published} unpublished.`,
    ...unmade.map((op) => `not in the catalog: ${op.service} ${op.method} ${op.path}`),
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
