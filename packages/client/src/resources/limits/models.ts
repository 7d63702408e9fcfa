import type { components } from '../../generated/platform';

/** `USAGE` limits count what the organization uses; `TECHNICAL` limits bound what one operation may do. */
export type LimitType = 'USAGE' | 'TECHNICAL';

/** One limit of a section. */
export interface LimitModel {
  limitKey: string;
  section: string;
  limitType: LimitType;
  /** The maximum allowed. */
  limit: number;
  /** What the organization uses now (usage limits only). */
  usage?: number;
  /** Unit of `limit` and `usage`, when not a plain count (e.g. `GiB`, `seconds`). */
  unit?: string;
  [field: string]: unknown;
}

/** The limits of one section, by limit key. */
export type LimitSectionModel = Record<string, LimitModel>;

/** Every limit of the organization: sections by name, then limits by key. */
export type LimitsModel = Record<string, LimitSectionModel>;

/**
 * One point of a limit's history: the limit's value on a date (`date`: the UTC start of the day it held
 * from, ms since the epoch). The published `LimitHistoryDataPointModel`, whose keys the platform always answers.
 */
export type LimitHistoryDataPointModel = Required<components['schemas']['LimitHistoryDataPointModel']>;

/** Query of `limits.getHistory`: a time range, each bound in ms since the epoch or as an ISO-8601 date. */
export interface LimitHistoryQuery {
  /** Default: 30 days before `to`. */
  from?: number | string;
  /** Default: now. */
  to?: number | string;
}

/** Where one limit stands: its value, the usage, and whether the usage reaches it. */
export interface LimitStatusModel extends LimitModel {
  /** `usage / limit`, from 0 (usage limits only). */
  ratio?: number;
  /** Whether the usage has reached the limit. */
  limitReached: boolean;
}
