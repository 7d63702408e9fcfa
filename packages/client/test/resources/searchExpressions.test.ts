// Searches through the client with advanced expressions (aq, cq) over pushed items: the emulator reads
// them with the same parser as search.analysis.parseExpression, and matches from its tree.
import { describe, expect, it } from 'vitest';
import { rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();

/** A push source holding a pump manual (pdf, size 12), a heater sheet (html, 40), a filter note (html, 8): sizes are text, as the Push API takes metadata. */
async function manuals() {
  const client = env.client();
  const source = await client.sources.create({ name: 'Manuals', sourceType: 'PUSH', pushEnabled: true });
  const push = (title: string, data: string, fileExtension: string, size: number) =>
    client.pushApi.documents.addOrUpdate(
      source.id,
      { title, data, fileExtension, size: String(size) } as never,
      {
        documentId: `https://m.example.com/${title}`,
      },
    );
  await push('pump', 'Prime the pump, then close the valve.', '.pdf', 12);
  await push('heater', 'The heater warms the water; its valve opens by itself.', '.html', 40);
  await push('filter', 'Replace the filter every month.', '.html', 8);
  return client;
}

describe('search: advanced expressions', () => {
  it('answers exactly the items an aq with a comparison and NOT matches, and with q and cq', async () => {
    const client = await manuals();
    const titles = async (request: Record<string, unknown>) =>
      (await client.search.query({ numberOfResults: 100, ...request })).results.map((r) => r.title).sort();

    expect(await titles({ aq: '@size>10 NOT @filetype==pdf' })).toEqual(['heater']);
    expect(await titles({ aq: '@size>10' })).toEqual(['heater', 'pump']);
    expect(await titles({ aq: '@size<=12 OR warms', cq: '@filetype==html' })).toEqual(['filter', 'heater']);
    expect(await titles({ q: 'valve', aq: '@size==(8,12)' })).toEqual(['pump']);
    expect(await titles({ aq: '"close the valve"' })).toEqual(['pump']);
    expect(await titles({ aq: 'heater NEAR:2 water' })).toEqual(['heater']);
  });

  it('refuses an aq that does not parse with a 400 naming the problem; q stays free text', async () => {
    const client = await manuals();
    const refused = await rejection(client.search.query({ aq: '(@size>10' }));
    expect(refused.status).toBe(400);
    expect(refused.errorCode).toBe('INVALID_QUERY');
    expect(refused.message).toContain("')' is missing");
    // An unbalanced quote or a lone dash that a user types in q is keywords.
    const typed = await client.search.query({ q: '"valve - heater' });
    expect(typed.results.map((r) => r.title)).toEqual(['heater']);
  });

  it('reads q with the query syntax when the request enables it, and as keywords otherwise', async () => {
    const client = await manuals();
    const titles = async (request: Record<string, unknown>) =>
      (await client.search.query({ numberOfResults: 100, ...request })).results.map((r) => r.title).sort();
    expect(await titles({ q: 'valve NOT @filetype==pdf', enableQuerySyntax: true })).toEqual(['heater']);
    // Without it the operators are words too, and no item holds "not", "filetype" and "pdf".
    expect(await titles({ q: 'valve NOT @filetype==pdf' })).toEqual([]);
    // What does not parse is still the words the user typed.
    expect(await titles({ q: '"valve - heater', enableQuerySyntax: true })).toEqual(['heater']);
  });
});
