import type { QueryOf, WithRequired } from '../../../core/published';
import type { components, operations } from '../../../generated/usage-analytics-read';

type Schemas = components['schemas'];

/** Type of a dimension's values. */
export type DimensionType = Schemas['DimensionResponseV15']['type'];
/** `UPDATING` while past events are being given a custom dimension's values. */
export type DimensionStatus = Schemas['DimensionResponseV15']['status'];
/** Events a dimension applies to. */
export type DimensionEventType = NonNullable<CreateCustomDimensionOptions['event']>[number];

/**
 * A dimension: a property of events that statistics group and filter by. `apiNames` are the names to
 * use in statistics calls (`d`, `f`), `returnName` the one statistics answer it under; `custom` for a
 * custom dimension (`c_…`), whose `path` is where its value is in the events' custom data; `eventTypes`,
 * the kinds of events it applies to ({@link DimensionEventType}, typed as any string as published).
 */
export type DimensionModel = Schemas['DimensionResponseV15'];

/** `includeOnlyParents`; `includeCustom`, custom dimensions too (default true). */
export type ListDimensionsOptions = QueryOf<operations['get__v15_dimensions']>;

/**
 * The range (`from`, `to`: ISO 8601 date-times, both included; required, though the published
 * parameters are optional), filters `f` (`dimension=='value'`, joined with AND), page `p` (from 1),
 * `n` values per page; `cached` `false` computes the values afresh rather than from the platform's cache.
 */
export type DimensionValuesOptions = WithRequired<
  QueryOf<operations['get__v15_dimensions_{dimension}_values']>,
  'from' | 'to'
>;

/**
 * A dimension's value and the number of events that carry it. The published value is any object: both
 * are optional here.
 */
export type DimensionValueModel = { value?: string | number; count?: number };

/** A dimension's values, most frequent first (one page of them). */
export type DimensionValuesModel = Omit<Schemas['DimensionValuesResponseV15'], 'values'> & {
  values?: DimensionValueModel[];
};

/** What a custom dimension is: its type, display name and where its value is in the events' custom data. */
export type CustomDimensionModel = Schemas['CustomDimensionModelV15'];

/**
 * `name` (`c_` is prefixed when missing) and `event` (the events that get it) are required, though the
 * published parameters are optional; `updatePastEvents` gives past events the dimension's values too
 * (default `false`).
 */
export type CreateCustomDimensionOptions = WithRequired<
  QueryOf<operations['post__v15_dimensions_custom']>,
  'name' | 'event'
>;

/** `updatePastEvents` gives past events the dimension's (new) values too (default `false`). */
export type UpdateCustomDimensionOptions = QueryOf<operations['put__v15_dimensions_custom_{apiName}']>;

/** `includeValueSamples` (default `true`); `depth`, how many of the latest events of the type to read (default 1000); a range `from`, `to`. */
export type CustomDimensionSuggestionsOptions = QueryOf<
  operations['get__v15_dimensions_custom_{event}_suggestions']
>;

/** A custom data key events carry that no custom dimension covers yet (`values`: samples, with `includeValueSamples`). */
export type CustomDimensionSuggestionModel = Schemas['CustomDimensionSuggestionResponseV15'];

/** `suggestions`' answer. */
export type CustomDimensionSuggestionsModel = Schemas['CustomDimensionSuggestionsResponseV15'];
