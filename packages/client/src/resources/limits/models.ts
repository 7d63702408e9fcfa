import type { AnswerOf, QueryOf } from '../../core/published';
import type { components, operations } from '../../generated/platform';

/** `USAGE` limits count what the organization uses; `TECHNICAL` limits bound what one operation may do. */
export type LimitType = 'USAGE' | 'TECHNICAL';

/**
 * Where one limit stands (the published `LimitStatusModel`): `limit`, the maximum allowed; for a usage
 * limit, `actualCount`, what the organization uses, as of `lastUpdate` (a `YYYY-MM-DD` date). The
 * limit is reached when `actualCount >= limit`.
 */
export type LimitModel = components['schemas']['LimitStatusModel'];

/** The limits of one section, by limit key. */
export type LimitSectionModel = AnswerOf<operations['getSectionLimits']>;

/** Every limit of the organization: sections by name, then limits by key. */
export type LimitsModel = AnswerOf<operations['getOrganizationLimits']>;

/**
 * One point of a limit's history: the limit's value on a date (`date`: the UTC start of the day it held
 * from, ms since the epoch). The published `LimitHistoryDataPointModel`, whose keys the platform always answers.
 */
export type LimitHistoryDataPointModel = Required<components['schemas']['LimitHistoryDataPointModel']>;

/**
 * Query of `limits.getHistory`: a time range, each bound ISO 8601 text or a `Date` (`from` default: 30 days
 * before `to`; `to` default: now).
 */
export type LimitHistoryQuery = QueryOf<operations['getLimitHistory']>;

/** Where one limit stands, read alone: as in {@link LimitModel}. */
export type LimitStatusModel = LimitModel;
