/** A new or replaced insight panel configuration. */
export interface InsightPanelConfigInput {
  /** The configuration id; generated when absent. */
  id?: string;
  name: string;
  /** The query pipeline the panel's queries go through (its id). */
  pipeline: string;
  /** Context fields sent with the panel's queries: context key → CRM field, e.g. `{ subject: 'Case_subject' }`. */
  contextFields?: Record<string, string>;
  /** The insight interfaces that use the configuration, by id. */
  interfaces?: string[];
  [field: string]: unknown;
}

/** What replacing an insight panel configuration takes: all of it (the platform requires every field). */
export interface InsightPanelConfigReplacement extends InsightPanelConfigInput {
  contextFields: Record<string, string>;
  interfaces: string[];
}

/** An insight panel configuration as the platform returns it. */
export interface InsightPanelConfigModel {
  id: string;
  name: string;
  /** The associated query pipeline and whether it uses ART (`topclicks`) and DNE (`facetsense`) models. */
  pipeline: { id: string; name: string; models: { art: { enabled: boolean }; dne: { enabled: boolean } } };
  /** The search hub of the panel's queries (the configuration's name). */
  searchHub: string;
  contextFields: Record<string, string>;
  /** The insight interfaces that use the configuration, by id. */
  interfaces: string[];
}

/** Query of `insightConfigs.list`. */
export interface ListInsightPanelConfigsQuery {
  page?: number;
  perPage?: number;
  /** A substring the name must contain. */
  filter?: string;
  /** By name: `asc` (default) or `desc`. */
  order?: 'asc' | 'desc' | (string & {});
}

/** A page of insight panel configurations. */
export interface InsightPanelConfigPage {
  items: InsightPanelConfigModel[];
  totalEntries: number;
  totalPages: number;
}
