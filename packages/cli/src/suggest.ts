import { distance } from 'fastest-levenshtein';

/**
 * The names nearest to a mistyped one: within a small edit distance, or containing it (or contained
 * in it), closest first, three at most.
 */
export function nearest(word: string, candidates: Iterable<string>, max = 3): string[] {
  const typed = word.toLowerCase();
  const scored: Array<[string, number]> = [];
  for (const candidate of new Set(candidates)) {
    const name = candidate.toLowerCase();
    const edits = distance(typed, name);
    const limit = Math.max(2, Math.floor(typed.length / 3));
    if (edits <= limit) scored.push([candidate, edits]);
    else if (typed.length >= 3 && (name.includes(typed) || typed.includes(name)))
      scored.push([candidate, limit + 1 + Math.abs(name.length - typed.length) / 100]);
  }
  return scored
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([candidate]) => candidate);
}
