import type { Handlers } from './types';

/* Statement templates and feature descriptions: the same for every organization. */

const TEMPLATES = [
  {
    id: 'filter-source',
    name: 'Show one source only',
    feature: 'filter',
    definition: 'filter aq `@source=="{source}"`',
    parameters: ['source'],
  },
  {
    id: 'filter-filetype',
    name: 'Show one file type only',
    feature: 'filter',
    definition: 'filter aq `@filetype=={filetype}`',
    parameters: ['filetype'],
  },
  {
    id: 'boost-recent',
    name: 'Boost recent items',
    feature: 'ranking',
    definition: 'boost `@date>today-{days}d` by {weight}',
    parameters: ['days', 'weight'],
  },
  {
    id: 'synonyms',
    name: 'Synonyms',
    feature: 'thesaurus',
    definition: 'expand "{word}" to "{synonym}"',
    parameters: ['word', 'synonym'],
  },
  {
    id: 'stop-words',
    name: 'Stop words',
    feature: 'stop',
    definition: 'stop "{word}"',
    parameters: ['word'],
  },
  {
    id: 'redirect',
    name: 'Redirect a query',
    feature: 'trigger',
    definition: 'redirect "{url}"',
    parameters: ['url'],
  },
  {
    id: 'override-results',
    name: 'Results per page',
    feature: 'queryParamOverride',
    definition: 'override query numberOfResults:{count}',
    parameters: ['count'],
  },
];

const DETAILS = [
  {
    feature: 'filter',
    displayName: 'Filter',
    description: 'Adds a query expression that every result must match.',
    example: 'filter aq `@source=="Docs"`',
  },
  {
    feature: 'ranking',
    displayName: 'Ranking expression',
    description: 'Changes the score of the items that match an expression.',
    example: 'boost `@filetype==pdf` by 50',
  },
  {
    feature: 'thesaurus',
    displayName: 'Thesaurus',
    description: 'Expands or replaces query words with synonyms.',
    example: 'expand "tv" to "television"',
  },
  {
    feature: 'stop',
    displayName: 'Stop words',
    description: 'Removes words from the basic query.',
    example: 'stop "the", "a"',
  },
  {
    feature: 'top',
    displayName: 'Featured results (legacy)',
    description: 'Puts items first for matching queries.',
    example: 'top `@urihash=="abc"`',
  },
  {
    feature: 'trigger',
    displayName: 'Trigger',
    description: 'Notifies, redirects, runs a function or changes the query in the search page.',
    example: 'notify "Free shipping this week"',
  },
  {
    feature: 'queryParamOverride',
    displayName: 'Query parameter',
    description: 'Overrides a query parameter.',
    example: 'override query enableDidYouMean:true',
  },
  {
    feature: 'resultRankings',
    displayName: 'Result rankings',
    description: 'Featured results and ranking expressions.',
    example: '',
  },
  {
    feature: 'topClicks',
    displayName: 'Automatic relevance tuning',
    description: 'An ML model that boosts the most clicked items.',
    example: 'top clicks',
  },
  {
    feature: 'querySuggest',
    displayName: 'Query suggestions',
    description: 'An ML model that suggests queries.',
    example: 'query suggest',
  },
  {
    feature: 'recommendation',
    displayName: 'Recommendations',
    description: 'An ML model that recommends items.',
    example: 'recommendation',
  },
  {
    feature: 'rankingweight',
    displayName: 'Ranking weights',
    description: 'Changes the weight of the ranking factors.',
    example: 'rank adjacency:7, title:8',
  },
];

export const modifierTemplatesHandlers: Handlers = {
  'modifierTemplates.list': () => structuredClone(TEMPLATES),
  'modifierTemplates.listStatementDetails': () => structuredClone(DETAILS),
};
