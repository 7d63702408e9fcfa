// Checks for the tests of published calls: an answer the platform publishes for a call (valid against
// one of its success answers' schemas), and a recorded request read as the checks compare it.
import { readFileSync } from 'node:fs';
import type { RecordedRequest } from '@platform-admin/emulator';
import { Ajv } from 'ajv';
import { expect } from 'vitest';

interface PublishedOperation {
  endpoint?: string;
  responses: Record<string, { schema?: object }>;
}

const published = JSON.parse(
  readFileSync(new URL('../../../emulator/src/generated/openapi.json', import.meta.url), 'utf8'),
) as { services: Record<string, Record<string, object>>; operations: PublishedOperation[] };
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
for (const [service, schemas] of Object.entries(published.services)) {
  ajv.addSchema({ $id: service, $defs: schemas });
}
const operationOf = new Map(
  published.operations.flatMap((operation) => (operation.endpoint ? [[operation.endpoint, operation]] : [])),
);

/**
 * Fails unless `answer` is one the platform publishes for the catalog call `call`: valid against one of
 * its success answers' schemas, or `{}` (what the client gives for an answer without a body) when none
 * has one.
 */
export function expectPublishedAnswer(call: string, answer: unknown) {
  const operation = operationOf.get(call);
  expect(operation, `${call} makes a published operation`).toBeDefined();
  const schemas = Object.entries(operation!.responses)
    .filter(([status]) => /^2/.test(status))
    .flatMap(([, response]) => (response.schema ? [response.schema] : []));
  if (!schemas.length) {
    expect(answer, `${call} answers no body`).toEqual({});
    return;
  }
  const errors = schemas.map((schema) => {
    const validate = ajv.compile(schema);
    return validate(answer) ? undefined : ajv.errorsText(validate.errors);
  });
  expect(
    errors.some((error) => error === undefined),
    `${call} answered ${JSON.stringify(answer)?.slice(0, 300)}: ${errors.join('; ')}`,
  ).toBe(true);
}

/** A query string as an object; a repeated parameter becomes an array. */
export function queryOf(query: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const seen = parsed[name];
    parsed[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return parsed;
}

/** A recorded request as the checks read it: method, path, query (parsed), JSON body, and the call. */
export function wireOf(request: RecordedRequest) {
  return {
    method: request.method,
    path: request.path,
    query: queryOf(request.query),
    body: request.body ? (JSON.parse(request.body) as unknown) : undefined,
    endpoint: request.endpoint,
  };
}
