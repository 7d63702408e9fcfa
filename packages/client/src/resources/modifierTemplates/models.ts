import type { StatementFeature } from '../pipelines/models';

/** A statement template: a QPL definition with `{placeholders}` to fill before adding it to a pipeline. */
export interface ModifierTemplateModel {
  id: string;
  name: string;
  feature: StatementFeature;
  description?: string;
  /** e.g. `filter {expression}`. */
  definition: string;
  /** Names of the placeholders in `definition`. */
  parameters?: string[];
  [field: string]: unknown;
}

/** What the platform says about one statement feature: what it does and an example definition. */
export interface StatementDetailsModel {
  feature: StatementFeature;
  displayName: string;
  description: string;
  /** A sample QPL definition. */
  example: string;
  [field: string]: unknown;
}
