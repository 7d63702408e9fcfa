import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCS, renderEndpointDocs, SHARED_ENDPOINTS } from '../scripts/docs';

describe('docs/endpoints.md', () => {
  it('is the one the catalog generates (run `npm run docs` after changing the catalog)', () => {
    const shared = JSON.parse(readFileSync(SHARED_ENDPOINTS, 'utf8'));
    expect(readFileSync(DOCS, 'utf8')).toBe(renderEndpointDocs(shared));
  });
});
