import { distance } from 'fastest-levenshtein';
import { kebab } from './commands';

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

/** The names one API or another gives its page size: a command takes the one its call has. */
const PAGE_SIZE = ['per-page', 'page-size', 'limit'];

/**
 * What to say after "unknown option '--pageSize'": the options the command has that were likely
 * meant, as `--name`. The kebab-case spelling of a camelCase (or snake_case) name comes first; a
 * page size asked for under another API's name (`--page-size`, `--limit`, `--per-page`) gets the
 * command's own; failing both, the nearest names.
 * @param flag the option as typed, `--name` or `--name=value`.
 * @param options the long names (without `--`) the command and its parents take.
 */
export function optionSuggestions(flag: string, options: Iterable<string>): string[] {
  const known = new Set(options);
  const typed = flag.replace(/^-+/, '').split('=')[0];
  const spelled = kebab(typed);
  const found: string[] = [];
  if (known.has(spelled) && spelled !== typed) found.push(spelled);
  if (PAGE_SIZE.includes(spelled)) found.push(...PAGE_SIZE.filter((name) => known.has(name)));
  if (!found.length) found.push(...nearest(spelled, known));
  return [...new Set(found)]
    .filter((name) => name !== typed)
    .slice(0, 3)
    .map((name) => `--${name}`);
}
