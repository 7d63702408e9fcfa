import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentEndpointDocs, DOCS } from '../scripts/docs';

describe('docs/endpoints.md', () => {
  it('is the one the catalog generates (run `npm run docs` after changing the catalog)', () => {
    expect(readFileSync(DOCS, 'utf8')).toBe(currentEndpointDocs());
  });
});
