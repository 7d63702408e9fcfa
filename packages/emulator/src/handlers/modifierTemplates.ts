import type { Handlers } from './types';

/* Statement templates and the query pipeline features: the same for every organization. */

/** One row a line, its columns separated by ` | `. */
const table = (rows: string[]) => rows.map((row) => row.split(' | '));

/** id, name, feature, definition (its `{parameters}` to fill in). */
const TEMPLATES = table([
  'filter-source | Show one source only | filter | filter aq `@source=="{source}"`',
  'filter-filetype | Show one file type only | filter | filter aq `@filetype=={filetype}`',
  'boost-recent | Boost recent items | ranking | boost `@date>today-{days}d` by {weight}',
  'synonyms | Synonyms | thesaurus | expand "{word}" to "{synonym}"',
  'stop-words | Stop words | stop | stop "{word}"',
  'redirect | Redirect a query | trigger | redirect "{url}"',
  'override-results | Results per page | queryParamOverride | override query numberOfResults:{count}',
]);

/** feature, display name, description, example. */
const FEATURES = table([
  'filter | Filter | Adds a query expression that every result must match. | filter aq `@source=="Docs"`',
  'ranking | Ranking expression | Changes the score of the items that match an expression. | boost `@filetype==pdf` by 50',
  'thesaurus | Thesaurus | Expands or replaces query words with synonyms. | expand "tv" to "television"',
  'stop | Stop words | Removes words from the basic query. | stop "the", "a"',
  'top | Featured results (legacy) | Puts items first for matching queries. | top `@urihash=="abc"`',
  'trigger | Trigger | Notifies, redirects, runs a function or changes the query in the search page. | notify "Free shipping this week"',
  'queryParamOverride | Query parameter | Overrides a query parameter. | override query enableDidYouMean:true',
  'resultRankings | Result rankings | Featured results and ranking expressions. | ',
  'topClicks | Automatic relevance tuning | An ML model that boosts the most clicked items. | top clicks',
  'querySuggest | Query suggestions | An ML model that suggests queries. | query suggest',
  'recommendation | Recommendations | An ML model that recommends items. | recommendation',
  'rankingweight | Ranking weights | Changes the weight of the ranking factors. | rank adjacency:7, title:8',
]);

export const modifierTemplatesHandlers: Handlers = {
  'modifierTemplates.list': () =>
    TEMPLATES.map(([id, name, feature, definition]) => {
      const parameters = [...definition.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      return { id, name, feature, definition, parameters };
    }),
  'modifierTemplates.listStatementDetails': () =>
    FEATURES.map(([feature, displayName, description, example]) => ({
      feature,
      displayName,
      description,
      example,
    })),
};
